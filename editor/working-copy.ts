// The files the editor may read and write in a working copy, and how a save reaches the disk:
// only content files, only what the build accepts (the same check the build runs), formatted
// as the repository's formatter writes them, and never over a change made since the editor
// read the file. A refused save leaves the file as it was.
import { createHash } from "node:crypto";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, posix, relative, resolve } from "node:path";
import * as prettier from "prettier";
import { ContentError, loadContent } from "../builder/content/load-content.ts";
import { contentFiles, type ContentFileName } from "../src/content/schema.ts";
import type { Locale } from "../src/i18n/locales.ts";

export interface FileVersion {
  /** Relative to the working copy, with forward slashes: content/de/home.json. */
  path: string;
  text: string;
  /** The text's SHA-1: what a save names as the version it replaces. */
  sha: string;
}

export class SaveRefused extends Error {
  override name = "SaveRefused";
  constructor(
    readonly status: 403 | 409 | 422,
    message: string,
  ) {
    super(message);
  }
}

const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");
const contentNames = Object.keys(contentFiles) as ContentFileName[];
/** A post or other entry of a folder collection: content/<locale>/<folder>/<slug>.md. */
const entryPattern = /^content\/([a-z]{2})\/([a-z0-9-]+)\/[a-z0-9][a-z0-9-]*\.md$/;

export function workingCopy(options: {
  root: string;
  locales: readonly Locale[];
  /** Folders of entry collections below each locale's folder (`blog`). */
  entryFolders?: readonly string[];
}) {
  const root = resolve(options.root);
  const contentDir = join(root, "content");
  const entryFolders = new Set(options.entryFolders ?? []);

  /** Whether the editor may touch this path: a content file of a built locale, no more. */
  function editable(path: string): boolean {
    if (posix.normalize(path) !== path || path.startsWith("/")) return false;
    const [top, locale, name, extra] = path.split("/");
    if (top !== "content" || !options.locales.includes(locale as Locale)) return false;
    if (extra === undefined) return contentNames.some((each) => name === `${each}.json`);
    const entry = entryPattern.exec(path);
    return entryFolders.has(entry?.[2] ?? "");
  }

  async function read(path: string): Promise<FileVersion | null> {
    try {
      const text = await readFile(join(root, path), "utf8");
      return { path, text, sha: sha1(text) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  /** Every editable file that exists. */
  async function list(): Promise<FileVersion[]> {
    const paths: string[] = [];
    for (const locale of options.locales) {
      for (const name of contentNames) paths.push(`content/${locale}/${name}.json`);
      for (const folder of entryFolders) {
        const names = await readdir(join(contentDir, locale, folder)).catch(() => []);
        paths.push(...names.map((name) => `content/${locale}/${folder}/${name}`));
      }
    }
    const files = await Promise.all(paths.filter(editable).map(read));
    return files.filter((file): file is FileVersion => file !== null);
  }

  /** The problems the build would report for this file with `text` in it, if any. */
  async function buildProblems(path: string, text: string): Promise<string[]> {
    if (!path.endsWith(".json")) return [];
    const copy = await mkdtemp(join(tmpdir(), "editor-check-"));
    try {
      await cp(contentDir, copy, { recursive: true });
      await writeFile(join(copy, relative(contentDir, join(root, path))), text);
      await loadContent(options.locales, copy);
      return [];
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      const inFile = relative("content", path);
      return error.problems
        .filter((problem) => problem.file.endsWith(inFile))
        .map((problem) => `${path}:${problem.line} ${problem.key}: ${problem.message}`);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  }

  /**
   * Writes `text` to `path`, formatted, if the file is still the version `replaces` names
   * (null: a new file) and the build accepts it. Returns what is now on disk.
   */
  async function save(path: string, text: string, replaces: string | null): Promise<FileVersion> {
    if (!editable(path)) throw new SaveRefused(403, `${path} is not a content file`);
    const current = await read(path);
    if ((current?.sha ?? null) !== replaces) {
      throw new SaveRefused(
        409,
        `${path} changed on disk since the editor read it: reload the editor to see it`,
      );
    }
    const file = join(root, path);
    // The project's own formatter settings, wherever the working copy is (a test's copy).
    const config = await prettier.resolveConfig(resolve(path));
    const formatted = await prettier.format(text, { ...config, filepath: file });
    const problems = await buildProblems(path, formatted);
    if (problems.length > 0) throw new SaveRefused(422, problems.join("\n"));
    if (formatted !== current?.text) {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, formatted);
    }
    return { path, text: formatted, sha: sha1(formatted) };
  }

  /** Deletes an entry file (a post); the site's own content files cannot be deleted. */
  async function remove(path: string, replaces: string | null): Promise<void> {
    if (!editable(path) || !entryPattern.test(path)) {
      throw new SaveRefused(403, `${path} cannot be deleted here`);
    }
    const current = await read(path);
    if ((current?.sha ?? null) !== replaces) {
      throw new SaveRefused(409, `${path} changed on disk since the editor read it`);
    }
    await rm(join(root, path), { force: true });
  }

  return { root, editable, list, read, save, remove };
}

export type WorkingCopy = ReturnType<typeof workingCopy>;
