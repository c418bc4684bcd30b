// The changelog's addresses and the data its pages are rendered from. The build reads the
// release notes and renders them (builder/content/changelog.ts); the pages
// (src/pages/changelog/) render this data. Plain types and paths: the browser and the build
// share them.
import type { Locale } from "../i18n/locales";
import { localizedPath } from "../i18n/paths.ts";
import type { ChangelogCopy, ReleaseKind } from "./changelog-schema";

/** At /changelog in every language: the word German and Japanese engineers use themselves. */
export const changelogPaths = {
  index: (locale: Locale) => localizedPath(locale, "/changelog"),
  release: (locale: Locale, version: string) => localizedPath(locale, `/changelog/${version}`),
  feed: (locale: Locale) => localizedPath(locale, "/changelog/rss.xml"),
  socialImage: (locale: Locale, version: string) =>
    localizedPath(locale, `/changelog/${version}/og-image.png`),
};

/** The first segment of the changelog's paths: no composed page may take it. */
export const changelogSegment = "changelog";

/** A release as a list shows it. */
export interface ReleaseSummary {
  version: string;
  title: string;
  summary: string;
  date: string;
  /** The date as the page's language writes it, fixed at build time. */
  dateText: string;
  kind: ReleaseKind;
  path: string;
  /** The language it is written in: the page's, or English where it has no translation. */
  lang: Locale;
  sample: boolean;
}

/** A release note as its page shows it. */
export interface Release extends ReleaseSummary {
  /** Its Markdown rendered at build time: no raw HTML, links and code only. */
  html: string;
}

interface ChangelogPage {
  copy: ChangelogCopy;
  /** The locale's "Sample" label (facts.json), on every sample release. */
  sampleLabel: string;
  path: string;
  /** Its address in each language it is written in (a translation shown in English is not). */
  alternates: Partial<Record<Locale, string>>;
}

export interface ChangelogIndexContent extends ChangelogPage {
  meta: ChangelogCopy["meta"];
  releases: ReleaseSummary[];
}

export interface ReleasePageContent extends ChangelogPage {
  meta: { title: string; description: string };
  release: Release;
}

/** The newest release of a language, which every page's footer names ("What's new"). */
export type LatestRelease = Pick<ReleaseSummary, "title" | "path" | "lang" | "version">;
