// The customer stories of the locales a build makes, read from content/<locale>/customers/
// *.json and checked against their schema (src/content/stories-schema.ts) and the site: a
// story without the customer's permission, a logo file that is not there, or a sample story
// in a build for a real SITE_URL stops the build with the file, line and field. Synchronous,
// like the composed pages, because the page list (builder/pages.ts) grows from them.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { storySchema } from "../../src/content/stories-schema.ts";
import { storyPaths, type Story } from "../../src/content/stories.ts";
import type { Locale } from "../../src/i18n/locales.ts";
import { blockCheckOptions, logosFolder } from "./block-checks.ts";
import { inlineSvg } from "./inline-svg.ts";
import { ContentError, contentRoot, schemaProblems, type ContentProblem } from "./load-content.ts";
import { readChecked } from "./source-positions.ts";

/** The folder of each locale's content that holds its stories (the editor's too). */
export const storiesFolderName = "customers";
const storiesFolder = (root: string, locale: Locale) => join(root, locale, storiesFolderName);

/** A story's id: its file's name, which is its address too (/customers/<id>). */
const storyId = /^[a-z][a-z0-9-]{0,59}$/;

/** The ids of a locale's stories, by their files (what a block may name). */
export function storyIdsOf(root: string, locale: Locale): string[] {
  const folder = storiesFolder(root, locale);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .sort();
}

/**
 * One story as pages show it, read again for each block that names it (small files, as the
 * facts are): the dev server's pages follow an edit at once. The story check has already
 * named any problem in the file; this throws only when that check was skipped.
 */
export function readStory(root: string, locale: Locale, id: string): Story {
  const source = readFileSync(join(storiesFolder(root, locale), `${id}.json`), "utf8");
  const parsed = storySchema.safeParse(JSON.parse(source));
  // A page naming a story may be read before the stories are checked: the check names the
  // file, line and field.
  if (!parsed.success) storyFiles([locale], { root });
  const story = storySchema.parse(JSON.parse(source));
  const svg = inlineSvg(readFileSync(join(logosFolder(root), story.logo), "utf8"));
  return { ...story, id, path: storyPaths.story(locale, id), svg };
}

/** Every story of the locales, checked; by locale, in the order of their files' names. */
export function storyFiles(
  locales: readonly Locale[],
  options: { root?: string; siteUrl?: string } = {},
): Map<Locale, Story[]> {
  const root = options.root ?? contentRoot;
  const { realSite } = blockCheckOptions(root, options.siteUrl);
  const problems: ContentProblem[] = [];
  const stories = new Map<Locale, Story[]>();
  for (const locale of locales) {
    const found: Story[] = [];
    for (const id of storyIdsOf(root, locale)) {
      const path = join(storiesFolder(root, locale), `${id}.json`);
      const checked = readChecked(path, problems);
      if (!checked) continue;
      const { file, source, problem } = checked;
      if (!storyId.test(id)) {
        problem([], `"${id}" is not a story's id: lowercase letters, digits and dashes`);
      }
      const schema = schemaProblems(
        { locale, name: "customers", file, source },
        storySchema,
        false,
      );
      for (const each of schema) {
        problems.push(
          each.key === "permission" && /missing/.test(each.message)
            ? {
                ...each,
                message:
                  "a story shows a customer's name, logo and words: it needs their permission " +
                  '(status "approved" with approvedBy and approvedOn, or "sample" with a note)',
              }
            : each,
        );
      }
      if (schema.length > 0) continue;
      const story = storySchema.parse(source.data);
      if (!existsSync(join(logosFolder(root), story.logo))) {
        problem(["logo"], `no ${story.logo} in content/media/logos/`);
        continue;
      }
      if (realSite && story.permission.status === "sample") {
        problem(
          ["permission", "status"],
          "a sample story: a build for a real SITE_URL shows only what a customer approved; " +
            "replace it or remove it",
        );
      }
      found.push(readStory(root, locale, id));
    }
    stories.set(locale, found);
  }
  if (problems.length > 0) throw new ContentError(problems);
  return stories;
}
