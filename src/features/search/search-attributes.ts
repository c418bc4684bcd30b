import { isBlogPage, type PageId } from "../../site-pages";

/** Where a page belongs on the site, shown above it in the results (copy: search.sections). */
export type SearchSection = "platform" | "blog" | "contact";

/**
 * The attributes that put a page's main content in the search index (builder/search-index.ts)
 * with its section: `data-pagefind-body` marks what counts, so the header, menu and footer
 * never do. The not-found page is left out; so is any page marked `noindex`, by the build.
 */
export function searchAttributes(page: PageId): Record<string, string> {
  if (page === "not-found") return {};
  const section: SearchSection = isBlogPage(page)
    ? "blog"
    : page === "contact"
      ? "contact"
      : "platform";
  return { "data-pagefind-body": "", "data-pagefind-meta": `section:${section}` };
}
