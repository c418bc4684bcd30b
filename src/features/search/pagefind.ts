import { excerptWords, searchScriptUrl } from "./search-config";

/** One page of the index, as Pagefind's `result.data()` gives it. */
export interface IndexedPage {
  url: string;
  /** Plain text with the matched words wrapped in `<mark>`, HTML-escaped otherwise. */
  excerpt: string;
  meta: { title?: string };
}

interface PagefindResult {
  id: string;
  data: () => Promise<IndexedPage>;
}

/** The part of Pagefind's browser API the site uses (https://pagefind.app/docs/api/). */
interface Pagefind {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<{ results: PagefindResult[] } | null>;
  destroy: () => Promise<void>;
}

let loading: Promise<Pagefind> | undefined;

/**
 * Loads the index's script on first use, from the site's own origin: it picks the index of
 * the page's `<html lang>`, so results are in the page's language only, and runs the search
 * (WebAssembly) in a worker. A failed load is forgotten, so the next try loads again.
 */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    // A file of the build, not of the bundle: Vite must leave the import as it is.
    const pagefind = (await import(/* @vite-ignore */ searchScriptUrl)) as Pagefind;
    await pagefind.options({ excerptLength: excerptWords });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export interface SearchAnswer {
  /** How many pages match in all. */
  total: number;
  /** The best of them, best first, with their data. */
  pages: IndexedPage[];
}

/**
 * The pages matching a query; the data of the best `limit` only is fetched. A failure
 * forgets the index read so far: after a deploy, the files an open page's index named may be
 * gone, and the next try reads the new index's entry file.
 */
export async function searchPages(term: string, limit: number): Promise<SearchAnswer> {
  const pagefind = await loadPagefind();
  try {
    const results = (await pagefind.search(term))?.results ?? [];
    const pages = await Promise.all(results.slice(0, limit).map((result) => result.data()));
    return { total: results.length, pages };
  } catch (error) {
    loading = undefined;
    await pagefind.destroy().catch(() => undefined);
    throw error;
  }
}
