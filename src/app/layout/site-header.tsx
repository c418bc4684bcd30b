import { ButtonLink } from "../../components/ui/button-link";
import { Container } from "../../components/ui/container";
import { SearchButton } from "../../features/search/search-button";
import { ThemeSwitch } from "../../features/theme/theme-switch";
import { useCommonCopy, useLocalizedPath } from "../../i18n/copy-context";
import { BrandLogo } from "./brand-logo";
import { LanguageSwitch } from "./language-switch";
import { MobileNav } from "./mobile-nav";
import { navItems } from "./nav-items";
import { ResourcesMenu } from "./resources-menu";
import { usePricingPage } from "./use-pricing-page";
import { useSectionHref } from "./use-section-href";

/** How each of the navigation's items looks; a link adds its display, the menu's summary its own. */
const navItemStyle =
  "rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap text-fg-muted transition-colors hover:text-heading";

export function SiteHeader() {
  const sectionHref = useSectionHref();
  const { nav } = useCommonCopy();
  const localize = useLocalizedPath();
  const pricing = usePricingPage();
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-page/85 backdrop-blur-md">
      {/* Drawn once parsed to its end marker (app.css): a response that arrives in pieces
          may be painted half parsed, and the items drawn would move as the rest came in. */}
      <Container
        data-header-row=""
        data-drawn-whole=""
        className="flex h-16 items-center justify-between gap-6"
      >
        <BrandLogo />
        {/* From 1280 px: below it, the links, the Resources menu, the search, the language
            and theme switches and Book Demo did not fit beside the logo in every language (at
            1024 px the 40% longer pseudo-locale's row was 115 px too wide, German's touched
            the logo), so the drawer holds them there. */}
        <nav aria-label={nav.primary} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {navItems(nav).map((item) => (
              <li key={item.sectionId}>
                <a href={sectionHref(item.sectionId)} className={`inline-block ${navItemStyle}`}>
                  {item.label}
                </a>
              </li>
            ))}
            {/* A plain link: a composed page is a document of its own. */}
            {pricing ? (
              <li>
                <a href={pricing.path} className={`inline-block ${navItemStyle}`}>
                  {nav.pricing}
                </a>
              </li>
            ) : null}
            <li>
              <ResourcesMenu summaryClassName={navItemStyle} />
            </li>
          </ul>
        </nav>
        <div className="hidden items-center gap-3 xl:flex">
          <SearchButton />
          <LanguageSwitch />
          <ThemeSwitch />
          <ButtonLink to={localize("/contact")}>{nav.bookDemo}</ButtonLink>
        </div>
        <MobileNav />
        <span hidden data-parsed-end="" />
      </Container>
    </header>
  );
}
