import { allLocales } from "../../i18n/locales";
import { splitLocale } from "../../i18n/paths";
import type { PageId } from "../../site-pages";

/** Where a page belongs on the site, shown above it in the results (copy: search.sections). */
export type SearchSection = "platform" | "blog" | "contact";

/**
 * The attributes that put a page's main content in the search index (builder/search-index.ts):
 * `data-pagefind-body` marks what counts, so the header, menu and footer never do. The
 * not-found page is left out; so is any page marked `noindex`, by the build.
 */
export function searchAttributes(page: PageId): Record<string, string> {
  return page === "not-found" ? {} : { "data-pagefind-body": "" };
}

/** The section of a result, from its address: `/de/blog/…` is the blog's. */
export function searchSection(url: string): SearchSection {
  const { path } = splitLocale(url, allLocales);
  if (path === "/blog" || path.startsWith("/blog/")) return "blog";
  if (path === "/contact") return "contact";
  return "platform";
}
