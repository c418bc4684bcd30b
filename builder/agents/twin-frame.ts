// What every Markdown twin shares: its input, and the site around a page's own content.
import { navItems } from "../../src/app/layout/nav-items.ts";
import type { PageContentById } from "../../src/app/page-data.ts";
import type { SocialLink } from "../../src/config/social-links.ts";
import { blogPaths } from "../../src/content/blog.ts";
import { changelogPaths } from "../../src/content/changelog.ts";
import type { CommonContent } from "../../src/content/schema.ts";
import { storyPaths } from "../../src/content/stories.ts";
import { absoluteUrl } from "../../src/features/seo/seo-config.ts";
import { locales, type Locale } from "../../src/i18n/locales.ts";
import { localizedPath } from "../../src/i18n/paths.ts";
import { pathOf, type PageId } from "../../src/site-pages.ts";
import type { LegalFacts } from "./legal-twins.ts";
import { md } from "./markdown.ts";

/** The brand facts a page shows, as the build resolved them (SITE_*). */
export interface SiteFacts {
  name: string;
  /** Absolute origin without a trailing slash. */
  url: string;
  email: string;
  videoId: string;
  social: readonly SocialLink[];
  year: number;
  /** The operator and what the site processes: the imprint's and privacy policy's facts. */
  legal?: LegalFacts;
}

export interface TwinInput<Id extends PageId> {
  locale: Locale;
  /** The page's address in its locale (`/de/contact`). */
  path: string;
  content: PageContentById[Id];
  common: CommonContent;
  site: SiteFacts;
  /** The same page in every built locale, this one included. */
  alternates: readonly { locale: Locale; path: string }[];
  /** The page's own text where its author wrote it in Markdown (a blog post). */
  body?: string;
}

export type TwinRenderer<Id extends PageId> = (input: TwinInput<Id>) => string;

/** What every page shows around its own content: the menu, languages and the footer. */
export function siteFrame({ locale, common, site, alternates }: TwinInput<PageId>): string[] {
  const url = (path: string) => absoluteUrl(site.url, path);
  const home = localizedPath(locale, "/");
  const { nav, footer, language } = common;
  return [
    md.heading(2, nav.menuTitle),
    md.list([
      ...navItems(nav).map((item) => md.link(item.label, url(`${home}#${item.sectionId}`))),
      md.link(nav.bookDemo, url(localizedPath(locale, "/contact"))),
    ]),
    alternates.length > 1 &&
      `${md.paragraph(language.label)}\n\n${md.list(
        alternates
          .filter((alternate) => alternate.locale !== locale)
          .map((alternate) => md.link(locales[alternate.locale].name, url(alternate.path))),
      )}`,
    md.paragraph(`${site.name}: ${footer.tagline}`),
    md.link(site.email, `mailto:${site.email}`),
    md.heading(2, footer.explore),
    md.list([
      md.link(footer.blog, url(blogPaths.index(locale))),
      md.link(footer.integrations, url(pathOf(locale, "integrations"))),
      md.link(footer.customers, url(storyPaths.index(locale))),
      md.link(footer.trust, url(pathOf(locale, "trust"))),
      md.link(footer.changelog, url(changelogPaths.index(locale))),
    ]),
    md.heading(2, footer.legal),
    md.list([
      md.link(footer.imprint, url(pathOf(locale, "imprint"))),
      md.link(footer.privacy, url(pathOf(locale, "privacy"))),
    ]),
    md.heading(2, footer.social),
    md.list(site.social.map((link) => md.link(link.label, link.href))),
    md.paragraph(`© ${site.year} ${site.name}. ${footer.rights}`),
  ].filter((block): block is string => !!block);
}
