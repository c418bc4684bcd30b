import { useEffect, useState } from "react";
import type { NotFoundContent } from "../../content/schema";
import type { IndexedPage } from "../../features/search/pagefind";
import { searchSection } from "../../features/search/search-attributes";
import { SearchButton } from "../../features/search/search-button";
import { searchLimits } from "../../features/search/search-config";
import { useCommonCopy } from "../../i18n/copy-context";
import { allLocales } from "../../i18n/locales";

type Copy = NotFoundContent["page"];

/**
 * The pages of this locale nearest to the address that was not found, from the site
 * search's index, or the search itself when none is near. Its height is kept from the first
 * paint, so nothing below moves when they arrive; without JavaScript it is not shown.
 */
export function NearestPagesList({ pathname, copy }: { pathname: string; copy: Copy }) {
  const { search } = useCommonCopy();
  const [pages, setPages] = useState<IndexedPage[] | null>(null);

  useEffect(() => {
    let current = true;
    // The search's code and index, fetched only here and only now, after the page is shown.
    import("../../features/search/nearest-pages")
      .then(({ nearestPages, pathTerms }) =>
        nearestPages(pathTerms(pathname, allLocales), searchLimits.suggestions),
      )
      .then(
        (found) => current && setPages(found),
        () => current && setPages([]),
      );
    return () => {
      current = false;
    };
  }, [pathname]);

  return (
    <div className="mx-auto mt-8 min-h-56 w-full max-w-md text-left noscript:hidden">
      {pages !== null && pages.length > 0 && (
        <nav aria-labelledby="nearest-pages-title">
          <h2 id="nearest-pages-title" className="text-sm font-semibold text-heading">
            {copy.suggestions}
          </h2>
          <ul className="mt-3 space-y-2">
            {pages.map((page) => (
              <li key={page.url}>
                <a
                  href={page.url}
                  className="block rounded-xl border border-line px-4 py-2.5 hover:border-line-strong hover:bg-raised"
                >
                  <span className="block text-xs font-semibold tracking-wide text-accent-fg uppercase">
                    {search.sections[searchSection(page.url)]}
                  </span>
                  <span className="line-clamp-2 font-semibold text-heading">
                    {page.meta.title ?? page.url}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {pages !== null && pages.length === 0 && (
        <div className="text-center">
          <p className="text-fg-muted">{copy.searchInstead}</p>
          <SearchButton labelled className="mt-3 border border-line-bold" />
        </div>
      )}
    </div>
  );
}
