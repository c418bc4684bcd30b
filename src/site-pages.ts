import type { Locale } from "./i18n/locales.ts";
import { localizedPath } from "./i18n/paths.ts";

/**
 * Every page of the site, by id and path in the default locale: the one list the router,
 * the prerender step, the sitemap, the budgets, the checks and the browser tests read, each
 * page in every built locale (builder/pages.ts adds what the build needs). Only ids and
 * paths, because the router ships this list to the browser.
 */
export const sitePages = [
  { id: "home", path: "/" },
  { id: "contact", path: "/contact" },
  // The legal pages: one click from every page, in the footer (§ 5 DDG, GDPR Art. 13).
  { id: "imprint", path: "/imprint" },
  { id: "privacy", path: "/privacy" },
  // The catch-all: every unknown path shows the not-found page of its locale.
  { id: "not-found", path: "*" },
] as const;

/**
 * The blog's kinds of page, by their route patterns. How many there are of each grows with
 * the posts: builder/pages.ts makes one per post, tag and page of the index in each locale.
 */
export const blogPages = [
  { id: "blog-index", path: "/blog" },
  { id: "blog-index", path: "/blog/page/:page" },
  { id: "blog-tag", path: "/blog/tags/:tag" },
  { id: "blog-tag", path: "/blog/tags/:tag/page/:page" },
  { id: "blog-post", path: "/blog/:slug" },
] as const;

export type SitePage = (typeof sitePages)[number];
export type StaticPageId = SitePage["id"];
export type BlogPageId = (typeof blogPages)[number]["id"];
export type PageId = StaticPageId | BlogPageId;

export const isBlogPage = (id: PageId): id is BlogPageId => id.startsWith("blog-");

/**
 * Where a page's address is another word in a language: what its readers expect there (a
 * German reader looks for the Impressum at /de/impressum; a Japanese one finds the operator's
 * details, 運営者情報, where Japanese companies put them, at /ja/company).
 */
export const localSlugs: { readonly [Id in StaticPageId]?: Partial<Record<Locale, string>> } = {
  imprint: { de: "/impressum", ja: "/company" },
  privacy: { de: "/datenschutz" },
};

/** A page's address in a locale: `/de/contact`, `/de/impressum`; `*` stays `*`. */
export function pagePath(locale: Locale, page: { id: string; path: string }): string {
  if (page.path === "*") return page.path;
  const slug = localSlugs[page.id as StaticPageId]?.[locale] ?? page.path;
  return localizedPath(locale, slug);
}

/** A static page's address in a locale, by its id. */
export function pathOf(locale: Locale, id: StaticPageId): string {
  const page = sitePages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`No page ${id}`);
  return pagePath(locale, page);
}

/** The route a page has in a locale: `/de/contact`, or `/de/*` for its not-found page. */
export function routePath(locale: Locale, page: { id: string; path: string }): string {
  if (page.path !== "*") return pagePath(locale, page);
  const prefix = localizedPath(locale, "/");
  return prefix === "/" ? "*" : `${prefix}*`;
}
