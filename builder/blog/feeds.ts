// An RSS 2.0 feed per locale (/blog/rss.xml, /de/blog/rss.xml...), with each post's full
// text, written by the `feed` package. Dates are the posts' own, never the build's, so a
// rebuild does not make feed readers think anything changed.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Feed } from "feed";
import { blogPaths } from "../../src/content/blog.ts";
import type { BlogCopy } from "../../src/content/schema.ts";
import { fill } from "../../src/i18n/format.ts";
import type { Locale } from "../../src/i18n/locales.ts";
import type { RenderedPost } from "./blog-content.ts";

export function feedXml(options: {
  locale: Locale;
  posts: readonly RenderedPost[];
  copy: BlogCopy;
  brand: string;
  siteUrl: string;
}): string {
  const { locale, posts, copy, brand, siteUrl } = options;
  const link = `${siteUrl}${blogPaths.index(locale)}`;
  const newest = posts[0];
  const feed = new Feed({
    title: fill(copy.feed.title, { brand }),
    description: copy.meta.description,
    id: link,
    link,
    language: locale,
    copyright: `© ${brand}`,
    // The newest post's date, or the epoch for a language without posts yet.
    updated: new Date(newest ? (newest.updated ?? newest.summary.date) : 0),
    generator: brand,
    feedLinks: { rss: `${siteUrl}${blogPaths.feed(locale)}` },
  });
  for (const post of posts) {
    const url = `${siteUrl}${blogPaths.post(locale, post.summary.slug)}`;
    feed.addItem({
      title: post.summary.title,
      id: url,
      link: url,
      description: post.summary.description,
      content: post.feedHtml,
      date: new Date(post.summary.date),
      category: post.summary.tags.map((tag) => ({ name: tag.label })),
    });
  }
  return feed.rss2();
}

/** Writes every built locale's feed; returns their paths. */
export async function writeFeeds(options: {
  clientDir: string;
  locales: readonly Locale[];
  posts: readonly RenderedPost[];
  copy: Record<Locale, BlogCopy>;
  brand: string;
  siteUrl: string;
}): Promise<string[]> {
  const { clientDir, locales, posts, copy, brand, siteUrl } = options;
  const written: string[] = [];
  for (const locale of locales) {
    const own = posts.filter((post) => post.source.locale === locale);
    const xml = feedXml({ locale, posts: own, copy: copy[locale], brand, siteUrl });
    const path = blogPaths.feed(locale);
    await mkdir(dirname(join(clientDir, path)), { recursive: true });
    await writeFile(join(clientDir, path), xml);
    written.push(path);
  }
  return written;
}
