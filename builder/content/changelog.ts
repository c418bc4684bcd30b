// The release notes of the locales a build makes, read from content/<locale>/changelog/
// <version>.md, their front matter checked against the schema (src/content/
// changelog-schema.ts): a bad date, an unknown kind, a version that is not the file's name,
// or a sample in a build for a real SITE_URL stops the build with the file, line and field.
// A language shows every English release it has no translation of, in English, and says
// so. Synchronous, like the stories, because the page list (builder/pages.ts) grows from it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import {
  releaseFrontMatterSchema,
  versionPattern,
  type ReleaseFrontMatter,
} from "../../src/content/changelog-schema.ts";
import { changelogPaths, type Release, type ReleaseSummary } from "../../src/content/changelog.ts";
import { defaultLocale, type Locale } from "../../src/i18n/locales.ts";
import { dateText } from "../blog/blog-content.ts";
import { checkFrontMatter, parseMarkdownFile } from "../blog/front-matter.ts";
import { blockCheckOptions } from "./block-checks.ts";
import { ContentError, contentRoot, type ContentProblem } from "./load-content.ts";

/** The folder of each locale's content that holds its release notes (the editor's too). */
export const changelogFolderName = "changelog";
const changelogFolder = (root: string, locale: Locale) => join(root, locale, changelogFolderName);

/** A release note read and checked, in the language it is written in. */
interface ReleaseSource {
  locale: Locale;
  file: string;
  frontMatter: ReleaseFrontMatter;
  markdown: string;
}

/** A release as one language's pages show it: its own note, or the English one. */
export interface LocaleRelease extends Release {
  /** Whether the page's language has its own note (else it shows the English one). */
  translated: boolean;
  /** The release's address in each language that has its own note. */
  alternates: Partial<Record<Locale, string>>;
  /** The note as written, for its Markdown twin. */
  markdown: string;
}

/** What a list shows of a release (the page data carries no more than it shows). */
export const releaseSummary = (release: Release): ReleaseSummary => ({
  version: release.version,
  title: release.title,
  summary: release.summary,
  date: release.date,
  dateText: release.dateText,
  kind: release.kind,
  path: release.path,
  lang: release.lang,
  sample: release.sample,
});

// Release notes are short: GitHub-flavoured Markdown (lists, tables, code, links), no raw
// HTML, so the page's content-security policy and stylesheet stay in charge.
const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify);

/** A release note's Markdown as HTML; headings start at h2, under the page's title. */
export function renderReleaseMarkdown(text: string): string {
  return String(markdown.processSync(text)).replace(
    /<(\/?)h1>/g,
    (_, close: string) => `<${close}h2>`,
  );
}

/** Newest first; releases of one day by version, highest first. */
const newestFirst = (a: ReleaseSource, b: ReleaseSource) =>
  Date.parse(b.frontMatter.date) - Date.parse(a.frontMatter.date) ||
  b.frontMatter.version.localeCompare(a.frontMatter.version, "en", { numeric: true });

function readReleases(
  root: string,
  locale: Locale,
  realSite: boolean,
  problems: ContentProblem[],
): ReleaseSource[] {
  const folder = changelogFolder(root, locale);
  if (!existsSync(folder)) return [];
  const found: ReleaseSource[] = [];
  for (const name of readdirSync(folder)
    .filter((each) => each.endsWith(".md"))
    .sort()) {
    const path = join(folder, name);
    const file = relative(process.cwd(), path) || path;
    const problem = (line: number, key: string, message: string) =>
      problems.push({ file, line, key, message });
    const version = name.slice(0, -".md".length);
    if (!versionPattern.test(version)) {
      problem(
        1,
        "(the file name)",
        `"${version}" is not a version: name the file 4.12.md or 4.12.1.md`,
      );
      continue;
    }
    const text = readFileSync(path, "utf8");
    const { frontMatter, body } = parseMarkdownFile(text);
    if (frontMatter.syntaxErrors.length > 0) {
      for (const error of frontMatter.syntaxErrors) problem(error.line, "(syntax)", error.message);
      continue;
    }
    const checked = checkFrontMatter(
      frontMatter,
      releaseFrontMatterSchema,
      "every release note needs it",
      problem,
    );
    if (!checked) continue;
    if (checked.version !== version) {
      problem(
        frontMatter.lineOf(["version"]),
        "version",
        `the file is ${name}: its version is ${version}, its address /changelog/${version}`,
      );
      continue;
    }
    if (realSite && checked.sample) {
      problem(
        frontMatter.lineOf(["sample"]),
        "sample",
        "a sample release note: a build for a real SITE_URL shows only what shipped; " +
          "replace it or remove it",
      );
      continue;
    }
    found.push({ locale, file, frontMatter: checked, markdown: body });
  }
  return found.sort(newestFirst);
}

/**
 * Every release of the locales, checked; by locale, newest first. A locale has its own
 * notes and, for each English release it has none of, the English note (`translated`
 * false), so no language's changelog is missing what shipped.
 */
export function releaseFiles(
  locales: readonly Locale[],
  options: { root?: string; siteUrl?: string } = {},
): Map<Locale, LocaleRelease[]> {
  const root = options.root ?? contentRoot;
  const { realSite } = blockCheckOptions(root, options.siteUrl);
  const problems: ContentProblem[] = [];
  const own = new Map<Locale, ReleaseSource[]>();
  // English is read even when the build makes no English pages: it is every language's fallback.
  for (const locale of new Set<Locale>([defaultLocale, ...locales])) {
    own.set(locale, readReleases(root, locale, realSite, problems));
  }
  if (problems.length > 0) throw new ContentError(problems);
  const fallbacks = own.get(defaultLocale) ?? [];
  const releases = new Map<Locale, LocaleRelease[]>();
  for (const locale of locales) {
    const mine = own.get(locale) ?? [];
    const versions = new Set(mine.map((source) => source.frontMatter.version));
    const shown = [
      ...mine,
      ...fallbacks.filter((source) => !versions.has(source.frontMatter.version)),
    ].sort(newestFirst);
    releases.set(
      locale,
      shown.map((source) => {
        const { version, title, summary, date, kind, sample } = source.frontMatter;
        const alternates: Partial<Record<Locale, string>> = Object.fromEntries(
          locales.flatMap((other): [Locale, string][] =>
            own.get(other)?.some((each) => each.frontMatter.version === version)
              ? [[other, changelogPaths.release(other, version)]]
              : [],
          ),
        );
        return {
          version,
          title,
          summary,
          date,
          dateText: dateText(date, locale),
          kind,
          path: changelogPaths.release(locale, version),
          lang: source.locale,
          sample,
          html: renderReleaseMarkdown(source.markdown),
          markdown: source.markdown,
          translated: source.locale === locale,
          alternates,
        };
      }),
    );
  }
  return releases;
}
