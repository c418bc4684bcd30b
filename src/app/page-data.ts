import type { BlogIndexContent, BlogPostContent, BlogTagContent } from "../content/blog";
import type {
  ChangelogIndexContent,
  LatestRelease,
  ReleasePageContent,
} from "../content/changelog";
import type { ComposedPageContent, FooterPage, HomePageContent } from "../content/composed";
import type { CommonContent, LocaleContent } from "../content/schema";
import type { StoriesIndexContent, StoryPageContent } from "../content/stories";
import type { Locale } from "../i18n/locales";
import type { pageKinds, PageId, StaticPageId } from "../site-pages";

/**
 * Each page's own copy: for a kind at an address of its own, the content file its kind
 * names (content/<locale>/<name>.json, src/site-pages.ts), the home page's blocks resolved
 * as a composed page's; for the blog's pages, the data the build computed from the posts
 * (src/content/blog.ts).
 */
export type PageContentById = {
  [Id in Exclude<StaticPageId, "home">]: LocaleContent[(typeof pageKinds)[Id]["content"]];
} & {
  home: HomePageContent;
  composed: ComposedPageContent;
  "customers-index": StoriesIndexContent;
  "customer-story": StoryPageContent;
  "changelog-index": ChangelogIndexContent;
  release: ReleasePageContent;
  "blog-index": BlogIndexContent;
  "blog-tag": BlogTagContent;
  "blog-post": BlogPostContent;
};

/**
 * What a page is rendered from: its language, the copy every page shares, and its own.
 * The build writes it into a file of its own for each page (builder/prerender.ts), which hydration
 * fetches with the chunks: the page carries its language's words and no other's, and its
 * HTML, which the first paint waits for, stays small.
 */
export interface PageData<Id extends PageId = PageId> {
  locale: Locale;
  page: Id;
  common: CommonContent;
  /** The composed pages of its language that ask for a footer link (their `inFooter`). */
  footerPages: readonly FooterPage[];
  /** The newest release of its language, which the footer names; none without releases. */
  latestRelease: LatestRelease | null;
  content: PageContentById[Id];
}

/** The data the build wrote for this page, from the file its boot script names (document.tsx). */
export async function loadPageData(): Promise<PageData> {
  const url = document.querySelector<HTMLElement>("script[data-page-data]")?.dataset.pageData;
  if (!url) throw new Error("No script of the page has data-page-data");
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as PageData;
}

/** How a page gets the site's stylesheet (builder/prerender.ts decides). */
export type PageStyles =
  /**
   * The share its first paint needs inline (builder/critical-css.ts), and the whole sheet,
   * which the boot loader links once that paint is on the screen: a page whose response
   * then fits a new connection's first round trip.
   */
  | { inline: string; deferred: string; fonts: readonly string[] }
  /** The whole sheet inline, its font too: a page longer than one round trip anyway. */
  | { inline: string }
  /** The sheet linked: the dev server, where Vite compiles it on request. */
  | { linked: string };

/** What the build (or the dev server) hands a page besides its data. */
export interface DocumentAssets {
  /** The chunks hydrating this page takes, the app's entry first (see inline/boot-loader.ts). */
  chunks: readonly string[];
  /** How the page gets the site's stylesheet (see PageStyles). */
  styles: PageStyles;
  /** The address of the page's data file (builder/prerender.ts; the dev server answers it). */
  pageData: string;
}

/** The server bundle's entry (entry-server.tsx), as the build and the dev server call it. */
export type RenderPage = (url: string, data: PageData, assets: DocumentAssets) => Promise<string>;
