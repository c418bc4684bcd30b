import { Link } from "wouter";
import { Mail } from "../../components/icons/lucide";
import { SocialIcon } from "../../components/icons/social-icon";
import { Container } from "../../components/ui/container";
import { Icon } from "../../components/ui/icon";
import { siteConfig } from "../../config/site";
import {
  useCommonCopy,
  useFooterPages,
  useLatestRelease,
  useLocale,
} from "../../i18n/copy-context";
import { fill } from "../../i18n/format";
import { pathOf } from "../../site-pages";
import { BrandLogo } from "./brand-logo";
import { ResourceLink, useResourceLinks } from "./resource-link";

const footerLink =
  "inline-flex min-h-6 items-center font-medium text-fg-muted underline-offset-4 hover:text-heading hover:underline";

export function SiteFooter() {
  const { footer } = useCommonCopy();
  const locale = useLocale();
  const composedPages = useFooterPages();
  const latest = useLatestRelease();
  const resources = useResourceLinks();
  return (
    <footer className="border-t border-line bg-page">
      <Container className="grid gap-8 py-12 md:grid-cols-[1fr_auto_auto] md:items-start md:gap-16">
        <div className="space-y-3">
          <BrandLogo asLink={false} />
          <p className="max-w-xs text-sm text-balance text-fg-subtle">{footer.tagline}</p>
          <a
            href={`mailto:${siteConfig.email}`}
            className="inline-flex min-h-6 items-center gap-2 text-sm font-medium text-fg-soft underline-offset-4 hover:text-heading hover:underline"
          >
            <Icon node={Mail} className="size-4 text-accent-fg" />
            {siteConfig.email}
          </a>
          {latest && (
            // What shipped last, on every page, as vendors show "what's new". A plain link:
            // the changelog's pages are documents of their own (see routes.tsx).
            <p className="max-w-xs text-sm text-fg-subtle">
              <span className="font-semibold text-fg-soft">{footer.whatsNew}</span>{" "}
              <a
                href={latest.path}
                lang={latest.lang === locale ? undefined : latest.lang}
                className="font-medium text-fg-muted underline underline-offset-4 hover:text-heading"
              >
                {latest.title}
              </a>
            </p>
          )}
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="text-sm font-semibold text-fg-soft">
            {footer.explore}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {resources.map((link) => (
              <li key={link.href}>
                <ResourceLink link={link} className={footerLink} />
              </li>
            ))}
            {/* Composed pages that ask for it: plain links, each a document of its own. */}
            {composedPages.map((page) => (
              <li key={page.path}>
                <a href={page.path} className={footerLink}>
                  {page.title}
                </a>
              </li>
            ))}
            {/* One click from every page, as § 5 DDG and GDPR Art. 13 ask. */}
            <li>
              <Link to={pathOf(locale, "imprint")} className={footerLink}>
                {footer.imprint}
              </Link>
            </li>
            <li>
              <Link to={pathOf(locale, "privacy")} className={footerLink}>
                {footer.privacy}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-fg-soft">{footer.social}</h2>
          <ul className="mt-3 flex gap-2">
            {siteConfig.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={fill(footer.socialLink, {
                    brand: siteConfig.name,
                    network: link.label,
                  })}
                  className="grid size-11 place-items-center rounded-full border border-line-strong text-fg-muted transition-colors hover:border-field hover:text-heading"
                >
                  <SocialIcon network={link.network} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <Container className="border-t border-line/80 py-6">
        {/* One string: as six JSX parts React marked each of the five seams with `<!-- -->`,
            76 bytes of the Japanese home page's one round trip. */}
        <p className="text-sm text-fg-subtle">
          {`© ${siteConfig.copyrightYear} ${siteConfig.name}. ${footer.rights}`}
        </p>
      </Container>
    </footer>
  );
}
