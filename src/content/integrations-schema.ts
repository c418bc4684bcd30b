// The integrations catalog (content/<locale>/integrations.json): what the platform ingests
// from and sends alerts to, grouped by category, one entry per integration with the way its
// data arrives and a link to its documentation. Build-time only, like every schema.
import { z } from "zod";
import { ingestionMethods, integrationCategories } from "./integration-ids.ts";
import { group, humanize, keyedBy, pageMeta, plural, text } from "./schema-fields.ts";

const required = "Write a text here: this field cannot be empty.";

const integration = group("Integration", {
  id: z
    .string({ error: required })
    .regex(
      /^[a-z][a-z0-9-]{0,39}$/,
      "Lowercase letters, digits and dashes, starting with a letter.",
    )
    .meta({
      title: "Id",
      description: "Its anchor on the page (/integrations#kafka); the same in every language.",
    }),
  name: text(60, "Name", { hint: "The product's own name, as its makers write it." }),
  category: z
    .enum(integrationCategories, {
      error: (issue) =>
        `${issue.input === undefined ? "Every integration needs a category: " : ""}one of ${integrationCategories.join(", ")}.`,
    })
    .meta({ title: "Category" }),
  ingestion: z
    .enum(ingestionMethods, {
      error: (issue) =>
        `${issue.input === undefined ? "Every integration says how it is ingested: " : ""}one of ${ingestionMethods.join(", ")}.`,
    })
    .meta({ title: "How it is ingested" }),
  summary: text(160, "What it does", { hint: "One line on the card." }),
  docs: z
    .url({ protocol: /^https$/, error: "A link to its documentation, starting with https://." })
    .meta({ title: "Documentation link" }),
});

export type Integration = z.infer<typeof integration>;

export const integrationsSchema = z.strictObject({
  meta: pageMeta,
  page: group("Page", {
    eyebrow: text(40, "Eyebrow"),
    title: text(80, "Title"),
    intro: text(320, "Intro", { multiline: true }),
    filters: text(60, "Filters name", { hint: "Read by screen readers." }),
    category: text(40, "Category filter label"),
    all: text(30, "All categories choice"),
    search: text(40, "Text filter label"),
    placeholder: text(60, "Text filter placeholder"),
    shown: plural("Number shown", "Announced to screen readers as the filters change."),
    none: text(160, "Nothing matches", { keeps: ["query"] }),
    docs: text(40, "Documentation link", { hint: "On every card; opens the integration's docs." }),
    anchor: text(60, "Link to an integration", {
      keeps: ["name"],
      hint: "Read by screen readers: the card's own address, to share.",
    }),
    missingTitle: text(80, "Missing one? title"),
    missingText: text(240, "Missing one? text", { multiline: true }),
    missingCta: text(30, "Missing one? button", { hint: "Leads to the contact page." }),
  }),
  categories: keyedBy(integrationCategories, (id) =>
    group(humanize(id), { name: text(40, "Name"), lead: text(200, "Lead", { multiline: true }) }),
  ).meta({ title: "Categories" }),
  ingestion: keyedBy(ingestionMethods, (id) => text(60, humanize(id))).meta({
    title: "How it is ingested",
    description: "The label on each card for the way its data arrives.",
  }),
  integrations: z
    .array(integration)
    .min(1)
    .superRefine((entries, context) => {
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        if (seen.has(entry.id)) {
          context.addIssue({
            code: "custom",
            path: [index, "id"],
            message: `Another integration has the id "${entry.id}": each needs its own anchor.`,
          });
        }
        seen.add(entry.id);
      });
    })
    .meta({ title: "Integrations" }),
});

export type IntegrationsContent = z.infer<typeof integrationsSchema>;

/** The fields of an entry that are facts, not words: every language has the English ones. */
const factFields = ["id", "category", "ingestion", "docs"] as const;

/**
 * Where a translation's entries differ from the English file's in what is not words (an
 * id, a category, the way in, the docs link), by the key path of each: a translator
 * changes the words, never which integration is where.
 */
export function integrationFactDifferences(
  english: IntegrationsContent,
  translation: IntegrationsContent,
): { path: (string | number)[]; message: string }[] {
  return translation.integrations.flatMap((entry, index) => {
    const reference = english.integrations[index];
    if (!reference) return [];
    return (
      factFields
        // A field the English entry lacks is reported against the English file.
        .filter((field) => reference[field] !== undefined && entry[field] !== reference[field])
        .map((field) => ({
          path: ["integrations", index, field],
          message: `the English file has "${reference[field]}" here: ${field} is the same in every language`,
        }))
    );
  });
}
