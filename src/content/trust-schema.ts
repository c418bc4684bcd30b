// The trust center (content/<locale>/trust.json): where the data lives, who processes it,
// which certifications are held, how the site protects its visitors and how to ask for a
// DPA or a security questionnaire. The site's own sub-processors are not here: the page
// takes them from the privacy policy's processings (src/pages/privacy/site-processings.ts),
// so the two cannot differ. Build-time only, like every schema.
import { z } from "zod";
import { group, humanize, keyedBy, pageMeta, text } from "./schema-fields.ts";
import { certificationStatuses, processorProcessingIds } from "./trust-ids.ts";

const isoDate = z
  .string({ error: "A date as YYYY-MM-DD." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "A date as YYYY-MM-DD.")
  .refine((value) => !Number.isNaN(Date.parse(value)), "This date does not exist.")
  .meta({ format: "date" });

/**
 * What backs an entry: a sample until someone checked the evidence (a certificate, an
 * auditor's report, a signed agreement), which a build for a real SITE_URL refuses.
 */
export const evidenceSchema = z
  .discriminatedUnion("status", [
    z.strictObject({
      status: z.literal("verified"),
      checkedBy: text(120, "Checked by", { hint: "Name and role of who checked the evidence." }),
      checkedOn: isoDate.meta({ title: "Checked on", format: "date" }),
    }),
    z.strictObject({
      status: z.literal("sample"),
      note: text(200, "Note", { hint: "Why it is a sample, e.g. “until the audit report”." }),
    }),
  ])
  .meta({ title: "Evidence", description: "Who checked it, and when; a sample until then." });

const region = group("Region", {
  name: text(40, "Region"),
  location: text(80, "Where", { hint: "The data centres' cities or countries." }),
  detail: text(240, "What stays there", { multiline: true }),
});

const processor = group("Sub-processor", {
  name: text(80, "Name", { hint: "The company's legal or trade name." }),
  purpose: text(160, "What it does for the product"),
  location: text(80, "Where it processes"),
});

const certification = group("Certification or audit", {
  name: text(80, "Name"),
  scope: text(200, "Scope", { multiline: true }),
  status: z
    .enum(certificationStatuses, {
      error: () => `one of ${certificationStatuses.join(", ")}.`,
    })
    .meta({ title: "Status" }),
  evidenceDate: isoDate.meta({
    title: "Evidence date",
    description: "The certificate's issue date, the report's period end, or the planned date.",
    format: "date",
  }),
  evidence: evidenceSchema,
});

const request = group("Request", {
  label: text(60, "Link"),
  subject: text(150, "Subject set in the contact form"),
});

export const trustSchema = z.strictObject({
  meta: pageMeta,
  page: group("Page", {
    eyebrow: text(40, "Eyebrow"),
    title: text(80, "Title"),
    intro: text(360, "Intro", { multiline: true }),
    contents: text(40, "Contents title", { hint: "Above the list of the page's sections." }),
    sample: text(20, "Sample label", {
      hint: "On each entry whose evidence nobody checked yet (preview builds only).",
    }),
  }),
  residency: group("Data residency", {
    title: text(80, "Title"),
    lead: text(360, "Lead", { multiline: true }),
    regions: z.array(region).min(1).meta({ title: "Cloud regions" }),
    onPremTitle: text(80, "On-prem title"),
    onPremText: text(400, "On-prem text", { multiline: true }),
  }),
  siteProcessors: group(
    "The site's sub-processors",
    {
      title: text(80, "Title"),
      lead: text(360, "Lead", { multiline: true }),
      name: text(40, "Column: who"),
      purpose: text(40, "Column: what for"),
      location: text(40, "Column: where"),
      unknownCountry: text(80, "Country not configured"),
      purposes: keyedBy(processorProcessingIds, (id) => text(160, humanize(id))).meta({
        title: "What each one does",
      }),
      policyLink: text(80, "Privacy policy link"),
    },
    "The names and countries come from the build, as the privacy policy's do.",
  ),
  productProcessors: group("The product's sub-processors", {
    title: text(80, "Title"),
    lead: text(360, "Lead", { multiline: true }),
    entries: z.array(processor).min(1).meta({ title: "Sub-processors" }),
    evidence: evidenceSchema,
  }),
  certifications: group("Certifications and audits", {
    title: text(80, "Title"),
    lead: text(360, "Lead", { multiline: true }),
    statuses: keyedBy(certificationStatuses, (id) => text(40, humanize(id))).meta({
      title: "Status labels",
    }),
    evidenceDate: text(40, "Evidence date label"),
    entries: z.array(certification).min(1).meta({ title: "Certifications" }),
  }),
  security: group("The site's own security", {
    title: text(80, "Title"),
    lead: text(360, "Lead", { multiline: true }),
    measures: z
      .array(
        group("Measure", {
          title: text(80, "Title"),
          text: text(400, "Text", { multiline: true }),
        }),
      )
      .min(1)
      .meta({ title: "Measures" }),
    storage: text(300, "What the device stores", { keeps: ["key"], multiline: true }),
    contactTitle: text(80, "Security contact title"),
    contactText: text(300, "Security contact text", { multiline: true }),
    securityTxt: text(60, "security.txt link"),
  }),
  requests: group("Requests", {
    title: text(80, "Title"),
    lead: text(300, "Lead", { multiline: true }),
    dpa: request,
    questionnaire: request,
  }),
});

export type TrustContent = z.infer<typeof trustSchema>;
export type TrustEvidence = z.infer<typeof evidenceSchema>;

/**
 * Each sample in the trust center, by its key path: a build for a real SITE_URL refuses
 * them, as it refuses sample proof anywhere.
 */
export function sampleTrustEvidence(
  content: TrustContent,
): { path: (string | number)[]; message: string }[] {
  const refuse = "a sample: a build for a real SITE_URL shows only checked evidence; ";
  return [
    ...(content.productProcessors.evidence.status === "sample"
      ? [
          {
            path: ["productProcessors", "evidence", "status"],
            message: `${refuse}check the list against the signed agreements`,
          },
        ]
      : []),
    ...content.certifications.entries.flatMap((entry, index) =>
      entry.evidence.status === "sample"
        ? [
            {
              path: ["certifications", "entries", index, "evidence", "status"],
              message: `${refuse}check ${entry.name}'s certificate or report, or remove it`,
            },
          ]
        : [],
    ),
  ];
}
