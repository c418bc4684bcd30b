import { blogPaths } from "../../content/blog";
import { changelogPaths } from "../../content/changelog";
import type { CommonContent } from "../../content/schema";
import { storyPaths } from "../../content/stories";
import type { Locale } from "../../i18n/locales";
import { pathOf } from "../../site-pages";

export interface ResourceLink {
  href: string;
  label: string;
  /**
   * Whether it is one of the app's own routes, followed without a page load; the others
   * (the blog's, the stories' and the changelog's pages) are documents of their own.
   */
  route: boolean;
}

/**
 * What a buyer looks for beyond the pitch: the blog, the integrations, the customer stories,
 * the trust center and, where there is a release, the changelog. One list for the header's
 * Resources menu, the drawer and the footer, so the three cannot differ.
 */
export function resourceLinks(
  locale: Locale,
  footer: CommonContent["footer"],
  hasReleases: boolean,
): ResourceLink[] {
  return [
    { href: blogPaths.index(locale), label: footer.blog, route: false },
    { href: pathOf(locale, "integrations"), label: footer.integrations, route: true },
    { href: storyPaths.index(locale), label: footer.customers, route: false },
    { href: pathOf(locale, "trust"), label: footer.trust, route: true },
    ...(hasReleases
      ? [{ href: changelogPaths.index(locale), label: footer.changelog, route: false }]
      : []),
  ];
}
