// The imprint's and the privacy policy's words (content/<locale>/imprint.json, privacy.json).
// The facts (names, addresses, hosts, fields) come from the configuration and the build; these
// are the labels and the prose around them, which marketing and counsel edit. A multiline text
// is split into paragraphs at its blank lines.
import { z } from "zod";
import { processingIds, telemetryEventIds } from "./ids.ts";
import { group, humanize, keyedBy, pageMeta, text } from "./schema-fields.ts";

const prose = (max: number, label: string, hint?: string) =>
  text(max, label, { multiline: true, hint: hint ?? "A blank line starts a new paragraph." });

export const imprintSchema = z.strictObject({
  meta: pageMeta,
  page: group("Page", {
    title: text(60, "Title"),
    intro: prose(300, "Intro"),
    operator: text(60, "Operator heading"),
    representedBy: text(60, "Representatives label"),
    register: text(60, "Commercial register label"),
    vatId: text(120, "VAT id label"),
    contact: text(60, "Contact heading"),
    email: text(30, "E-mail label"),
    phone: text(30, "Phone label"),
    privacyContact: text(80, "Data protection contact label"),
    responsible: text(120, "Responsible for content label", {
      hint: "Who answers for the blog's editorial content (§ 18 (2) MStV in Germany).",
    }),
    japanOperator: text(80, "Operator in Japan heading", {
      hint: "Shown only when a Japanese name or address is configured.",
    }),
    disputes: text(60, "Disputes heading"),
    disputesText: prose(600, "Disputes text"),
    privacyLink: text(80, "Privacy policy link"),
  }),
});

const processingSchema = group("Processing", {
  title: text(80, "Heading"),
  text: prose(900, "What happens"),
  purpose: prose(300, "Purpose"),
  basis: prose(300, "Legal basis"),
  retention: prose(300, "Retention"),
});

export const privacySchema = z.strictObject({
  meta: pageMeta,
  page: group("Page", {
    title: text(60, "Title"),
    intro: prose(600, "Intro"),
    summaryTitle: text(60, "Summary heading"),
    summary: prose(600, "Summary"),
    controllerTitle: text(80, "Controller heading"),
    controllerText: prose(400, "Controller text"),
    email: text(30, "E-mail label"),
    privacyContact: text(80, "Data protection contact label"),
    processingTitle: text(80, "Processing heading"),
    processingIntro: prose(400, "Processing intro"),
    rightsTitle: text(80, "Rights heading"),
    rights: prose(1500, "Rights"),
    complaintTitle: text(80, "Complaint heading"),
    complaint: prose(500, "Complaint"),
    changesTitle: text(80, "Changes heading"),
    changes: prose(400, "Changes"),
    imprintLink: text(80, "Imprint link"),
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
  japan: group("For visitors in Japan (APPI)", {
    title: text(80, "Heading"),
    intro: prose(400, "Intro"),
    operator: text(60, "Operator label"),
    address: text(60, "Address label"),
    representative: text(60, "Representative label"),
    purposes: prose(800, "Purposes of use"),
    requests: prose(800, "Disclosure and deletion requests"),
    safety: prose(1000, "Safety measures"),
    foreign: prose(600, "Foreign countries"),
    complaints: prose(400, "Complaints contact"),
  }),
});

export type ImprintContent = z.infer<typeof imprintSchema>;
export type PrivacyContent = z.infer<typeof privacySchema>;
