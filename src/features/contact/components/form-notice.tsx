import { Link } from "wouter";
import { siteConfig } from "../../../config/site";
import type { ContactContent } from "../../../content/schema";
import { useLocale } from "../../../i18n/copy-context";
import { fill } from "../../../i18n/format";
import { pathOf } from "../../../site-pages";
import { contactDelivery } from "../contact-config";

/**
 * Beside the send button, what happens to what the visitor types, at the moment it is
 * collected (GDPR Art. 13): where this build sends it, or that it sends nothing, and the
 * privacy policy one click away.
 */
export function FormNotice({ id, copy }: { id: string; copy: ContactContent["notice"] }) {
  const locale = useLocale();
  const text = contactDelivery
    ? fill(copy.sent, { brand: siteConfig.name, host: new URL(contactDelivery.endpoint).host })
    : copy.simulated;
  return (
    <p id={id} className="text-sm text-pretty text-fg-subtle">
      {text}{" "}
      <Link
        to={pathOf(locale, "privacy")}
        className="font-medium text-fg-muted underline underline-offset-4 hover:text-heading"
      >
        {copy.link}
      </Link>
    </p>
  );
}
