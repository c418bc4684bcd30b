// The imprint's and the privacy policy's words (content/<locale>/imprint.json, privacy.json).
// The facts (names, addresses, hosts, fields) come from the configuration and the build; these
// are the labels and the prose around them, which marketing and counsel edit. A multiline text
// is split into paragraphs at its blank lines.
import { z } from "zod";
import { processingIds, telemetryEventIds } from "./ids.ts";
import { group, humanize, keyedBy, pageMeta, text } from "./schema-fields.ts";

const prose = (max: number, label: string, hint?: string) =>
  text(max, label, { multiline: true, hint: hint ?? "A blank line starts a new paragraph." });

/** Prose counsel may add anywhere, as often as needed: a heading and its paragraphs. */
const section = z
  .strictObject({
    type: z.literal("section"),
    title: text(80, "Heading"),
    text: prose(1500, "Text"),
  })
  .meta({ title: "Text section" });

/** A block the build fills with the operator's facts (SITE_OPERATOR_*): only its labels here. */
const fromConfig = (label: string) => `${label} (facts from the configuration)`;

const operatorBlock = z
  .strictObject({
    type: z.literal("operator"),
    title: text(60, "Operator heading"),
    representedBy: text(60, "Managing directors label", {
      hint: "The representatives of a GmbH are its Geschäftsführer (managing directors).",
    }),
    register: text(60, "Commercial register label"),
    vatId: text(120, "VAT id label"),
  })
  .meta({ title: fromConfig("Operator") });

const operatorContact = z
  .strictObject({
    type: z.literal("operator-contact"),
    title: text(60, "Contact heading"),
    email: text(30, "E-mail label"),
    phone: text(30, "Phone label"),
    privacyContact: text(80, "Data protection contact label"),
  })
  .meta({ title: fromConfig("Contact") });

const responsible = z
  .strictObject({
    type: z.literal("responsible"),
    title: text(120, "Responsible for content heading", {
      hint: "Who answers for the editorial content (§ 18 (2) MStV in Germany).",
    }),
    parts: group(
      "Parts of the site",
      {
        blog: text(80, "The blog"),
        pages: text(80, "The other pages"),
      },
      "With several people named (OPERATOR_EDITORS), each is shown with the part they answer for.",
    ),
  })
  .meta({ title: fromConfig("Responsible for content") });

const japanOperator = z
  .strictObject({
    type: z.literal("japan-operator"),
    title: text(80, "Operator in Japan heading", {
      hint: "Shown only when a Japanese name or address is configured.",
    }),
  })
  .meta({ title: fromConfig("Operator in Japan") });

/**
 * A legal page's blocks: the ones it must have once each (the facts the law asks for), and
 * any number of text sections around them, in the order counsel sets.
 */
function legalBlocks<T extends z.ZodType<{ type: string }>>(
  blocks: T,
  required: Record<string, string>,
) {
  return z
    .array(blocks)
    .min(1)
    .superRefine((list, context) => {
      for (const [type, why] of Object.entries(required)) {
        const at = list.flatMap((block, index) => (block.type === type ? [index] : []));
        if (at.length === 0) {
          context.addIssue({ code: "custom", message: `the "${type}" block is missing: ${why}` });
        }
        for (const index of at.slice(1)) {
          context.addIssue({
            code: "custom",
            path: [index, "type"],
            message: `a second "${type}" block: the page has one`,
          });
        }
      }
    })
    .meta({ title: "Sections" });
}

export const imprintBlockSchema = z.discriminatedUnion("type", [
  operatorBlock,
  operatorContact,
  responsible,
  japanOperator,
  section,
]);

export const imprintSchema = z.strictObject({
  meta: pageMeta,
  page: group("Page", {
    title: text(60, "Title"),
    intro: prose(300, "Intro"),
    privacyLink: text(80, "Privacy policy link"),
  }),
  blocks: legalBlocks(imprintBlockSchema, {
    operator: "§ 5 DDG asks for the operator's name, address, register and VAT id",
    "operator-contact": "§ 5 DDG asks for a quick way to reach the operator",
    responsible: "§ 18 (2) MStV asks who answers for the blog's editorial content",
    "japan-operator": "it names the operator in Japan when a Japanese name or address is set",
  }),
});

const processingSchema = group("Processing", {
  title: text(80, "Heading"),
  text: prose(900, "What happens"),
  purpose: prose(300, "Purpose"),
  basis: prose(300, "Legal basis"),
  retention: prose(300, "Retention"),
});

const controller = z
  .strictObject({
    type: z.literal("controller"),
    title: text(80, "Controller heading"),
    text: prose(400, "Controller text"),
    email: text(30, "E-mail label"),
    privacyContact: text(80, "Data protection contact label"),
    dpo: text(60, "Data protection officer label"),
    dpoNone: prose(300, "No officer appointed", "Shown when OPERATOR_DPO is none."),
    dpoUnset: text(120, "Officer not configured", { hint: "Only in a preview build." }),
  })
  .meta({ title: fromConfig("Who is responsible") });

const authorityBlock = z
  .strictObject({
    type: z.literal("authority"),
    title: text(80, "Heading"),
    text: prose(600, "Text", "The authority competent for the operator follows it."),
    website: text(40, "Website label"),
  })
  .meta({ title: fromConfig("Supervisory authority") });

const processingsBlock = z
  .strictObject({
    type: z.literal("processings"),
    title: text(80, "Processing heading"),
    intro: prose(400, "Processing intro"),
  })
  .meta({ title: "What the site processes (sections generated from the build)" });

const japan = z
  .strictObject({
    type: z.literal("japan"),
    title: text(80, "Heading"),
    intro: prose(400, "Intro"),
    purposes: group(
      "利用目的 (purposes of use)",
      {
        title: text(60, "Heading"),
        intro: prose(300, "Intro"),
        hosting: text(200, "Delivering the site"),
        contact: text(200, "The contact form (when it delivers)"),
        email: text(200, "E-mail enquiries"),
        telemetry: text(200, "Measurement (when the build has telemetry)"),
      },
      "Only the purposes of what the build does are listed.",
    ),
    provision: group("第三者提供 (provision to third parties)", {
      title: text(60, "Heading"),
      text: prose(400, "No provision without consent"),
      entrusted: prose(400, "Entrusted handling (委託)", "The processors follow it, as a list."),
      video: prose(500, "The video (sent by the browser to Google)"),
    }),
    foreign: group("外国にある第三者への提供 (handling abroad)", {
      title: text(60, "Heading"),
      operator: text(300, "Where the operator handles data", { keeps: ["country"] }),
      recipient: text(200, "A recipient and its country", { keeps: ["company", "country"] }),
      equivalent: prose(400, "A country with an equivalent system (EU/EEA, UK)"),
      other: prose(500, "A country without one, for a processor"),
      consent: prose(500, "The video's recipient in the USA, by consent"),
      us: prose(400, "The USA's system"),
    }),
    requests: group("開示等の請求手続 (requests)", {
      title: text(60, "Heading"),
      text: prose(1000, "Procedure", "{email} is put in by the build."),
    }),
    safety: group("安全管理措置 (safety measures)", {
      title: text(60, "Heading"),
      measures: prose(1200, "Measures", "One paragraph per measure."),
      environment: text(400, "Understanding the foreign environment", { keeps: ["countries"] }),
    }),
    contact: group("お問い合わせ窓口 (contact)", {
      title: text(60, "Heading"),
      text: prose(300, "Text"),
      operator: text(60, "Operator label"),
      address: text(60, "Address label"),
      representative: text(60, "Representative label"),
      email: text(60, "E-mail label"),
    }),
  })
  .meta({ title: "For visitors in Japan (APPI)" });

export const privacyBlockSchema = z.discriminatedUnion("type", [
  section,
  controller,
  processingsBlock,
  authorityBlock,
  japan,
]);

export const privacySchema = z.strictObject({
  meta: pageMeta,
  page: group("Page", {
    title: text(60, "Title"),
    intro: prose(600, "Intro"),
    imprintLink: text(80, "Imprint link"),
    updated: text(80, "Date of the policy", {
      keeps: ["date"],
      hint: "{date}: the last change to the policy's sources, from the repository's history.",
    }),
  }),
  blocks: legalBlocks(privacyBlockSchema, {
    controller: "GDPR Art. 13(1)(a) asks for the controller and how to reach them",
    processings: "GDPR Art. 13 asks for each processing, which the build describes here",
    authority: "GDPR Art. 13(2)(d) asks for the right to complain to a supervisory authority",
    japan: "the APPI asks for what it requires published in Japan",
  }),
  facts: group(
    "Labels of the facts",
    {
      purpose: text(40, "Purpose"),
      basis: text(40, "Legal basis"),
      recipient: text(40, "Recipient"),
      transfer: text(60, "Transfer outside the EU"),
      retention: text(40, "Retention"),
      data: text(60, "Data"),
      inside: text(200, "Recipient in the EU", { keeps: ["country"] }),
      outside: prose(400, "Recipient outside the EU", "{country} is put in by the build."),
      dpf: prose(
        400,
        "Recipient certified under the EU-US Data Privacy Framework",
        "{company} and {country} are put in by the build.",
      ),
      unknown: text(200, "Country not configured"),
      none: text(120, "No recipient"),
    },
    "The build fills these with what it knows: the hosts and countries of the configuration.",
  ),
  processings: keyedBy(processingIds, (id) => processingSchema.meta({ title: humanize(id) })).meta({
    title: "What the site processes",
  }),
  contact: group("Contact form details", {
    simulated: prose(400, "When the form sends nothing", "Shown by builds without an endpoint."),
    fields: text(200, "Fields sent"),
    campaign: text(300, "Campaign fields", { multiline: true }),
    estimate: text(300, "Estimate fields", {
      multiline: true,
      hint: "Above the fields of an estimate brought from the pricing page's calculator.",
    }),
  }),
  telemetry: group("Telemetry details", {
    signals: prose(400, "Do Not Track and Global Privacy Control"),
    sample: text(200, "Sample rate", { keeps: ["percent"] }),
    resource: text(200, "Sent with every batch"),
    every: text(200, "On every record"),
    events: keyedBy(telemetryEventIds, (event) => text(200, event)).meta({
      title: "What each event records",
    }),
  }),
  theme: group("Theme details", {
    key: text(200, "Storage key", { keeps: ["key"] }),
  }),
});

export type ImprintContent = z.infer<typeof imprintSchema>;
export type PrivacyContent = z.infer<typeof privacySchema>;
export type ImprintBlock = z.infer<typeof imprintBlockSchema>;
export type PrivacyBlock = z.infer<typeof privacyBlockSchema>;
