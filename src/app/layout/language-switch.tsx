import { useRef } from "react";
import { Check, ChevronDown, Languages } from "../../components/icons/lucide";
import { Icon } from "../../components/ui/icon";
import { blogPaths } from "../../content/blog";
import { builtLocales } from "../../i18n/built-locales";
import { useCommonCopy, useLocale } from "../../i18n/copy-context";
import { locales, type Locale } from "../../i18n/locales";
import { localizedPath } from "../../i18n/paths";
import { cn } from "../../lib/cn";
import { useDismissableDetails } from "../../lib/use-dismissable-details";
import { useLocationHash } from "../../lib/use-location-hash";
import { isBlogPage, isContentPage, pagePath, sitePages } from "../../site-pages";
import { useCurrentPage } from "../current-page";

/**
 * The page the visitor is on, in another language; a not-found page offers each home. A
 * blog page leads to its translation, or to that language's blog where there is none.
 */
function usePageIn(): (locale: Locale) => string {
  const { id, languages } = useCurrentPage();
  const hash = useLocationHash();
  if (isBlogPage(id)) return (locale) => languages?.[locale] ?? blogPaths.index(locale);
  // A composed page leads to its translation, or to that language's home where there is none.
  if (isContentPage(id)) return (locale) => languages?.[locale] ?? localizedPath(locale, "/");
  const page = sitePages.find((candidate) => candidate.id === id);
  return (locale) =>
    !page || page.path === "*" ? localizedPath(locale, "/") : `${pagePath(locale, page)}${hash}`;
}

function LanguageLinks({ className }: { className?: string }) {
  const current = useLocale();
  const pageIn = usePageIn();
  return (
    <ul className={className}>
      {builtLocales.map((locale) => (
        <li key={locale}>
          {/* A plain link, never a client-side route: the other language is another document. */}
          <a
            href={pageIn(locale)}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? "page" : undefined}
            className="menu-link"
          >
            {locales[locale].name}
            {locale === current && <Icon node={Check} className="size-4" />}
          </a>
        </li>
      ))}
    </ul>
  );
}

interface LanguageSwitchProps {
  /** In the phone's drawer: every language listed under a heading, not behind a button. */
  inDrawer?: boolean;
}

/**
 * Links to the same page, and the same section, in each language the site is built in.
 * Nothing is stored and nobody is redirected by their browser's language: the visitor
 * chooses. In the header it is a native disclosure, which needs no script to open; the
 * script only closes it on Escape or a click elsewhere.
 */
export function LanguageSwitch({ inDrawer = false }: LanguageSwitchProps) {
  const { language } = useCommonCopy();
  const locale = useLocale();
  const details = useRef<HTMLDetailsElement>(null);

  useDismissableDetails(details);

  if (builtLocales.length < 2) return null;
  if (inDrawer) {
    return (
      <nav aria-labelledby="drawer-language-title">
        <p id="drawer-language-title" className="mb-2 px-1 text-sm font-medium text-fg-subtle">
          {language.label}
        </p>
        <LanguageLinks className="menu-list" />
      </nav>
    );
  }
  return (
    <nav aria-label={language.label}>
      <details ref={details} className="header-menu relative">
        <summary className="menu-summary">
          <Icon node={Languages} className="size-4" />
          <span>{locale.toUpperCase()}</span>
          <span className="sr-only">{`, ${locales[locale].name}`}</span>
          <Icon node={ChevronDown} className="size-3.5 opacity-70" />
        </summary>
        <LanguageLinks className={cn("menu-list", "menu-popover")} />
      </details>
    </nav>
  );
}
