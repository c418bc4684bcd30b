import type { BlogIndexContent, BlogPostContent, BlogTagContent } from "../content/blog";
import type {
  CommonContent,
  ContactContent,
  HomeContent,
  NotFoundContent,
} from "../content/schema";
import type { Locale } from "../i18n/locales";
import type { PageId } from "../site-pages";

/**
 * Each page's own copy (content/<locale>/<page>.json), or for the blog's pages, the data the
 * build computed from the posts (src/content/blog.ts).
 */
export interface PageContentById {
  home: HomeContent;
  contact: ContactContent;
  "not-found": NotFoundContent;
  "blog-index": BlogIndexContent;
  "blog-tag": BlogTagContent;
  "blog-post": BlogPostContent;
}

/**
 * What a page is rendered from: its language, the copy every page shares, and its own.
 * The build writes it into each page as a JSON data block, so that hydrating needs no
 * request of its own and a page carries its language's words and no other's.
 */
export interface PageData<Id extends PageId = PageId> {
  locale: Locale;
  page: Id;
  common: CommonContent;
  content: PageContentById[Id];
}

/** The id of the `<script type="application/json">` that holds a page's data. */
export const pageDataElementId = "page-data";

/** The data the build wrote into this page (see document.tsx). */
export function readPageData(): PageData {
  const element = document.getElementById(pageDataElementId);
  if (!element?.textContent) throw new Error(`#${pageDataElementId} is missing from the page`);
  return JSON.parse(element.textContent) as PageData;
}

/** What the build (or the dev server) hands a page besides its data. */
export interface DocumentAssets {
  /** The chunks hydrating this page takes, the app's entry first (see boot-loader.ts). */
  chunks: readonly string[];
  /**
   * The site's stylesheet, inlined: at a few KB compressed it is all critical CSS, and it
   * carries the brand font inline (vite.config.ts), so the page needs no request to paint.
   */
  css: string;
  /** A stylesheet to link instead (the dev server's, which Vite compiles on request). */
  stylesheet?: string;
}

/** The server bundle's entry (entry-server.tsx), as the build and the dev server call it. */
export type RenderPage = (url: string, data: PageData, assets: DocumentAssets) => Promise<string>;
