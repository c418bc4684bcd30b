import { mediaPrefix } from "../../src/content/blog-schema.ts";
import { blogPaths } from "../../src/content/blog.ts";
import { fill } from "../../src/i18n/format.ts";
import type { PostSource } from "./post-inventory.ts";

/**
 * A post as Markdown for readers that prefer it to HTML (a page's Markdown twin, an
 * `llms.txt` entry): its title, description, author and dates, then the text as written,
 * each image at the absolute address the build serves it from (`imageUrl`, e.g. its WebP
 * from the image store). Dates stay ISO 8601, which every reader parses; the word around the
 * update comes from the post's own locale (`updated`, e.g. "Aktualisiert am {date}"). Pure:
 * the caller decides where it goes.
 */
export function postMarkdown(
  post: PostSource,
  options: { siteUrl: string; imageUrl: (mediaPath: string) => string; updated: string },
): string {
  const { title, description, author, date, updated } = post.frontMatter;
  const url = `${options.siteUrl}${blogPaths.post(post.locale, post.slug)}`;
  const dates = updated ? `${date}, ${fill(options.updated, { date: updated })}` : date;
  const body = post.markdown
    .trim()
    .replace(
      new RegExp(`\\]\\((${mediaPrefix.replace(/[/]/g, "\\/")}[^)\\s]+)`, "g"),
      (_, path: string) => `](${options.imageUrl(path)}`,
    );
  return `# ${title}\n\n> ${description}\n\n${author}, ${dates}. ${url}\n\n${body}\n`;
}
