// Every composed page of the locales a build makes, read from content/<locale>/pages/*.json,
// checked against the schema (src/content/composed-schema.ts) and against the site: a path
// taken by another page, the blog, a built file or a language, a block the site does not
// have, a customer's logo or quote without its permission (or a sample one in a build for a
// real SITE_URL) stops the build with the file, line and field. Synchronous, like the posts'
// inventory, because the page list (builder/pages.ts) grows from it.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { blockTypes } from "../../src/content/blocks-schema.ts";
import { changelogSegment } from "../../src/content/changelog.ts";
import { composedPageSchema, type ComposedPageSource } from "../../src/content/composed-schema.ts";
import { storySegments } from "../../src/content/stories.ts";
import { seoFiles } from "../../src/features/seo/seo-config.ts";
import { locales as allLocales, type Locale } from "../../src/i18n/locales.ts";
import { sitePages } from "../../src/site-pages.ts";
import { blockCheckOptions, blockProblems } from "./block-checks.ts";
import { ContentError, contentRoot, schemaProblems, type ContentProblem } from "./load-content.ts";
import { readChecked, type KeyPath } from "./source-positions.ts";

export interface ComposedPageFile {
  locale: Locale;
  /** The file name without `.json`: the same page in every language that has the file. */
  name: string;
  /** Relative to the project: content/en/pages/opentelemetry.json. */
  file: string;
  page: ComposedPageSource;
}

/** The folder of each locale's content that holds its composed pages (the editor's too). */
export const pagesFolderName = "pages";
export const pagesFolder = (root: string, locale: Locale) => join(root, locale, pagesFolderName);
/**
 * The first segments of a path no composed page may take, and who owns each: the site's
 * own pages, the blog, the build's folders and files, and every language's prefix.
 */
export function reservedSegments(): Map<string, string> {
  const reserved = new Map<string, string>();
  for (const page of sitePages) {
    const first = page.path.split("/")[1];
    if (first && page.path !== "*") reserved.set(first, `the ${page.id} page`);
  }
  reserved.set("blog", "the blog");
  reserved.set(changelogSegment, "the changelog");
  for (const segment of storySegments) reserved.set(segment, "the customer stories");
  for (const folder of ["assets", "media"]) reserved.set(folder, `the build's /${folder} folder`);
  const files = Object.values(seoFiles).flatMap((value) =>
    typeof value === "string" ? [value] : Array.isArray(value) ? value : [value],
  );
  for (const file of files) {
    const path = typeof file === "string" ? file : (file as { path?: string }).path;
    if (path) reserved.set(path.slice(1), `the built file ${path}`);
  }
  for (const locale of Object.keys(allLocales)) {
    reserved.set(locale, `the ${allLocales[locale as Locale].name} pages (/${locale})`);
  }
  return reserved;
}

/** Why a page may not have this path, if it may not. */
export function pathCollision(path: string, reserved = reservedSegments()): string | undefined {
  if (path === "/" || path === "") return "the home page is at /";
  const first = path.split("/")[1] ?? "";
  const owner = reserved.get(first) ?? reserved.get(first.replace(/\.md$/, ""));
  return owner ? `${path} is taken by ${owner}; choose another path` : undefined;
}

/** A friendlier word than the schema's for a block type the site does not have. */
function unknownBlocks(data: unknown): { path: KeyPath; message: string }[] {
  const blocks = (data as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block: unknown, index) => {
    const type = (block as { type?: unknown } | null)?.type;
    return typeof type === "string" && !(blockTypes as readonly string[]).includes(type)
      ? [
          {
            path: ["blocks", index, "type"],
            message: `"${type}" is not a block; the blocks are ${blockTypes.join(", ")}`,
          },
        ]
      : [];
  });
}

export function composedPageFiles(
  locales: readonly Locale[],
  options: { root?: string; siteUrl?: string } = {},
): ComposedPageFile[] {
  const root = options.root ?? contentRoot;
  const check = blockCheckOptions(root, options.siteUrl);
  const reserved = reservedSegments();
  const problems: ContentProblem[] = [];
  const files: ComposedPageFile[] = [];
  for (const locale of locales) {
    const folder = pagesFolder(root, locale);
    if (!existsSync(folder)) continue;
    const taken = new Map<string, string>();
    for (const entry of readdirSync(folder)
      .filter((n) => n.endsWith(".json"))
      .sort()) {
      const path = join(folder, entry);
      const checked = readChecked(path, problems);
      if (!checked) continue;
      const { file, source, problem } = checked;
      const rawPath = (source.data as { path?: unknown } | null)?.path;
      const collision = typeof rawPath === "string" ? pathCollision(rawPath, reserved) : undefined;
      if (collision) problem(["path"], collision);
      const unknown = unknownBlocks(source.data);
      for (const each of unknown) problem(each.path, each.message);
      const skip = new Set(unknown.map((each) => each.path.join(".")));
      const schema = schemaProblems(
        { locale, name: "pages", file, source },
        composedPageSchema,
        false,
      ).filter((each) => ![...skip].some((key) => each.key.startsWith(key.replace(/\.type$/, ""))));
      if (collision) problems.push(...schema.filter((each) => each.key !== "path"));
      else problems.push(...schema);
      if (schema.length > 0 || collision || unknown.length > 0) continue;
      const page = composedPageSchema.parse(source.data);
      for (const each of blockProblems(page.blocks, { ...check, locale }))
        problem(["blocks", ...each.path], each.message);
      const other = taken.get(page.path);
      if (other) problem(["path"], `${page.path} is the path of ${other} too`);
      taken.set(page.path, file);
      files.push({ locale, name: entry.slice(0, -".json".length), file, page });
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return files;
}
