// Which translations were made before their English text last changed, from git's own record
// of when each line was last touched: nothing for translators to maintain by hand. A text
// edited but not yet committed counts as changed now.
import { execFile } from "node:child_process";
import { basename, dirname } from "node:path";
import { promisify } from "node:util";
import { defaultLocale, locales as localeInfo } from "../../src/i18n/locales.ts";
import type { LoadedSource } from "./load-content.ts";
import { formatKeyPath } from "./source-positions.ts";
import { leafTexts } from "./structure-diff.ts";

const run = promisify(execFile);

/** When each line of a file was last changed (epoch seconds), by `git blame`. */
export async function lineTimes(file: string): Promise<number[] | null> {
  try {
    const { stdout } = await run("git", ["blame", "--line-porcelain", "--", basename(file)], {
      cwd: dirname(file),
      maxBuffer: 64 * 1024 * 1024,
    });
    return parseLinePorcelain(stdout);
  } catch {
    // Not a repository, git missing, or a file git does not know yet.
    return null;
  }
}

/** The committer time of every line, in order, from `git blame --line-porcelain`. */
export function parseLinePorcelain(output: string): number[] {
  // Later than any commit: an edit not committed yet is the newest of all.
  const now = Number.MAX_SAFE_INTEGER;
  const times: number[] = [];
  let uncommitted = false;
  for (const line of output.split("\n")) {
    if (/^[0-9a-f]{40} \d+ \d+/.test(line)) uncommitted = line.startsWith("0".repeat(40));
    else if (line.startsWith("committer-time ")) {
      times.push(uncommitted ? now : Number(line.slice("committer-time ".length)));
    }
  }
  return times;
}

export interface StaleTranslation {
  file: string;
  line: number;
  key: string;
  /** When the English text changed; null when that change is not committed yet. */
  changed: Date | null;
  translated: Date;
}

/**
 * Texts of each translation whose English text changed after the translation did. A
 * warning, not a failure: the site still builds, and the translator gets a list.
 */
export async function staleTranslations(sources: LoadedSource[]): Promise<StaleTranslation[]> {
  const stale: StaleTranslation[] = [];
  const times = new Map<string, Promise<number[] | null>>();
  const timesOf = (file: string) => {
    const known = times.get(file);
    if (known) return known;
    const reading = lineTimes(file);
    times.set(file, reading);
    return reading;
  };
  for (const translation of sources.filter((source) => source.locale !== defaultLocale)) {
    const original = sources.find(
      (source) => source.locale === defaultLocale && source.name === translation.name,
    );
    if (!original) continue;
    const [originalTimes, translationTimes] = await Promise.all([
      timesOf(original.file),
      timesOf(translation.file),
    ]);
    if (!originalTimes || !translationTimes) continue;
    for (const { path } of leafTexts(original.source.data)) {
      const originalLine = original.source.lineOf(path);
      const translationLine = translation.source.lineOf(path);
      const changed = originalTimes[originalLine - 1];
      const translated = translationTimes[translationLine - 1];
      if (changed === undefined || translated === undefined || changed <= translated) continue;
      stale.push({
        file: translation.file,
        line: translationLine,
        key: formatKeyPath(path),
        changed: changed === Number.MAX_SAFE_INTEGER ? null : new Date(changed * 1000),
        translated: new Date(translated * 1000),
      });
    }
  }
  return stale;
}

export function describeStale(stale: StaleTranslation[]): string {
  const english = localeInfo[defaultLocale].name;
  const day = (date: Date | null) =>
    date ? date.toISOString().slice(0, 16).replace("T", " ") : "in uncommitted work";
  return (
    `${stale.length} translation${stale.length === 1 ? " is" : "s are"} older than the ` +
    `${english} text they translate (update them, then commit):\n` +
    stale
      .map(
        (s) =>
          `  ${s.file}:${s.line} ${s.key} (${english} changed ${day(s.changed)}, ` +
          `translated ${day(s.translated)})`,
      )
      .join("\n")
  );
}
