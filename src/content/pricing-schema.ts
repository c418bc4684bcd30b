// The pricing page's blocks: the plans and the calculator with its price list. The price
// list is content per locale in that market's currency, checked here (positive amounts,
// a currency, the tax note) and against the site in builder/content/block-checks.ts (a
// sample price list is refused by a build for a real SITE_URL). Build-time only, like every
// schema: the site imports types from here, never values.
import { z } from "zod";
import {
  currencies,
  regionIds,
  retentionDays,
  signalIds,
  sizingIds,
  unitPriceIds,
} from "./pricing-ids.ts";
import { approval, group, humanize, keyedBy, text } from "./schema-fields.ts";

const anchor = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, "Lowercase letters, digits and dashes, starting with a letter.")
  .meta({ title: "Anchor", description: "The section's address on the page: /page#anchor." });

const heading = {
  eyebrow: text(40, "Eyebrow", { hint: "The small line above the section title." }),
  title: text(80, "Title"),
  anchor,
  lead: text(260, "Lead", { multiline: true }),
};

/** An amount of money in the price list's currency, before tax. */
const money = (label: string, hint: string) =>
  z
    .number({ error: "A price: a number such as 0.25." })
    .positive("A price is more than 0.")
    .max(1_000_000, "At most 1,000,000 a unit.")
    .meta({ title: label, description: `${hint} In the price list's currency, before tax.` });

/** A factor such as 1.1 (10% more). */
const factor = (label: string, min: number, max: number, hint: string) =>
  z
    .number()
    .min(min, `At least ${min}.`)
    .max(max, `At most ${max}.`)
    .meta({ title: label, description: hint });

/** Who approved the prices, and when; a sample until then, refused by a real site's build. */
const priceStatus = approval({
  title: "Approval",
  description: "Real prices name who approved them and when.",
  approvedByHint: "Name and role, e.g. in finance.",
  noteLabel: "Sample note",
  noteHint: "Shown on the page: why these are not real prices.",
});

const coefficient = (id: string) =>
  group(humanize(id), {
    value: z.number().positive("More than 0.").max(1_000_000).meta({ title: "Value" }),
    unit: text(40, "Unit", { hint: "What the value counts, e.g. “GB a day per vCPU”." }),
    reason: text(200, "Reason", { multiline: true, hint: "One line: why this value." }),
  });

export const priceListSchema = group("Price list", {
  status: priceStatus,
  currency: z.enum(currencies).meta({ title: "Currency", description: "The market's own." }),
  taxNote: text(200, "Tax note", { multiline: true, hint: "E.g. “Prices exclude VAT.”" }),
  taxRate: z.number().min(0).max(0.5).optional().meta({
    title: "Tax rate shown",
    description: "When set, totals are shown with this tax included too (Japan's 税込).",
  }),
  annualDiscount: factor("Annual contract discount", 0, 0.5, "0.15 is 15% off for a year."),
  cloud: group("Cloud", {
    logsPerGb: money("Logs, per GB", "Per GB of logs ingested."),
    tracesPerGb: money("Traces, per GB", "Per GB of traces ingested."),
    metricsPer1000Series: money("Metrics, per 1,000 series", "A month per 1,000 active series."),
    includedRetentionDays: z
      .int()
      .min(1)
      .max(365)
      .meta({ title: "Retention included, days", description: "Kept without a storage fee." }),
    storagePerGbMonth: money("Storage, per GB-month", "For logs and traces kept longer."),
    regions: keyedBy(regionIds, (id) =>
      group(id, {
        name: text(40, "Region name"),
        factor: factor("Price factor", 0.5, 3, "1 is the list price; 1.1 is 10% more."),
      }),
    ).meta({ title: "Regions" }),
  }),
  onPrem: group("On-prem", {
    licenceFactor: factor(
      "Licence factor",
      0.05,
      2,
      "The self-hosted licence as a share of the cloud price: you bring the hardware.",
    ),
    sizing: keyedBy(sizingIds, coefficient).meta({
      title: "Cluster sizing",
      description: "The coefficients the cluster is sized from, each with its unit and reason.",
    }),
  }),
});

/** The calculator's example, which is also its starting point and the no-script answer. */
const example = group("Worked example", {
  logs: z.int().min(0).max(10_000).meta({ title: "Logs, GB a day" }),
  traces: z.int().min(0).max(10_000).meta({ title: "Traces, GB a day" }),
  series: z.int().min(0).max(50_000_000).meta({ title: "Metrics, active series" }),
  retention: z
    .int()
    .refine((days) => (retentionDays as readonly number[]).includes(days), {
      message: `One of the retention choices: ${retentionDays.join(", ")} days.`,
    })
    .meta({ title: "Retention, days", description: `One of ${retentionDays.join(", ")}.` }),
  where: z.enum([...regionIds, "on-prem"]).meta({ title: "Where it runs" }),
});

export const calculatorBlock = z
  .strictObject({
    type: z.literal("calculator"),
    ...heading,
    prices: priceListSchema,
    example,
    labels: group("Calculator words", {
      signals: keyedBy(signalIds, (id) =>
        group(humanize(id), {
          label: text(40, "Input label"),
          unit: text(30, "Unit", { hint: "E.g. “GB a day”." }),
        }),
      ).meta({ title: "Signals" }),
      retention: text(40, "Retention label"),
      days: text(30, "Days", { keeps: ["count"], hint: "E.g. “{count} days”." }),
      where: text(40, "Where it runs label"),
      cloud: text(40, "Cloud group", { hint: "Above the regions in the list." }),
      onPrem: text(60, "On-prem choice"),
      results: text(40, "Results heading"),
      monthly: text(40, "Monthly total label"),
      yearly: text(60, "Yearly total label", {
        keeps: ["discount"],
        hint: "E.g. “A year, annual contract ({discount} off)”.",
      }),
      withTax: text(60, "Tax-included line", { keeps: ["amount"], hint: "E.g. “{amount} 税込”." }),
      storage: text(60, "Storage line", {
        keeps: ["days"],
        hint: "The breakdown's line for data kept past the {days} included.",
      }),
      breakdown: text(60, "Breakdown caption"),
      cluster: text(60, "Cluster heading"),
      nodes: text(30, "Nodes"),
      vcpu: text(30, "vCPU"),
      memory: text(30, "Memory"),
      disk: text(30, "Disk"),
      perNode: text(30, "Per node"),
      total: text(30, "Total"),
      formulas: text(60, "Formulas summary", { hint: "Opens the coefficients' list." }),
      announce: text(120, "Announcement", {
        keeps: ["monthly", "yearly"],
        hint: "Read by screen readers once the inputs settle.",
      }),
      badQuery: text(200, "Unusable link note", {
        multiline: true,
        hint: "Shown when a shared link's values could not be used.",
      }),
      send: text(40, "Send to sales button"),
      sendHint: text(160, "Send hint", { multiline: true }),
      copyLink: text(40, "Copy link button"),
      copied: text(60, "Link copied message"),
      noScript: text(200, "Without a script", { multiline: true }),
      unitPrices: text(60, "Unit prices heading"),
      unitPriceRows: keyedBy(unitPriceIds, (id) => text(80, humanize(id))).meta({
        title: "Unit price rows",
      }),
      regionFactor: text(60, "Region factor row", { keeps: ["region"] }),
      exampleTitle: text(80, "Worked example heading"),
      exampleText: text(300, "Worked example text", {
        multiline: true,
        keeps: ["logs", "traces", "series", "retention", "where"],
      }),
      sample: text(30, "Sample badge"),
    }),
  })
  .meta({ title: "Price calculator" });

const plan = group("Plan", {
  name: text(40, "Name"),
  summary: text(160, "Summary", { multiline: true }),
  price: text(80, "Price line", {
    hint: "{price} is replaced by the unit price chosen below, e.g. “from {price} per GB”.",
  }),
  priceOf: z
    .enum(unitPriceIds)
    .optional()
    .meta({ title: "Unit price quoted", description: "From the page's price list." }),
  features: z.array(text(120, "What it includes")).min(1).max(8).meta({ title: "Includes" }),
  button: text(30, "Button"),
  to: z
    .enum(["calculator", "contact"])
    .meta({ title: "Button leads to", description: "The page's calculator, or the contact form." }),
  highlighted: z.boolean().optional().meta({ title: "Highlighted" }),
});

export const plansBlock = z
  .strictObject({
    type: z.literal("plans"),
    ...heading,
    plans: z.array(plan).min(1).max(4).meta({ title: "Plans" }),
  })
  .meta({ title: "Plans" });
