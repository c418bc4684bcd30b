import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { SitemapEntry } from "../src/features/seo/documents.ts";
import type { BuiltPage } from "./pages.ts";

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The attributes of every `<tag ...>` in the HTML (React writes double-quoted values). */
export function tagAttributes(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))].map((match) =>
    Object.fromEntries(
      [...String(match[1]).matchAll(/([\w:-]+)="([^"]*)"/g)].map((attribute) => [
        String(attribute[1]).toLowerCase(),
        decodeAttribute(String(attribute[2])),
      ]),
    ),
  );
}

/**
 * The canonical URL, language alternates and (for a post) last change of every prerendered
 * page that may be indexed,
 * read from the pages themselves, so the sitemap lists exactly what the pages declare. A
 * page with `noindex` is left out; an indexable page whose canonical URL is missing or is
 * not its own address stops the build.
 */
export async function sitemapEntries(options: {
  clientDir: string;
  pages: readonly BuiltPage[];
  siteUrl: string;
}): Promise<SitemapEntry[]> {
  const { clientDir, pages, siteUrl } = options;
  const entries: SitemapEntry[] = [];
  for (const page of pages) {
    const html = await readFile(join(clientDir, page.file), "utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    const noindex = tagAttributes(head, "meta").some(
      (meta) => meta.name === "robots" && /\bnoindex\b/.test(meta.content ?? ""),
    );
    if (noindex) continue;
    const links = tagAttributes(head, "link");
    const canonical = links.find((link) => link.rel === "canonical")?.href;
    const expected = `${siteUrl}${page.path}`;
    if (canonical !== expected) {
      throw new Error(
        `${page.file}: canonical URL is ${canonical ?? "missing"}, expected ${expected}`,
      );
    }
    const alternates = links
      .filter((link) => link.rel === "alternate" && link.hreflang && link.href)
      .map((link) => ({ hreflang: String(link.hreflang), href: String(link.href) }));
    // A blog page knows when what it shows last changed (builder/blog/blog-pages.ts); a post
    // also says so in its head (Open Graph's article:modified_time).
    const modified =
      page.lastmod ??
      tagAttributes(head, "meta").find((meta) => meta.property === "article:modified_time")
        ?.content;
    entries.push({ loc: canonical, alternates, ...(modified ? { lastmod: modified } : {}) });
  }
  return entries;
}
