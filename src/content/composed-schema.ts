// A composed page: one content file per page and locale (content/<locale>/pages/<name>.json),
// the same name in every locale it is translated into. Its path, its head, whether search
// engines list it and the footer links it, and its blocks (blocks-schema.ts). Build-time
// only, like every schema.
import { z } from "zod";
import { blockSchema } from "./blocks-schema.ts";
import { group, text } from "./schema-fields.ts";

/** Lowercase words joined by dashes, in one or more segments: `/opentelemetry`. */
export const pagePathPattern = /^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

export const composedPageSchema = z.strictObject({
  path: z
    .string()
    .regex(
      pagePathPattern,
      "A path such as /opentelemetry: lowercase letters, digits and dashes after a slash, " +
        "without the language prefix.",
    )
    .meta({ title: "Path", description: "Its address, without the language prefix (/de)." }),
  head: group("Search and sharing", {
    title: text(70, "Page title", {
      hint: "The browser tab and the search result; the brand name is added to it.",
    }),
    description: text(170, "Description", {
      multiline: true,
      hint: "Search results and link previews show it; 120 to 160 characters work best.",
    }),
    cardTitle: text(80, "Social card headline", { hint: "Drawn on the link-preview image." }),
    cardText: text(200, "Social card text", { multiline: true }),
  }),
  noindex: z.boolean().meta({
    title: "Hide from search engines",
    description: "For campaign pages: not listed by search engines, not in the sitemap.",
  }),
  inFooter: z.boolean().meta({ title: "Link in the footer" }),
  blocks: z.array(blockSchema).min(1).meta({ title: "Blocks" }),
});

export type ComposedPageSource = z.infer<typeof composedPageSchema>;
