// The changelog's two kinds of content: the words around the releases
// (content/<locale>/changelog.json) and each release note's front matter
// (content/<locale>/changelog/<version>.md), checked by the build (builder/content/
// changelog.ts) and named by file, line and field when wrong. Build-time only.
import { z } from "zod";
import { date } from "./blog-schema.ts";
import { group, pageMeta, text } from "./schema-fields.ts";

/** What a release is, as changelogs sort them (SigNoz, Honeycomb, Linear alike). */
export const releaseKinds = ["new", "improved", "fixed", "security"] as const;
export type ReleaseKind = (typeof releaseKinds)[number];

/** A release's version, which is its file's name and its address: 4.12 or 4.12.1. */
export const versionPattern = /^\d{1,3}\.\d{1,3}(?:\.\d{1,3})?$/;

export const changelogSchema = z.strictObject({
  meta: pageMeta,
  index: group("Changelog index", {
    eyebrow: text(40, "Eyebrow"),
    title: text(80, "Title"),
    lead: text(260, "Lead", { multiline: true }),
    empty: text(160, "No releases yet", { hint: "Shown while there is no release note." }),
    releases: text(60, "List name", { hint: "Read by screen readers before the list." }),
  }),
  kinds: group("Kinds of release", {
    new: text(20, "New"),
    improved: text(20, "Improved"),
    fixed: text(20, "Fixed"),
    security: text(20, "Security"),
  }),
  release: group("Release page", {
    version: text(40, "Version", { keeps: ["version"], hint: "E.g. “Version {version}”." }),
    published: text(40, "Released", { hint: "Read by screen readers before the date." }),
    kind: text(40, "Kind", { hint: "Read by screen readers before the kind." }),
    fallback: text(200, "Not yet translated", {
      multiline: true,
      hint: "Above a release note shown in English because it has no translation yet.",
    }),
    inEnglish: text(40, "In English", {
      hint: "Beside a release in the list that is shown in English.",
    }),
    back: text(40, "All releases link"),
  }),
  feed: group("RSS feed", {
    title: text(60, "Feed title", { keeps: ["brand"] }),
    link: text(40, "Feed link", { hint: "The link to the feed on the changelog's pages." }),
  }),
});

export type ChangelogCopy = z.infer<typeof changelogSchema>;

/** A release note's front matter; its file's name is its version. */
export const releaseFrontMatterSchema = z.strictObject({
  title: text(110, "Title"),
  summary: text(200, "Summary", {
    multiline: true,
    hint: "Under the title, in the list, search results, the feed and link previews.",
  }),
  version: z
    .string({ error: "The version, e.g. 4.12 or 4.12.1." })
    .regex(versionPattern, "A version is two or three numbers joined by dots, e.g. 4.12.1.")
    .meta({ title: "Version", description: "Its address too: /changelog/4.12.1." }),
  date: date("Released"),
  kind: z
    .enum(releaseKinds, {
      error: `A release is one of: ${releaseKinds.join(", ")}.`,
    })
    .meta({ title: "Kind" }),
  sample: z.boolean().default(false).meta({
    title: "Sample",
    description:
      "Written to show the page, not shipped: marked on the page, and refused by a build for a real SITE_URL.",
  }),
});

export type ReleaseFrontMatter = z.infer<typeof releaseFrontMatterSchema>;
