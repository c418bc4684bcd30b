// The site search's index, made from the prerendered pages themselves with Pagefind: one
// index per `<html lang>` (German stemmed, Japanese segmented), written to dist/pagefind/,
// which the search dialog and the not-found page's suggestions read in the browser.
import { readdir, readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import * as pagefind from "pagefind";
import { searchIndexDir } from "../server/search-files.ts";
import type { BuiltPage } from "./pages.ts";
import { tagAttributes } from "./sitemap.ts";

/** Pagefind's own interfaces, which the site does not use: its dialog is the site's own. */
const unusedFiles = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\b/;

export interface SearchIndexReport {
  /** Pages indexed, per locale. */
  pages: Record<string, number>;
  /** Bytes of each locale's index (its metadata, word index and fragments, as stored). */
  bytes: Record<string, number>;
  /** The Pagefind files every locale shares (the script, the entry, the WebAssembly). */
  sharedBytes: number;
  seconds: number;
}

/**
 * Whether a prerendered page belongs in the index: a page marks the part that counts with
 * `data-pagefind-body` (the main content, never the header, menu or footer), and a page
 * that asks search engines not to index it (`noindex`: the not-found pages, a campaign's
 * landing page) is not offered by the site's search either.
 */
export function isSearchable(html: string): boolean {
  const head = html.slice(0, html.indexOf("</head>"));
  const noindex = tagAttributes(head, "meta").some(
    (meta) => meta.name === "robots" && /\bnoindex\b/i.test(meta.content ?? ""),
  );
  return !noindex && /\sdata-pagefind-body(?:[\s=>])/.test(html);
}

/** Indexes the built pages (drafts are never built) and writes dist/pagefind/. */
export async function writeSearchIndex(options: {
  clientDir: string;
  pages: readonly BuiltPage[];
}): Promise<SearchIndexReport> {
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({
    // Inside the main content, what only repeats the site's chrome or other pages: the
    // navigations (a post's contents, previous/next, the pages of the blog's index) and
    // what a page marks (a post's closing "book a demo" band).
    excludeSelectors: ["nav", "[data-search-skip]"],
  });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  try {
    const pages: Record<string, number> = {};
    for (const page of options.pages) {
      if (page.status !== 200) continue;
      const html = await readFile(join(options.clientDir, page.file), "utf8");
      if (!isSearchable(html)) continue;
      const added = await index.addHTMLFile({ url: page.path, content: html });
      if (added.errors.length > 0) throw new Error(`${page.file}: ${added.errors.join("; ")}`);
      pages[page.locale] = (pages[page.locale] ?? 0) + 1;
    }
    const outputPath = join(options.clientDir, searchIndexDir);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(written.errors.join("; "));
    for (const name of await readdir(outputPath)) {
      if (unusedFiles.test(name)) await rm(join(outputPath, name));
    }
    const sizes = await indexSizes(outputPath);
    return { pages, ...sizes, seconds: (performance.now() - started) / 1000 };
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
}

/** Bytes per locale (files named `<locale>_…` or `pagefind.<locale>_….pf_meta`). */
async function indexSizes(dir: string) {
  const bytes: Record<string, number> = {};
  let sharedBytes = 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const size = (await stat(join(entry.parentPath, entry.name))).size;
    const locale = /^(?:pagefind\.)?([a-z]{2,3}(?:-[a-z0-9]+)*)_[0-9a-f]+\.pf_/i.exec(
      entry.name,
    )?.[1];
    if (locale) bytes[locale] = (bytes[locale] ?? 0) + size;
    else sharedBytes += size;
  }
  return { bytes, sharedBytes };
}
