import { Mail } from "lucide";
import { Icon } from "../../../components/ui/icon";
import { siteConfig } from "../../../config/site";
import { contactPage } from "../../../content/contact";

export function EmailCard() {
  return (
    // Not a labelled region: its name would make getByLabel("Email") ambiguous with the field.
    <div className="rounded-2xl border border-slate-800 bg-slate-900/50 p-6">
      <span className="grid size-11 place-items-center rounded-xl border border-cyan-300/30 bg-cyan-300/10 text-cyan-200">
        <Icon node={Mail} className="size-5" />
      </span>
      <h2 className="mt-5 text-lg font-semibold text-white">{contactPage.emailTitle}</h2>
      <p className="mt-2 text-sm text-slate-300">{contactPage.emailText}</p>
      <a
        href={`mailto:${siteConfig.email}`}
        className="mt-4 inline-block font-medium break-all text-cyan-200 underline underline-offset-4 hover:text-cyan-100"
      >
        {siteConfig.email}
      </a>
    </div>
  );
}
