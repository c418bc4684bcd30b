// The blog's two kinds of content: the words around the posts (content/<locale>/blog.json,
// one of the content files of schema.ts) and each post's front matter
// (content/<locale>/blog/<slug>.md), checked by the build (builder/blog/post-inventory.ts)
// and named by file, line and field when wrong. Build-time only, like schema.ts.
import { z } from "zod";
import { group, pageMeta, plural, text } from "./schema-fields.ts";

/** A tag's id: its address in `/blog/tags/<id>`, the same in every language. */
export const tagIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A post's slug is its file name and its address; these would clash with the blog's own. */
export const reservedSlugs = ["page", "tags", "rss"] as const;

export const blogSchema = z.strictObject({
  meta: pageMeta,
  index: group("Blog index", {
    eyebrow: text(40, "Eyebrow"),
    title: text(80, "Title"),
    lead: text(260, "Lead", { multiline: true }),
    empty: text(160, "No posts yet", { hint: "Shown while a language has no post." }),
    pageTitle: text(80, "Later page's title", {
      keeps: ["page"],
      hint: "The browser tab on page 2 and later, e.g. “Blog, page {page}”.",
    }),
  }),
  pagination: group("Pages of posts", {
    label: text(40, "Name", { hint: "Read by screen readers." }),
    newer: text(30, "Newer posts link"),
    older: text(30, "Older posts link"),
    status: text(60, "Where you are", { keeps: ["page", "pages"] }),
  }),
  tagPage: group("Tag page", {
    eyebrow: text(40, "Eyebrow"),
    title: text(80, "Title", { keeps: ["tag"] }),
    description: text(170, "Description", { keeps: ["tag"], multiline: true }),
    all: text(40, "All posts link"),
    pageTitle: text(100, "Later page's title", {
      keeps: ["tag", "page"],
      hint: "The browser tab on page 2 and later of a topic, e.g. “Posts about {tag}, page {page}”.",
    }),
  }),
  post: group("Post", {
    readingTime: plural("Reading time", "Beside the date, e.g. “6 min read”."),
    byline: text(60, "Author line", { keeps: ["author"] }),
    published: text(40, "Published", { hint: "Read by screen readers before the date." }),
    updated: text(40, "Updated", { keeps: ["date"] }),
    tags: text(30, "Tags title"),
    toc: text(40, "Table of contents title"),
    anchor: text(60, "Section link name", {
      keeps: ["heading"],
      hint: "Read by screen readers on the # beside each heading.",
    }),
    more: text(40, "Previous and next name", { hint: "Read by screen readers." }),
    previous: text(30, "Older post label"),
    next: text(30, "Newer post label"),
    allPosts: text(30, "Back to the blog link"),
  }),
  cta: group("Book a demo band", {
    title: text(100, "Title"),
    text: text(200, "Text", { multiline: true }),
    button: text(30, "Button"),
  }),
  feed: group("RSS feed", {
    title: text(60, "Feed title", { keeps: ["brand"] }),
    link: text(40, "Feed link", { hint: "The link to the feed on the blog's pages." }),
  }),
  tags: z
    .record(
      z.string().regex(tagIdPattern, "A tag id is lowercase words joined by dashes."),
      text(40, "Tag"),
    )
    .meta({
      title: "Tags",
      description:
        "Every tag a post may carry: its id (its address, the same in every language) and its name.",
    }),
});

/** `2026-03-10`, or a moment with its time zone: `2026-03-10T09:30:00+01:00`. */
const datePattern = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** Whether the day exists: Date.parse takes 2026-02-30 for March 2nd. */
function isRealDay(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.slice(0, 10).split("-").map(Number);
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** A date field as posts and release notes write it, checked to exist. */
export function date(label: string) {
  const message = "Write the date as YYYY-MM-DD (2026-03-10), or with a time and zone.";
  return (
    z
      .string({ error: message })
      .regex(datePattern, message)
      .refine(
        (value) => isRealDay(value) && !Number.isNaN(Date.parse(value)),
        "This date does not exist.",
      )
      // `date`: the editor shows a date picker and writes YYYY-MM-DD.
      .meta({ title: label, date: true })
  );
}

/** Where images are uploaded: `/media/blog/<file>` in Markdown is content/media/blog/<file>. */
export const mediaPrefix = "/media/blog/";
const imagePath = z
  .string({ error: `The image's path, starting with ${mediaPrefix}` })
  .startsWith(mediaPrefix, `Images are uploaded to ${mediaPrefix}: the path starts with it.`)
  // `image`: the editor uploads the file to content/media/blog/ and writes its path.
  .meta({ title: "Image", image: true });

/** A post's front matter, with the tags its language's blog.json defines. */
export function postFrontMatterSchema(tagIds: readonly string[]) {
  return z
    .strictObject({
      title: text(110, "Title"),
      description: text(200, "Description", {
        multiline: true,
        hint: "Under the title, in lists, search results and link previews.",
      }),
      date: date("Published"),
      updated: date("Updated").optional(),
      author: text(80, "Author"),
      tags: z
        .array(
          // An enum, so the editor offers exactly these to choose from.
          z.enum(tagIds, {
            error: (issue) =>
              `"${String(issue.input)}" is not a tag of this language's blog.json ` +
              `(${tagIds.join(", ")}): add it there in every language, or pick one of those.`,
          }),
        )
        .min(1, "Give the post at least one tag.")
        .max(5, "At most 5 tags.")
        .meta({ title: "Tags" }),
      cover: group("Cover image", {
        image: imagePath,
        alt: text(300, "Image description", {
          multiline: true,
          hint: "What the image shows, for people who cannot see it.",
        }),
      }),
      draft: z.boolean().default(false).meta({ title: "Draft", description: "Not published." }),
    })
    .superRefine((post, context) => {
      if (post.updated && Date.parse(post.updated) < Date.parse(post.date)) {
        context.addIssue({
          code: "custom",
          path: ["updated"],
          message: "The update is dated before the post itself.",
        });
      }
    });
}

export type PostFrontMatter = z.infer<ReturnType<typeof postFrontMatterSchema>>;
