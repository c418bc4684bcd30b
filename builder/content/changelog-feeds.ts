// An RSS 2.0 feed per locale (/changelog/rss.xml, /de/changelog/rss.xml...) with every
// release its changelog lists, each note in full, written by the `feed` package as the
// blog's are. Dates are the releases' own, so a rebuild changes nothing a reader sees.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Feed } from "feed";
import type { ChangelogCopy } from "../../src/content/changelog-schema.ts";
import { changelogPaths } from "../../src/content/changelog.ts";
import { fill } from "../../src/i18n/format.ts";
import type { Locale } from "../../src/i18n/locales.ts";
import type { BuiltPage } from "../pages.ts";

/** Relative links of a note made absolute, as feed readers need them. */
const absolute = (html: string, siteUrl: string) =>
  html.replace(/(href|src)="\//g, (_, attribute: string) => `${attribute}="${siteUrl}/`);

export function changelogFeedXml(options: {
  locale: Locale;
  page: BuiltPage;
  copy: ChangelogCopy;
  brand: string;
  siteUrl: string;
}): string {
  const { locale, page, copy, brand, siteUrl } = options;
  const releases = page.changelog?.all ?? [];
  const link = `${siteUrl}${changelogPaths.index(locale)}`;
  const feed = new Feed({
    title: fill(copy.feed.title, { brand }),
    description: copy.meta.description,
    id: link,
    link,
    language: locale,
    copyright: `© ${brand}`,
    updated: new Date(releases[0]?.date ?? 0),
    generator: brand,
    feedLinks: { rss: `${siteUrl}${changelogPaths.feed(locale)}` },
  });
  for (const release of releases) {
    const url = `${siteUrl}${release.path}`;
    feed.addItem({
      title: `${fill(copy.release.version, { version: release.version })}: ${release.title}`,
      id: url,
      link: url,
      description: release.summary,
      content: absolute(release.html, siteUrl),
      date: new Date(release.date),
      category: [{ name: copy.kinds[release.kind] }],
    });
  }
  return feed.rss2();
}

/** Writes the feed of every locale whose changelog has a page; returns their paths. */
export async function writeChangelogFeeds(options: {
  clientDir: string;
  pages: readonly BuiltPage[];
  copy: Partial<Record<Locale, ChangelogCopy>>;
  brand: string;
  siteUrl: string;
}): Promise<string[]> {
  const written: string[] = [];
  for (const page of options.pages) {
    const copy = options.copy[page.locale];
    if (page.id !== "changelog-index" || !copy) continue;
    const xml = changelogFeedXml({ ...options, locale: page.locale, page, copy });
    const path = changelogPaths.feed(page.locale);
    await mkdir(dirname(join(options.clientDir, path)), { recursive: true });
    await writeFile(join(options.clientDir, path), xml);
    written.push(path);
  }
  return written;
}
