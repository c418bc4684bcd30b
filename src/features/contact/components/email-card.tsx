import { Mail } from "../../../components/icons/lucide";
import { Icon } from "../../../components/ui/icon";
import { siteConfig } from "../../../config/site";

export function EmailCard({ title, text }: { title: string; text: string }) {
  return (
    // Not a labelled region: its name would make getByLabel("Email") ambiguous with the field.
    <div className="rounded-2xl border border-line bg-surface/50 p-6">
      <span className="grid size-11 place-items-center rounded-xl border border-accent/30 bg-accent/10 text-link">
        <Icon node={Mail} className="size-5" />
      </span>
      <h2 className="mt-5 text-lg font-semibold text-heading">{title}</h2>
      <p className="mt-2 text-sm text-fg-muted">{text}</p>
      <a
        href={`mailto:${siteConfig.email}`}
        className="mt-4 inline-block font-medium break-all text-link underline underline-offset-4 hover:text-link-hover"
      >
        {siteConfig.email}
      </a>
    </div>
  );
}
