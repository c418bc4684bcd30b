import type { Locale } from "./i18n/locales.ts";
import { localizedPath } from "./i18n/paths.ts";

/** What schema.org calls a kind of page that describes itself in JSON-LD (document.tsx). */
export type StructuredDataType = "WebPage" | "ContactPage" | "BlogPosting";

/** A kind of page, declared once: everything the site, the build and the checks derive. */
export interface PageKind {
  /**
   * Its address in the default locale: `*` for the not-found page, which takes every
   * unknown path; `null` for a kind whose pages are made from content files, each at the
   * path it names (composed pages, the blog's).
   */
  path: string | null;
  /**
   * Its address where a language's readers expect another word (`/de/impressum`), by
   * locale; the others take `path` under their prefix.
   */
  localPaths?: Partial<Record<Locale, string>>;
  /** The page's component, whose default export renders it (the build preloads its chunk). */
  module: `src/pages/${string}-page.tsx`;
  /**
   * Its copy: a content file (`content/<locale>/<content>.json`, its schema in
   * `src/content/schema.ts` under the same name), or a folder of them, one per page
   * (`content/<locale>/<content>/*.json`, composed pages).
   */
  content: string;
  /** schema.org's type for its JSON-LD, if it has any. */
  structuredData?: StructuredDataType;
  /**
   * Whether its text is longer than one round trip whatever it inlines, as a blog post's or
   * a composed page's: it is held to their HTML, FCP and LCP budgets (tools/budgets.ts).
   */
  long?: boolean;
  /** Whether it has a Markdown twin (builder/agents/page-twins.ts), which the build checks. */
  twin: boolean;
}

/**
 * Every kind of page, by id: the one declaration the router, the page-data types, the
 * content files loaded, the prerender step, the sitemap, the twins, the budgets, the checks
 * and the browser tests read, each in every built locale (builder/pages.ts adds what the
 * build needs, and stops on a kind it cannot build). Only plain data, because the router
 * ships it to the browser; a kind's content schema is in src/content/schema.ts by its
 * `content` name, and the types refuse a kind without one. How to add a kind:
 * docs/architecture.md.
 */
export const pageKinds = {
  home: {
    path: "/",
    module: "src/pages/home/home-page.tsx",
    content: "home",
    structuredData: "WebPage",
    twin: true,
  },
  contact: {
    path: "/contact",
    module: "src/pages/contact/contact-page.tsx",
    content: "contact",
    structuredData: "ContactPage",
    twin: true,
  },
  // The legal pages: one click from every page, in the footer (§ 5 DDG, GDPR Art. 13). A
  // German reader looks for the Impressum at /de/impressum; a Japanese one finds the
  // operator's details, 運営者情報, where Japanese companies put them, at /ja/company.
  imprint: {
    path: "/imprint",
    localPaths: { de: "/impressum", ja: "/company" },
    module: "src/pages/imprint/imprint-page.tsx",
    content: "imprint",
    structuredData: "WebPage",
    twin: true,
  },
  privacy: {
    path: "/privacy",
    localPaths: { de: "/datenschutz" },
    module: "src/pages/privacy/privacy-page.tsx",
    content: "privacy",
    structuredData: "WebPage",
    // Every processing with its purposes, bases, recipients and retention (GDPR Art. 13).
    long: true,
    twin: true,
  },
  // The integrations catalog: what the platform ingests from, by category, with a filter
  // that works from the first paint; one card per integration, each with its own anchor.
  integrations: {
    path: "/integrations",
    module: "src/pages/integrations/integrations-page.tsx",
    content: "integrations",
    structuredData: "WebPage",
    // Some fifty cards with their words: more than one round trip, as a composed page.
    long: true,
    twin: true,
  },
  // The trust center: where the data lives, who processes it, what is certified, how to ask
  // for a DPA. At /trust in every language: German and Japanese security teams use the
  // English word themselves (a "Trust Center" at SAP or Telekom, Microsoft's トラストセンター),
  // and the address is what they paste into a vendor questionnaire.
  trust: {
    path: "/trust",
    module: "src/pages/trust/trust-page.tsx",
    content: "trust",
    structuredData: "WebPage",
    // Six sections with tables: more than one round trip, as a composed page.
    long: true,
    twin: true,
  },
  // The catch-all: every unknown path shows the not-found page of its locale. It has no
  // twin: it is no address of its own, and its text is in no index.
  "not-found": {
    path: "*",
    module: "src/pages/not-found/not-found-page.tsx",
    content: "not-found",
    twin: false,
  },
  // A page composed of blocks: one content file per page and locale, at the path it names.
  composed: {
    path: null,
    module: "src/pages/composed/composed-page.tsx",
    content: "pages",
    structuredData: "WebPage",
    twin: true,
  },
  // The customer stories: an index per language that filters by industry and deployment
  // from the first paint, and a page per story, made from content/<locale>/customers/*.json
  // at the address src/content/stories.ts gives it, in the languages it is written in.
  "customers-index": {
    path: null,
    module: "src/pages/customers/customers-index-page.tsx",
    content: "customers",
    structuredData: "WebPage",
    // Every story's card, logo and words: held to the composed pages' budgets, as the catalog.
    long: true,
    twin: true,
  },
  "customer-story": {
    path: null,
    module: "src/pages/customers/customer-story-page.tsx",
    content: "customers",
    structuredData: "WebPage",
    // A story's whole text, figures and quote: a composed page's budgets too.
    long: true,
    twin: true,
  },
  // The changelog: an index of the releases per language and a page per release, made from
  // content/<locale>/changelog/<version>.md; a language without its own note of a release
  // shows the English one and says so (builder/content/changelog.ts).
  "changelog-index": {
    path: null,
    module: "src/pages/changelog/changelog-index-page.tsx",
    content: "changelog",
    structuredData: "WebPage",
    twin: true,
  },
  release: {
    path: null,
    module: "src/pages/changelog/release-page.tsx",
    content: "changelog",
    structuredData: "WebPage",
    twin: true,
  },
  "blog-index": {
    path: null,
    module: "src/pages/blog/blog-index-page.tsx",
    content: "blog",
    twin: true,
  },
  "blog-tag": {
    path: null,
    module: "src/pages/blog/blog-tag-page.tsx",
    content: "blog",
    twin: true,
  },
  "blog-post": {
    path: null,
    module: "src/pages/blog/blog-post-page.tsx",
    content: "blog",
    structuredData: "BlogPosting",
    twin: true,
  },
} as const satisfies Record<string, PageKind>;

export type PageId = keyof typeof pageKinds;
type Kinds = typeof pageKinds;

/** The kinds at one address of their own in every locale: home, contact, the legal pages, not-found. */
export type StaticPageId = {
  [Id in PageId]: Kinds[Id]["path"] extends string ? Id : never;
}[PageId];
export type BlogPageId = Extract<PageId, `blog-${string}`>;
/** The kinds whose pages are made from content files, each at the path its file names. */
export type ContentPageId = Exclude<PageId, StaticPageId>;

/** The content file each static kind reads its copy from. */
export type StaticContentName = Kinds[StaticPageId]["content"];

export interface SitePage {
  id: StaticPageId;
  path: string;
}

/** The static kinds, by id and path: a page each in every built locale. */
export const sitePages: readonly SitePage[] = (Object.keys(pageKinds) as PageId[]).flatMap((id) => {
  const { path } = pageKinds[id] as PageKind;
  return path === null ? [] : [{ id: id as StaticPageId, path }];
});

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
] as const satisfies readonly { id: BlogPageId; path: string }[];

export const isBlogPage = (id: PageId): id is BlogPageId => id.startsWith("blog-");

/** A kind whose pages are made from content files (composed pages, the blog's). */
export const isContentPage = (id: PageId): id is ContentPageId => pageKinds[id].path === null;

/** A page's address in a locale: `/de/contact`, `/de/impressum`; `*` stays `*`. */
export function pagePath(locale: Locale, page: { id: string; path: string }): string {
  if (page.path === "*") return page.path;
  const kind = pageKinds[page.id as PageId] as PageKind | undefined;
  const slug = kind?.localPaths?.[locale] ?? page.path;
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
