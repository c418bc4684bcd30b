// The blog's addresses and the data its pages are rendered from. The build computes the
// data from the posts (builder/blog/) and writes it into each page's data file; the pages
// (src/pages/blog/) render it. Plain types and path helpers: the browser and the build
// share them.
import type { Locale } from "../i18n/locales";
import { localizedPath } from "../i18n/paths.ts";
import type { BlogCopy } from "./schema";

/** Posts on one page of the index or a tag; older ones go to `/blog/page/2` and on. */
export const postsPerPage = 10;

/** The posts one page of a list shows (pages count from 1). */
export const pageOf = <T>(list: readonly T[], page: number, perPage = postsPerPage): T[] =>
  list.slice((page - 1) * perPage, page * perPage);

/** A list's later pages live below its first: `<list>/page/2`. */
const paged = (path: string, page: number) => (page <= 1 ? path : `${path}/page/${page}`);

/** The blog's paths in a locale: one fact each, for the build, the pages and the tests. */
export const blogPaths = {
  index: (locale: Locale, page = 1) => localizedPath(locale, paged("/blog", page)),
  post: (locale: Locale, slug: string) => localizedPath(locale, `/blog/${slug}`),
  tag: (locale: Locale, tag: string, page = 1) =>
    localizedPath(locale, paged(`/blog/tags/${tag}`, page)),
  feed: (locale: Locale) => localizedPath(locale, "/blog/rss.xml"),
  /** The post's link-preview card, beside its page. */
  socialImage: (locale: Locale, slug: string) =>
    localizedPath(locale, `/blog/${slug}/og-image.png`),
};

/** An image the build rendered: AVIF candidates and a WebP, as src/raster-image.d.ts. */
export interface ImageSources {
  width: number;
  height: number;
  avifSrcSet: string;
  src: string;
  /**
   * The prerendered page's copy of avifSrcSet, its smallest candidate as a data: URL, for
   * the image of a first view (PostImage's `priority`). Never in the page's data file.
   */
  inlineAvifSrcSet?: string;
}

/** A post's image, with what it shows. */
export interface PostImage extends ImageSources {
  alt: string;
}

export interface PostTag {
  id: string;
  label: string;
}

/** What a list of posts shows of each. */
export interface PostSummary {
  slug: string;
  title: string;
  description: string;
  /** ISO date (`2026-03-10`), and as the locale writes it, formatted at build time. */
  date: string;
  dateText: string;
  /**
   * "5 min read" in the post's language, also formatted at build time: formatting a number in
   * the browser loads the locale's number data on first use, 13-30 ms that hydration would
   * spend before the page answers.
   */
  readingTime: string;
  tags: PostTag[];
  cover: PostImage;
}

/** A heading of the table of contents: its anchor, text and level (2 or 3). */
export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

export interface PostLink {
  slug: string;
  title: string;
}

export interface PostPageData extends PostSummary {
  author: string;
  updated: string | null;
  updatedText: string | null;
  /** Headings for the table of contents; empty on a short post, which shows none. */
  toc: TocEntry[];
  /** The older and the newer post in the same language. */
  previous: PostLink | null;
  next: PostLink | null;
  /** The post's path in each language it is written in, this one included. */
  alternates: Partial<Record<Locale, string>>;
  /**
   * The post's HTML, rendered at build time. In the page's HTML once: the data file leaves
   * it out, and the browser reads it back from the prerendered page (post-body.tsx).
   */
  body?: string;
}

/** The data of each kind of blog page, beside the blog's words. */
export interface BlogIndexContent {
  copy: BlogCopy;
  posts: PostSummary[];
  page: number;
  pages: number;
}

export interface BlogTagContent {
  copy: BlogCopy;
  tag: PostTag;
  posts: PostSummary[];
  page: number;
  pages: number;
  /** The tag's first page in each language that has posts with this tag. */
  alternates: Partial<Record<Locale, string>>;
}

export interface BlogPostContent {
  copy: BlogCopy;
  post: PostPageData;
}
