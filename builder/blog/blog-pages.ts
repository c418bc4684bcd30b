import { blogPaths, pageOf } from "../../src/content/blog.ts";
import type { Locale } from "../../src/i18n/locales.ts";
import { pageKinds, type BlogPageId } from "../../src/site-pages.ts";
import type { PostSource } from "./post-inventory.ts";

/** Which blog page it is: a page of the index, a tag's page, or a post's. */
export type BlogPageRef =
  | { kind: "index"; page: number; pages: number }
  | { kind: "tag"; tag: string; page: number; pages: number }
  | { kind: "post"; slug: string };

export interface BlogPage {
  id: BlogPageId;
  path: string;
  /** The page module, as the build manifest names it. */
  source: string;
  blog: BlogPageRef;
  /** The last change to what the page shows: its posts' newest date or update (sitemap). */
  lastmod?: string;
}

/** When a post last changed: its update, or its date. */
const changed = (post: PostSource) => post.frontMatter.updated ?? post.frontMatter.date;

/** The latest of the posts' changes; none for a page without posts. */
export function lastChange(posts: readonly PostSource[]): string | undefined {
  let latest: string | undefined;
  for (const date of posts.map(changed)) {
    if (latest === undefined || Date.parse(date) > Date.parse(latest)) latest = date;
  }
  return latest;
}

/**
 * A locale's blog pages: the index (one page per `perPage` posts, at least one, so the
 * blog's address never answers 404), the pages of each tag its posts carry (paged alike),
 * and a page per post.
 * @param posts the locale's published posts, newest first
 */
export function blogPagesOf(
  locale: Locale,
  posts: readonly PostSource[],
  perPage: number,
): BlogPage[] {
  const page = (
    id: BlogPageId,
    path: string,
    blog: BlogPageRef,
    shown: readonly PostSource[],
  ): BlogPage => {
    const lastmod = lastChange(shown);
    return { id, path, source: pageKinds[id].module, blog, ...(lastmod ? { lastmod } : {}) };
  };
  /** The list cut into pages of `perPage`, at least one. */
  const paged = <T>(list: readonly PostSource[], make: (page: number, pages: number) => T) => {
    const pages = Math.max(1, Math.ceil(list.length / perPage));
    return Array.from({ length: pages }, (_, index) => make(index + 1, pages));
  };
  const tags = [...new Set(posts.flatMap((post) => post.frontMatter.tags))].sort();
  return [
    ...paged(posts, (number, pages) =>
      page(
        "blog-index",
        blogPaths.index(locale, number),
        { kind: "index", page: number, pages },
        pageOf(posts, number, perPage),
      ),
    ),
    ...tags.flatMap((tag) => {
      const tagged = posts.filter((post) => post.frontMatter.tags.includes(tag));
      return paged(tagged, (number, pages) =>
        page(
          "blog-tag",
          blogPaths.tag(locale, tag, number),
          { kind: "tag", tag, page: number, pages },
          pageOf(tagged, number, perPage),
        ),
      );
    }),
    ...posts.map((post) =>
      page("blog-post", blogPaths.post(locale, post.slug), { kind: "post", slug: post.slug }, [
        post,
      ]),
    ),
  ];
}
