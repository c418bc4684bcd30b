// The product's claims, one file per locale (content/<locale>/facts.json): each fact's
// figure, what it measures, the phrase prose uses, and where it comes from. Counsel and the
// buyer's questions meet here: a number changes once and every page that states it follows.
// Build-time only, like every schema (the site imports types from here, never values).
import { z } from "zod";
import { factIds } from "./ids.ts";
import { group, humanize, keyedBy, text } from "./schema-fields.ts";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "A date as YYYY-MM-DD.")
  .refine((value) => !Number.isNaN(Date.parse(value)), "This date does not exist.");

/** Where a claim comes from; a sample is shown marked in a preview and refused by a real build. */
export const factSourceSchema = z
  .discriminatedUnion("status", [
    z.strictObject({
      status: z.literal("verified"),
      source: text(200, "Source", {
        hint: "The measurement, document or test the claim rests on, as counsel may cite it.",
      }),
      checkedOn: isoDate.meta({ title: "Checked on", format: "date" }),
    }),
    z.strictObject({
      status: z.literal("sample"),
      note: text(200, "Note", { hint: "Why it is a sample, e.g. “until measured in a pilot”." }),
    }),
  ])
  .meta({ title: "Source", description: "What the claim rests on; a sample until it is checked." });

const fact = group("Fact", {
  value: text(16, "Figure", { hint: "As a figure shows it: “< 15 min”, “100 %”." }),
  label: text(80, "What it measures", { hint: "Under the figure." }),
  phrase: text(120, "In a sentence", {
    hint: "What {fact:…} in a text becomes, e.g. “in under 15 minutes”.",
  }),
  source: factSourceSchema,
});

export const factsSchema = z.strictObject({
  sampleLabel: text(20, "Sample label", {
    hint: "Shown on every sample logo, quote, figure and claim of a preview build.",
  }),
  facts: keyedBy(factIds, (id) => fact.meta({ title: humanize(id) })).meta({ title: "Facts" }),
});

export type FactsContent = z.infer<typeof factsSchema>;
export type Fact = FactsContent["facts"][keyof FactsContent["facts"]];
