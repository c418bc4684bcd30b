// The blocks a composed page is made of (content/<locale>/pages/*.json), one schema each:
// the build validates every page against them, the editor's fields come from them and the
// site's code gets its types from them. The home page's sections are blocks too. Build-time
// only, like every schema (the site imports types from here, never values).
import { z } from "zod";
import { factIds, featureIds, solutionStepIds } from "./ids.ts";
import { calculatorBlock, plansBlock } from "./pricing-schema.ts";
import { approval, group, humanize, keyedBy, text } from "./schema-fields.ts";

/** An in-page anchor a link may point at (`#features`): lowercase words and dashes. */
const anchor = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, "Lowercase letters, digits and dashes, starting with a letter.")
  .meta({ title: "Anchor", description: "The section's address on the page: /page#anchor." });

const heading = {
  eyebrow: text(40, "Eyebrow", { hint: "The small line above the section title." }),
  title: text(80, "Title"),
  lead: text(260, "Lead", { multiline: true }),
};

/** A section's heading and its anchor, in the order the editor writes them back. */
const anchoredHeading = {
  eyebrow: heading.eyebrow,
  title: heading.title,
  anchor,
  lead: heading.lead,
};

/**
 * Who allowed the site to show a customer's name, logo or words, and when. Until a real
 * customer approves one it is a sample and says so: a build for a real SITE_URL refuses it.
 */
export const permissionSchema = approval({
  title: "Permission",
  description: "Who at the customer approved this, and when; a sample until then.",
  approvedByHint: "Name and role at the customer.",
  noteLabel: "Note",
  noteHint: "Why it is a sample, e.g. “until a customer approves”.",
});

const hero = z
  .strictObject({
    type: z.literal("hero"),
    eyebrow: text(60, "Eyebrow"),
    title: text(80, "Headline"),
    subtitle: text(260, "Subtitle", { multiline: true }),
    cta: text(30, "Get in Touch button"),
    /** To the features block: shown when the page has one, as on the home page. */
    secondaryCta: text(30, "Second button").optional(),
    video: group("Demo video", {
      playVideo: text(40, "Play button name", { hint: "Read by screen readers." }),
      videoTitle: text(60, "Video frame title", { hint: "Read by screen readers." }),
    }).optional(),
  })
  .meta({ title: "Hero" });

const step = group("Step", {
  title: text(30, "Title"),
  description: text(220, "Description", { multiline: true }),
  imageAlt: text(220, "Image description", { multiline: true }),
});

const steps = z
  .strictObject({
    type: z.literal("steps"),
    ...anchoredHeading,
    tabsLabel: text(40, "Steps name", { hint: "Read by screen readers." }),
    steps: keyedBy(solutionStepIds, (id) => step.meta({ title: humanize(id) })).meta({
      title: "Steps",
    }),
  })
  .meta({ title: "Solution steps" });

const featureItem = group("Feature card", {
  illustration: z.enum(featureIds).meta({ title: "Icon and illustration" }),
  title: text(40, "Title"),
  summary: text(120, "Summary", { hint: "One line on the card." }),
  details: text(600, "Details", { multiline: true, hint: "The longer text in its dialog." }),
  imageAlt: text(220, "Image description", { multiline: true }),
});

const features = z
  .strictObject({
    type: z.literal("features"),
    ...anchoredHeading,
    more: text(30, "Learn more label"),
    close: text(30, "Close button name", { hint: "Read by screen readers." }),
    items: z.array(featureItem).min(1).max(9).meta({ title: "Feature cards" }),
  })
  .meta({ title: "Feature grid" });

const cta = z
  .strictObject({
    type: z.literal("cta"),
    title: text(100, "Title"),
    text: text(200, "Text", { multiline: true }),
    button: text(30, "Button", { hint: "Leads to the contact page, with the visit's campaign." }),
  })
  .meta({ title: "Call to action" });

const richText = z
  .strictObject({
    type: z.literal("rich-text"),
    markdown: text(6000, "Text", { multiline: true, hint: "Markdown, as in blog posts." }),
  })
  .meta({ title: "Rich text" });

/** A customer logo: an SVG file in content/media/logos/. */
const logo = group("Logo", {
  company: text(60, "Company"),
  file: z
    .string()
    .regex(/^[a-z0-9-]+\.svg$/, "An SVG file name in content/media/logos/, e.g. acme.svg.")
    .meta({ title: "SVG file", description: "Its name in content/media/logos/, e.g. acme.svg." }),
  permission: permissionSchema,
});

/**
 * Customer stories a block shows by their ids (content/<locale>/customers/<id>.json): their
 * logo or quote is the story's, with its permission, so proof is written once. The build
 * stops on an id no story of the page's language has.
 */
const storyRefs = (what: string) =>
  z
    .array(
      z
        .string()
        .regex(
          /^[a-z][a-z0-9-]{0,59}$/,
          "A story's id: its file's name in content/<locale>/customers/.",
        )
        .meta({
          title: "Story",
          description: "Its id: the file's name in customers/, e.g. northwind-bank.",
        }),
    )
    .max(12)
    .optional()
    .meta({
      title: "From customer stories",
      description: `Each story's ${what}, by its id (the file's name in customers/), shown first.`,
    });

const logos = z
  .strictObject({
    type: z.literal("logos"),
    title: text(80, "Title"),
    stories: storyRefs("logo, linked to its story"),
    // A default, not a required list: a wall of stories only is whole, and the editor
    // marks a required list that is empty as an error.
    logos: z
      .array(logo)
      .max(12)
      .default([])
      .meta({ title: "Logos", description: "Logos without a story." }),
  })
  .meta({ title: "Logo wall" });

const quote = group("Quote", {
  quote: text(400, "Quote", { multiline: true }),
  person: text(60, "Person"),
  role: text(80, "Role"),
  company: text(60, "Company"),
  photo: z
    .string()
    .regex(/^[a-z0-9-]+\.(jpg|png|webp|avif)$/, "An image in content/media/people/.")
    .meta({ title: "Photo", description: "Its name in content/media/people/, e.g. ada.jpg." })
    .optional(),
  permission: permissionSchema,
});

const quotes = z
  .strictObject({
    type: z.literal("quotes"),
    title: text(80, "Title", { hint: "Read by screen readers above the quotes." }),
    stories: storyRefs("quote"),
    quotes: z
      .array(quote)
      .max(3)
      .default([])
      .meta({ title: "Quotes", description: "Quotes without a story." }),
  })
  .meta({ title: "Quotes" });

const faq = z
  .strictObject({
    type: z.literal("faq"),
    ...anchoredHeading,
    items: z
      .array(
        group("Question", {
          question: text(160, "Question"),
          answer: text(800, "Answer", { multiline: true }),
        }),
      )
      .min(1)
      .max(12)
      .meta({ title: "Questions" }),
  })
  .meta({ title: "FAQ" });

const comparison = z
  .strictObject({
    type: z.literal("comparison"),
    ...anchoredHeading,
    caption: text(120, "Table caption", { hint: "Names the table for screen readers." }),
    columns: z
      .array(text(40, "Column"))
      .min(2)
      .max(4)
      .meta({ title: "Columns", description: "The first is ours; the others what we compare." }),
    rows: z
      .array(
        group("Row", {
          label: text(80, "What is compared"),
          values: z.array(text(80, "Value")).meta({ title: "One value per column" }),
        }),
      )
      .min(1)
      .max(16)
      .meta({ title: "Rows" }),
  })
  .meta({ title: "Comparison table" });

const figures = z
  .strictObject({
    type: z.literal("figures"),
    title: text(80, "Title", { hint: "Read by screen readers above the figures." }),
    // A figure names a fact of facts.json (its figure, label and source, stated once); a
    // figure written out here has no checked source, so it is a sample (block-checks.ts).
    // One shape with either part (the editor shows one form for a figure), checked here.
    items: z
      .array(
        group("Figure", {
          fact: z
            .enum(factIds)
            .meta({ title: "Fact", description: "The claim in facts.json it shows." })
            .optional(),
          value: text(12, "Figure", { hint: "Only without a fact: then a sample." }).optional(),
          label: text(80, "What it measures", { hint: "Only without a fact." }).optional(),
        }).refine(
          (item) => (item.fact ? !item.value && !item.label : !!item.value && !!item.label),
          "Name a fact from facts.json, or write a figure and what it measures; not both.",
        ),
      )
      .min(2)
      .max(4)
      .meta({ title: "Figures" }),
    source: text(160, "Source", { hint: "Where figures written out here come from." }).optional(),
  })
  .meta({ title: "Figures" });

/** Every block, by its `type`. */
export const blockSchema = z.discriminatedUnion("type", [
  hero,
  steps,
  features,
  cta,
  richText,
  logos,
  quotes,
  faq,
  comparison,
  figures,
  plansBlock,
  calculatorBlock,
]);

export type Permission = z.infer<typeof permissionSchema>;
export type BlockSource = z.infer<typeof blockSchema>;
export type BlockType = BlockSource["type"];
export type BlockOf<T extends BlockType> = Extract<BlockSource, { type: T }>;
export const blockTypes = blockSchema.options.map((option) => option.shape.type.value);
