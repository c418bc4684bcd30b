// Every post of the locales a build makes, read from content/<locale>/blog/<slug>.md, its
// front matter checked against the schema (src/content/blog-schema.ts): a problem stops the
// build with the file, line and field. Drafts and posts dated after the build are left out
// of everything. Synchronous and cheap (no Markdown is rendered here), because the page
// list (builder/pages.ts) grows from it and every tool reads that list.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import {
  postFrontMatterSchema,
  reservedSlugs,
  tagIdPattern,
  type PostFrontMatter,
} from "../../src/content/blog-schema.ts";
import type { Locale } from "../../src/i18n/locales.ts";
import { readFacts, stateFacts, unknownFactProblems } from "../content/facts.ts";
import { ContentError, contentRoot, type ContentProblem } from "../content/load-content.ts";
import { checkFrontMatter, parseMarkdownFile } from "./front-matter.ts";

export interface PostSource {
  locale: Locale;
  /** The file name without `.md`: the post's address, the same in every language. */
  slug: string;
  /** Relative to the project: content/en/blog/<slug>.md. */
  file: string;
  frontMatter: PostFrontMatter;
  /** The Markdown after the front matter. */
  markdown: string;
}

export interface PostInventory {
  /** Published posts, newest first in each locale. */
  posts: PostSource[];
  /** Posts that exist but are not built: drafts, and posts dated after the build. */
  unpublished: { file: string; reason: "draft" | "scheduled"; locale: Locale; slug: string }[];
}

export const blogFolder = (root: string, locale: Locale) => join(root, locale, "blog");

/** The tag ids a locale's blog.json defines; its own problems are loadContent's to report. */
export function tagIdsOf(root: string, locale: Locale): string[] {
  try {
    const copy = JSON.parse(readFileSync(join(root, locale, "blog.json"), "utf8")) as {
      tags?: Record<string, string>;
    };
    return Object.keys(copy.tags ?? {});
  } catch {
    return [];
  }
}

/** Newest first; posts of one day by title, so the order never depends on the file system. */
export const newestFirst = (a: PostSource, b: PostSource) =>
  Date.parse(b.frontMatter.date) - Date.parse(a.frontMatter.date) ||
  a.frontMatter.title.localeCompare(b.frontMatter.title);

export function postInventory(
  locales: readonly Locale[],
  options: {
    root?: string;
    now?: Date;
    /** The live preview's list: drafts and scheduled posts too (still listed as unpublished). */
    preview?: boolean;
  } = {},
): PostInventory {
  const { root = contentRoot, now = new Date(), preview = false } = options;
  const problems: ContentProblem[] = [];
  const inventory: PostInventory = { posts: [], unpublished: [] };
  for (const locale of locales) {
    const folder = blogFolder(root, locale);
    if (!existsSync(folder)) continue;
    const schema = postFrontMatterSchema(tagIdsOf(root, locale));
    const names = readdirSync(folder)
      .filter((name) => name.endsWith(".md"))
      .sort();
    const posts: PostSource[] = [];
    for (const name of names) {
      const path = join(folder, name);
      const file = relative(process.cwd(), path) || path;
      const slug = name.slice(0, -".md".length);
      const problem = (line: number, key: string, message: string) =>
        problems.push({ file, line, key, message });
      if (!tagIdPattern.test(slug) || (reservedSlugs as readonly string[]).includes(slug)) {
        problem(
          1,
          "(the file name)",
          `"${slug}" cannot be an address: use lowercase words ` +
            `joined by dashes, other than ${reservedSlugs.join(", ")}`,
        );
        continue;
      }
      const text = readFileSync(path, "utf8");
      const { frontMatter, body } = parseMarkdownFile(text);
      if (frontMatter.syntaxErrors.length > 0) {
        for (const error of frontMatter.syntaxErrors)
          problem(error.line, "(syntax)", error.message);
        continue;
      }
      const checked = checkFrontMatter(frontMatter, schema, "every post needs it", problem);
      if (!checked) continue;
      // A post states claims as the pages do: `{fact:id}` is the fact's phrase (marked while
      // it is a sample), so one change in facts.json reaches every post; a wrong name stops.
      const unknown = unknownFactProblems(body);
      for (const { message } of unknown) {
        const token = message.slice(0, message.indexOf("}") + 1);
        problem(text.slice(0, text.indexOf(token)).split("\n").length, "(text)", message);
      }
      if (unknown.length > 0) continue;
      const markdown = body.includes("{fact:") ? stateFacts(body, readFacts(root, locale)) : body;
      const post = { locale, slug, file, frontMatter: checked, markdown };
      const reason = post.frontMatter.draft
        ? "draft"
        : Date.parse(post.frontMatter.date) > now.getTime()
          ? "scheduled"
          : undefined;
      if (reason) inventory.unpublished.push({ file, reason, locale, slug });
      if (!reason || preview) posts.push(post);
    }
    inventory.posts.push(...posts.sort(newestFirst));
  }
  if (problems.length > 0) throw new ContentError(problems);
  return inventory;
}
