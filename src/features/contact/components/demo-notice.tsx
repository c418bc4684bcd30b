import { siteConfig } from "../../../config/site";
import type { ContactContent } from "../../../content/schema";
import { contactDeliveryBuild } from "../delivery-build";

/**
 * Above the form of a build that delivers nowhere (no CONTACT_ENDPOINT: the specification's
 * simulated send, kept for previews): says plainly that the form is a demonstration and
 * where to write instead, so nobody waits for an answer to a message no one received. A
 * build for a real address cannot get here (src/config/launch-env.ts).
 */
export function DemoNotice({ copy }: { copy: ContactContent["page"] }) {
  if (contactDeliveryBuild) return null;
  const [before, after = ""] = copy.demoText.split("{email}");
  return (
    <div
      role="note"
      data-demo-form=""
      className="mb-6 rounded-xl border border-dashed border-field-hover bg-raised p-4 text-sm text-pretty text-fg-soft"
    >
      <p>
        <strong className="font-semibold text-heading">{copy.demoTitle}</strong> {before}
        <a
          href={`mailto:${siteConfig.email}`}
          className="font-medium break-all text-link underline underline-offset-4 hover:text-link-hover"
        >
          {siteConfig.email}
        </a>
        {after}
      </p>
    </div>
  );
}
