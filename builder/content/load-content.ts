// Reads content/<locale>/*.json for the locales a build makes, checks every file against the
// schema (src/content/schema.ts) and every translation against the default locale's keys,
// and stops the build with the file, line and key of each problem at once.
import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import type { z } from "zod";
import type { FactsContent } from "../../src/content/facts-schema.ts";
import { missingHomeSection } from "../../src/content/home.ts";
import {
  integrationFactDifferences,
  type IntegrationsContent,
} from "../../src/content/integrations-schema.ts";
import {
  contentFiles,
  type ContentFileName,
  type HomeContent,
  type LocaleContent,
} from "../../src/content/schema.ts";
import { sampleTrustEvidence, type TrustContent } from "../../src/content/trust-schema.ts";
import { wantsPseudoLocales } from "../../src/i18n/locale-env.ts";
import {
  defaultLocale,
  isPseudoLocale,
  locales as localeInfo,
  type Locale,
} from "../../src/i18n/locales.ts";
import { blockCheckOptions, blockProblems } from "./block-checks.ts";
import { sampleFactProblems } from "./facts.ts";
import { pseudoContentRoot } from "./pseudo-content.ts";
import { formatKeyPath, parseSource, type ParsedSource } from "./source-positions.ts";
import { structureDifferences } from "./structure-diff.ts";

/**
 * The content folder: `content/`, or CONTENT_DIR (a build of other content, in tests); with
 * SITE_PSEUDO_LOCALES=1, a scratch copy of it with the pseudo-locales made from English.
 */
export const contentRoot = wantsPseudoLocales(process.env)
  ? // Made once by the build's process; its workers inherit the variable and read that copy.
    (process.env.SITE_PSEUDO_CONTENT_DIR ??= pseudoContentRoot(
      process.env.CONTENT_DIR ?? "content",
    ))
  : (process.env.CONTENT_DIR ?? "content");

export interface ContentProblem {
  /** The file, relative to the project (content/de/home.json). */
  file: string;
  line: number;
  key: string;
  message: string;
}

export class ContentError extends Error {
  override name = "ContentError";
  constructor(readonly problems: ContentProblem[]) {
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n` +
        problems.map((p) => `  ${p.file}:${p.line} ${p.key}: ${p.message}`).join("\n"),
    );
  }
}

export const contentFileNames = Object.keys(contentFiles) as ContentFileName[];

export function contentFilePath(root: string, locale: Locale, name: ContentFileName): string {
  return join(root, locale, `${name}.json`);
}

export interface LoadedSource {
  locale: Locale;
  name: ContentFileName | "pages";
  file: string;
  source: ParsedSource;
}

async function readSource(root: string, locale: Locale, name: ContentFileName) {
  const path = contentFilePath(root, locale, name);
  const file = relative(process.cwd(), path) || path;
  try {
    return { locale, name, file, source: parseSource(await readFile(path, "utf8")) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    return { locale, name, file, source: null };
  }
}

/** What a schema refuses in a file, each with its line and key. */
export function schemaProblems(loaded: LoadedSource, schema: z.ZodType, skipStructure: boolean) {
  const result = schema.safeParse(loaded.source.data);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => {
      // A pseudo-locale is longer than any translation on purpose: to show what does not fit.
      if (isPseudoLocale(loaded.locale) && issue.code === "too_big") return false;
      if (!skipStructure) return true;
      // A translation's missing and extra keys are reported against the default locale.
      const missing = issue.code === "invalid_type" && issue.input === undefined;
      return !missing && issue.code !== "unrecognized_keys";
    })
    .map((issue) => {
      const path = issue.path.filter((key) => typeof key !== "symbol");
      const keys = issue.code === "unrecognized_keys" ? issue.keys : [undefined];
      return keys.map((extra) => {
        const full = extra === undefined ? path : [...path, extra];
        const message =
          extra !== undefined
            ? "this key is not in the schema: remove it, or add it to src/content/schema.ts"
            : issue.code === "invalid_type" && issue.input === undefined
              ? "missing: every locale needs this text"
              : issue.message;
        return {
          file: loaded.file,
          line: loaded.source.lineOf(full),
          key: formatKeyPath(full),
          message,
        };
      });
    })
    .flat();
}

/**
 * The home page's blocks, held to what every page made of blocks is held to
 * (block-checks.ts) and to the sections the site links to from every page.
 */
function homeBlockProblems(loaded: LoadedSource, root: string): ContentProblem[] {
  const { blocks } = loaded.source.data as HomeContent;
  const found = blockProblems(blocks, { ...blockCheckOptions(root), locale: loaded.locale });
  const missing = missingHomeSection(blocks);
  if (missing) found.push({ path: [], message: `${missing}; the specification's page needs it` });
  return found.map(({ path, message }) => {
    const keys = ["blocks", ...path];
    return {
      file: loaded.file,
      line: loaded.source.lineOf(keys),
      key: formatKeyPath(keys),
      message,
    };
  });
}

/**
 * Every content file of the given locales, validated. Throws a ContentError that lists
 * every problem of every file: a missing file, a syntax error, a key a translation lacks or
 * has beyond the default locale's, and anything the schema refuses.
 */
export async function loadContent(
  locales: readonly Locale[],
  root = contentRoot,
): Promise<{ content: Record<Locale, LocaleContent>; sources: LoadedSource[] }> {
  const problems: ContentProblem[] = [];
  const sources: LoadedSource[] = [];
  const content = {} as Record<Locale, LocaleContent>;
  const ordered: Locale[] = [
    defaultLocale,
    ...locales.filter((locale) => locale !== defaultLocale),
  ];
  const defaults = new Map<ContentFileName, unknown>();

  for (const locale of ordered) {
    const files = {} as Record<ContentFileName, unknown>;
    for (const name of contentFileNames) {
      const read = await readSource(root, locale, name);
      if (!read.source) {
        const hint =
          locale === defaultLocale
            ? ""
            : `: copy ${contentFilePath(root, defaultLocale, name)} and translate it`;
        problems.push({ file: read.file, line: 1, key: "(the file)", message: `missing${hint}` });
        continue;
      }
      const loaded: LoadedSource = { ...read, source: read.source };
      sources.push(loaded);
      if (loaded.source.syntaxErrors.length > 0) {
        for (const error of loaded.source.syntaxErrors) {
          problems.push({
            file: loaded.file,
            line: error.line,
            key: "(syntax)",
            message: error.message,
          });
        }
        continue;
      }
      const translation = locale !== defaultLocale;
      if (translation && defaults.has(name)) {
        const english = localeInfo[defaultLocale].name;
        for (const difference of structureDifferences(defaults.get(name), loaded.source.data)) {
          problems.push({
            file: loaded.file,
            line: loaded.source.lineOf(difference.path),
            key: formatKeyPath(difference.path),
            message:
              difference.kind === "missing"
                ? `missing in ${localeInfo[locale].name} (${locale}); the ${english} file has it`
                : `not in the ${english} file: remove it, or add it there first`,
          });
        }
      }
      const refused = schemaProblems(loaded, contentFiles[name].schema, translation);
      problems.push(...refused);
      if (name === "home" && refused.length === 0) {
        problems.push(...homeBlockProblems(loaded, root));
      }
      if (name === "facts" && refused.length === 0 && blockCheckOptions(root).realSite) {
        for (const { path, message } of sampleFactProblems(loaded.source.data as FactsContent)) {
          const line = loaded.source.lineOf(path);
          problems.push({ file: loaded.file, line, key: formatKeyPath(path), message });
        }
      }
      if (name === "integrations" && translation && refused.length === 0 && defaults.has(name)) {
        const english = defaults.get(name) as IntegrationsContent;
        const data = loaded.source.data as IntegrationsContent;
        for (const { path, message } of integrationFactDifferences(english, data)) {
          const line = loaded.source.lineOf(path);
          problems.push({ file: loaded.file, line, key: formatKeyPath(path), message });
        }
      }
      if (name === "trust" && refused.length === 0 && blockCheckOptions(root).realSite) {
        for (const { path, message } of sampleTrustEvidence(loaded.source.data as TrustContent)) {
          const line = loaded.source.lineOf(path);
          problems.push({ file: loaded.file, line, key: formatKeyPath(path), message });
        }
      }
      files[name] = loaded.source.data;
      if (!translation) defaults.set(name, loaded.source.data);
    }
    content[locale] = files as LocaleContent;
  }

  if (problems.length > 0) throw new ContentError(problems);
  return { content, sources };
}
