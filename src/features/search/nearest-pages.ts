import { type IndexedPage, searchPages } from "./pagefind";

/** Parts of an address that say nothing about what was looked for. */
const noise = new Set(["blog", "tags", "tag", "page", "index", "html", "htm", "php", "www"]);
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * The words of a not-found address to look for: `/de/blog/opentelemetry-aufnahme` gives
 * `opentelemetry`, `aufnahme`. The locale prefix, numbers, one- and two-letter fragments
 * (except in Japanese, where one character can be a word) and the blog's path words go.
 */
export function pathTerms(pathname: string, localePrefixes: readonly string[]): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the words around it still count.
  }
  const words = decoded
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(
      (word) =>
        word !== "" &&
        !noise.has(word) &&
        !localePrefixes.includes(word) &&
        !/^\d+$/.test(word) &&
        (word.length > 2 || cjk.test(word)),
    );
  return [...new Set(words)].slice(0, 8);
}

/** Pages found by several searches, those found by the most of them first, ties in order. */
export function rankByHits(lists: readonly IndexedPage[][]): IndexedPage[] {
  const hits = new Map<string, { page: IndexedPage; hits: number; first: number }>();
  let order = 0;
  for (const list of lists) {
    for (const page of list) {
      const seen = hits.get(page.url);
      if (seen) seen.hits += 1;
      else hits.set(page.url, { page, hits: 1, first: order++ });
    }
  }
  return [...hits.values()]
    .sort((a, b) => b.hits - a.hits || a.first - b.first)
    .map((entry) => entry.page);
}

/**
 * The pages of the page's language nearest to a not-found address: those with all its
 * words first, then those with the most of them.
 */
export async function nearestPages(terms: readonly string[], limit: number) {
  if (terms.length === 0) return [];
  const all = await searchPages(terms.join(" "), limit);
  if (all.pages.length >= limit || terms.length === 1) return all.pages;
  const each = await Promise.all(terms.map((term) => searchPages(term, limit)));
  return rankByHits([all.pages, ...each.map((answer) => answer.pages)]).slice(0, limit);
}
