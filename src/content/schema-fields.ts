// The building blocks of the content schemas (schema.ts, blog-schema.ts): a text with its
// limits and its label for the editor, groups, plurals, objects keyed by ids. Build-time
// only, like the schemas themselves.
import { z } from "zod";

interface TextOptions {
  /** Shown to editors under the field: where the text appears, what to keep in mind. */
  hint?: string;
  /** Several lines in the editor. */
  multiline?: boolean;
  /** Placeholders the text must keep, such as `brand` for `{brand}`. */
  keeps?: readonly string[];
}

const required = "Write a text here: this field cannot be empty.";

/** What a text that lost placeholders is told: the build's message and the editor's. */
export function keepsMessage(names: readonly string[]): string {
  const list = names.map((name) => `{${name}}`);
  const joined = list.length > 1 ? `${list.slice(0, -1).join(", ")} and ${list.at(-1)}` : list[0];
  const values = list.length > 1 ? "the real values" : "the real value";
  return `Keep ${joined} in the text: the site puts ${values} there.`;
}

/** A text of 1 to `max` characters, labelled for the editor. */
export function text(max: number, label: string, options: TextOptions = {}) {
  let schema = z
    .string({ error: required })
    .min(1, required)
    .max(max, {
      error: (issue) =>
        `At most ${max} characters; this text has ${String(issue.input).length}. Please shorten it.`,
    });
  for (const name of options.keeps ?? []) {
    schema = schema.regex(new RegExp(`\\{${name}\\}`), keepsMessage([name]));
  }
  return schema.meta({
    title: label,
    description: options.hint,
    multiline: options.multiline ?? false,
    keeps: options.keeps,
  });
}

/** An object whose keys are exactly `ids`, in their order, one item schema each. */
export function keyedBy<const K extends string, T extends z.ZodType>(
  ids: readonly K[],
  item: (id: K) => T,
) {
  return z.strictObject(Object.fromEntries(ids.map((id) => [id, item(id)])) as Record<K, T>);
}

export const group = <T extends z.ZodRawShape>(label: string, shape: T, hint?: string) =>
  z.strictObject(shape).meta({ title: label, description: hint });

/** A count in words: `one` for 1 where the language has that form, `other` for the rest. */
export const plural = (label: string, hint: string) =>
  group(
    label,
    {
      one: text(80, "For one", { hint: "Used for exactly 1 in languages that have that form" }),
      other: text(80, "For other numbers", { keeps: ["count"] }),
    },
    hint,
  );

/** A page's title and description for search results and link previews. */
export const pageMeta = group("Search and sharing", {
  title: text(70, "Page title", {
    hint: "The browser tab and the search result; the brand name is added to it.",
  }),
  description: text(170, "Description", {
    multiline: true,
    hint: "Search results and link previews show it; 120 to 160 characters work best.",
  }),
});

/** A calendar date as YYYY-MM-DD that exists. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "A date as YYYY-MM-DD.")
  .refine((value) => !Number.isNaN(Date.parse(value)), "This date does not exist.");

interface ApprovalWords {
  /** The field's title and description in the editor. */
  title: string;
  description: string;
  /** Who approves: shown under "Approved by". */
  approvedByHint: string;
  /** The sample's note: its label and what it says. */
  noteLabel: string;
  noteHint: string;
}

/**
 * Who approved content that must not reach a real visitor unapproved (a customer's name,
 * the prices), and when; a sample until then. A build for a real SITE_URL refuses a sample
 * (builder/content/block-checks.ts, pricing-checks.ts); the words differ, the rule does not.
 */
export const approval = (words: ApprovalWords) =>
  z
    .discriminatedUnion("status", [
      z.strictObject({
        status: z.literal("approved"),
        approvedBy: text(120, "Approved by", { hint: words.approvedByHint }),
        approvedOn: isoDate.meta({ title: "Approved on", format: "date" }),
      }),
      z.strictObject({
        status: z.literal("sample"),
        note: text(200, words.noteLabel, { hint: words.noteHint }),
      }),
    ])
    .meta({ title: words.title, description: words.description });

export const humanize = (id: string) =>
  id.replace(/[-_]/g, " ").replace(/^./, (first) => first.toUpperCase());
