// The customer stories: one file per story and language (content/<locale>/customers/<id>.json)
// with the company, its proof and the customer's permission, and the words around them
// (content/<locale>/customers.json). Build-time only, like every schema.
import { z } from "zod";
import { permissionSchema } from "./blocks-schema.ts";
import { group, humanize, keyedBy, pageMeta, plural, text } from "./schema-fields.ts";
import { storyDeployments, storyIndustries } from "./story-ids.ts";

const result = group("Result", {
  value: text(12, "Figure", { hint: "The number alone, e.g. “62” or “11”." }),
  unit: text(20, "Unit", { hint: "E.g. “%”, “min”, “TB a day”." }),
  label: text(100, "What it measures"),
  source: text(160, "Source", { hint: "Where the customer measured it, and when." }),
});

/** One customer's story in one language; its file name is its id, the same in every language. */
export const storySchema = z.strictObject({
  meta: pageMeta,
  company: text(60, "Company"),
  logo: z
    .string()
    .regex(/^[a-z0-9-]+\.svg$/, "An SVG file name in content/media/logos/, e.g. acme.svg.")
    .meta({ title: "Logo", description: "Its name in content/media/logos/, e.g. acme.svg." }),
  industry: z.enum(storyIndustries).meta({ title: "Industry" }),
  size: text(40, "Size", { hint: "E.g. “9,000 employees”." }),
  region: text(40, "Region", { hint: "Where it runs, e.g. “Germany and Austria”." }),
  deployment: z.enum(storyDeployments).meta({ title: "Deployment" }),
  summary: text(200, "Summary", { multiline: true, hint: "One or two lines on the index's card." }),
  challenge: text(900, "The challenge", { multiline: true }),
  solution: text(900, "What they did", { multiline: true }),
  results: z.array(result).min(2).max(4).meta({ title: "Results" }),
  quote: group("Quote", {
    quote: text(400, "Quote", { multiline: true }),
    person: text(60, "Person"),
    role: text(80, "Role"),
  }),
  // The same field the logo and quote blocks carry: a story shows a customer's name, logo
  // and words, so it needs their approval as much as a logo wall does.
  permission: permissionSchema,
});

export type StorySource = z.infer<typeof storySchema>;

/** The words of the stories' index and of every story's page, per language. */
export const customersSchema = z.strictObject({
  meta: pageMeta,
  page: group("Index page", {
    eyebrow: text(40, "Eyebrow"),
    title: text(80, "Title"),
    intro: text(320, "Intro", { multiline: true }),
    filters: text(60, "Filters name", { hint: "Read by screen readers." }),
    industry: text(40, "Industry filter label"),
    deployment: text(40, "Deployment filter label"),
    all: text(30, "All choice"),
    read: text(60, "Read the story link", { keeps: ["company"] }),
    shown: plural("Number shown", "Announced to screen readers as the filters change."),
    none: text(160, "Nothing matches"),
  }),
  industries: keyedBy(storyIndustries, (id) => text(40, humanize(id))).meta({
    title: "Industries",
  }),
  deployments: keyedBy(storyDeployments, (id) => text(40, humanize(id))).meta({
    title: "Deployments",
  }),
  story: group("Story page", {
    eyebrow: text(40, "Eyebrow", { hint: "Above the story's title." }),
    facts: text(40, "Company facts name", { hint: "Read by screen readers." }),
    industry: text(30, "Industry label"),
    size: text(30, "Size label"),
    region: text(30, "Region label"),
    deployment: text(30, "Deployment label"),
    challenge: text(60, "Challenge heading"),
    solution: text(60, "What they did heading"),
    results: text(60, "Results heading"),
    source: text(30, "Source label"),
    back: text(40, "Back to all stories link"),
    ctaTitle: text(100, "Call to action title"),
    ctaText: text(200, "Call to action text", { multiline: true }),
    ctaButton: text(30, "Call to action button"),
  }),
});

export type CustomersContent = z.infer<typeof customersSchema>;
