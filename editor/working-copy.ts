// The files the editor may read and write in a working copy, and how a save reaches the disk:
// only content files, only what the build accepts (the same check the build runs), formatted
// as the repository's formatter writes them, and never over a change made since the editor
// read the file. A refused save leaves the file as it was, and a save is written whole: the
// file is replaced at once, so the dev server and git never read it half written.
import { createHash } from "node:crypto";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, posix, relative, resolve } from "node:path";
import * as prettier from "prettier";
import sharp from "sharp";
import writeFileAtomic from "write-file-atomic";
import { postInventory } from "../builder/blog/post-inventory.ts";
import { changelogFolderName, releaseFiles } from "../builder/content/changelog.ts";
import { composedPageFiles } from "../builder/content/composed-pages.ts";
import { ContentError, loadContent } from "../builder/content/load-content.ts";
import { storiesFolderName, storyFiles } from "../builder/content/stories.ts";
import { mediaPrefix } from "../src/content/blog-schema.ts";
import { contentFiles, type ContentFileName } from "../src/content/schema.ts";
import type { Locale } from "../src/i18n/locales.ts";

export interface FileVersion {
  /** Relative to the working copy, with forward slashes: content/de/home.json. */
  path: string;
  /** The file's text; an image's bytes in base64 (`encoding`). */
  text: string;
  encoding?: "base64";
  /** The file's SHA-1: what a save names as the version it replaces. */
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

const sha1 = (data: string | Buffer) => createHash("sha1").update(data).digest("hex");
const contentNames = Object.keys(contentFiles) as ContentFileName[];
/**
 * An entry of a folder collection: a post (content/<locale>/blog/<slug>.md), a release note
 * (content/<locale>/changelog/4.12.md) or a composed page (content/<locale>/pages/<name>.json).
 */
const entryPattern = /^content\/([a-z]{2})\/([a-z0-9-]+)\/[a-z0-9][a-z0-9.-]*\.(md|json)$/;
/** The posts' images, uploaded in the editor: the build renders them to AVIF and WebP. */
export const mediaFolder = `content${mediaPrefix.slice(0, -1)}`;
const imageName = /^[A-Za-z0-9][\w.-]*\.(avif|gif|jpe?g|png|svg|webp)$/i;
const mediaMaxBytes = 10 * 1024 * 1024;
export const isMedia = (path: string) =>
  path.startsWith(`${mediaFolder}/`) && imageName.test(path.slice(mediaFolder.length + 1));

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
    if (isMedia(path)) return true;
    const [top, locale, name, extra] = path.split("/");
    if (top !== "content" || !options.locales.includes(locale as Locale)) return false;
    if (extra === undefined) return contentNames.some((each) => name === `${each}.json`);
    const entry = entryPattern.exec(path);
    return entryFolders.has(entry?.[2] ?? "");
  }

  async function read(path: string): Promise<FileVersion | null> {
    try {
      const bytes = await readFile(join(root, path));
      if (isMedia(path)) {
        return { path, text: bytes.toString("base64"), encoding: "base64", sha: sha1(bytes) };
      }
      const text = bytes.toString("utf8");
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
    const media = await readdir(join(root, mediaFolder)).catch(() => []);
    paths.push(...media.map((name) => `${mediaFolder}/${name}`));
    const files = await Promise.all(paths.filter(editable).map(read));
    return files.filter((file): file is FileVersion => file !== null);
  }

  /**
   * The file as it is, refusing a change to it if it is no longer the version the editor
   * read (`replaces`; null: none).
   */
  async function expectVersion(path: string, replaces: string | null) {
    const current = await read(path);
    if ((current?.sha ?? null) !== replaces) {
      throw new SaveRefused(
        409,
        `${path} changed on disk since the editor read it: reload the editor to see it`,
      );
    }
    return current;
  }

  /**
   * The problems the build would report for this file with `text` in it, if any: a content
   * file as the content loader checks it, a post as the post inventory does, a composed
   * page as the build's page check does.
   */
  async function buildProblems(path: string, text: string): Promise<string[]> {
    const copy = await mkdtemp(join(tmpdir(), "editor-check-"));
    try {
      await cp(contentDir, copy, { recursive: true });
      const target = join(copy, relative(contentDir, join(root, path)));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, text);
      if (entryPattern.exec(path)?.[2] === changelogFolderName) {
        releaseFiles(options.locales, { root: copy });
      } else if (path.endsWith(".md")) postInventory(options.locales, { root: copy });
      else if (entryPattern.exec(path)?.[2] === storiesFolderName) {
        // A story, and the pages that show its logo or quote by its id.
        storyFiles(options.locales, { root: copy });
        composedPageFiles(options.locales, { root: copy });
      } else if (entryPattern.test(path)) composedPageFiles(options.locales, { root: copy });
      else await loadContent(options.locales, copy);
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
    if (!editable(path) || isMedia(path)) {
      throw new SaveRefused(403, `${path} is not a content file`);
    }
    const current = await expectVersion(path, replaces);
    const file = join(root, path);
    // The project's own formatter settings, wherever the working copy is (a test's copy).
    const config = await prettier.resolveConfig(resolve(path));
    const formatted = await prettier.format(text, { ...config, filepath: file });
    const problems = await buildProblems(path, formatted);
    if (problems.length > 0) throw new SaveRefused(422, problems.join("\n"));
    if (formatted !== current?.text) {
      await mkdir(dirname(file), { recursive: true });
      await writeFileAtomic(file, formatted);
    }
    return { path, text: formatted, sha: sha1(formatted) };
  }

  /**
   * Writes an uploaded image, if it is one (the build's image renderer can read it) and no
   * larger than 10 MB, and the file is still the version `replaces` names (null: new).
   */
  async function saveMedia(
    path: string,
    bytes: Buffer,
    replaces: string | null,
  ): Promise<FileVersion> {
    if (!isMedia(path)) throw new SaveRefused(403, `${path} is not an image of the posts`);
    await expectVersion(path, replaces);
    if (bytes.length > mediaMaxBytes) {
      throw new SaveRefused(422, `${path}: at most 10 MB; this image has ${bytes.length} bytes`);
    }
    const readable = await sharp(bytes)
      .metadata()
      .then(() => true)
      .catch(() => false);
    if (!readable) throw new SaveRefused(422, `${path}: not an image the site can show`);
    await mkdir(join(root, mediaFolder), { recursive: true });
    await writeFileAtomic(join(root, path), bytes);
    return { path, text: bytes.toString("base64"), encoding: "base64", sha: sha1(bytes) };
  }

  /** Deletes an entry file (a post) or an image; the site's own content files stay. */
  async function remove(path: string, replaces: string | null): Promise<void> {
    if (!editable(path) || !(entryPattern.test(path) || isMedia(path))) {
      throw new SaveRefused(403, `${path} cannot be deleted here`);
    }
    await expectVersion(path, replaces);
    await rm(join(root, path), { force: true });
  }

  return { root, editable, list, read, save, saveMedia, remove };
}

export type WorkingCopy = ReturnType<typeof workingCopy>;
