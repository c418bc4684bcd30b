// The trust center's Markdown twin: the same sections the page renders, the website's
// sub-processors from the same build facts as the privacy policy's twin
// (src/pages/trust/site-processors.ts), and the requests as links to the contact form.
import { absoluteUrl, seoFiles } from "../../src/features/seo/seo-config.ts";
import { fill } from "../../src/i18n/format.ts";
import { siteProcessorRows } from "../../src/pages/trust/site-processors.ts";
import {
  contactRequestPath,
  evidenceDateText,
  securityContactOf,
} from "../../src/pages/trust/trust-links.ts";
import { pathOf } from "../../src/site-pages.ts";
import { md } from "./markdown.ts";
import { siteFrame, type TwinRenderer } from "./twin-frame.ts";

const cellText = (text: string) => text.replace(/\|/g, "\\|");
const table = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  [header, header.map(() => "---"), ...rows]
    .map((row) => `| ${row.map(cellText).join(" | ")} |`)
    .join("\n");

export const trustTwin: TwinRenderer<"trust"> = (input) => {
  const { content, locale, site } = input;
  if (!site.legal) throw new Error("The trust center's twin needs the site's legal facts");
  const { operator, processings } = site.legal;
  const { page, residency, siteProcessors, productProcessors, certifications, security } = content;
  const { requests } = content;
  const url = (path: string) => absoluteUrl(site.url, path);
  const sample = (status: string) => (status === "sample" ? ` (${page.sample})` : "");
  const columns = [siteProcessors.name, siteProcessors.purpose, siteProcessors.location];
  const storageKey = processings.find((each) => each.storageKey)?.storageKey ?? "";
  const contact = securityContactOf(operator.securityContact);
  const contactPath = pathOf(locale, "contact");
  return md.document([
    md.heading(1, page.title),
    md.paragraph(page.intro),
    md.heading(2, residency.title),
    md.paragraph(residency.lead),
    ...residency.regions.flatMap((region) => [
      md.heading(3, region.name),
      md.paragraph(`${region.location}: ${region.detail}`),
    ]),
    md.heading(3, residency.onPremTitle),
    md.paragraph(residency.onPremText),
    md.heading(2, siteProcessors.title),
    md.paragraph(siteProcessors.lead),
    table(
      columns,
      siteProcessorRows(processings, siteProcessors, locale).map((row) => [
        row.name,
        row.purpose,
        row.location,
      ]),
    ),
    md.link(siteProcessors.policyLink, url(pathOf(locale, "privacy"))),
    md.heading(2, productProcessors.title),
    md.paragraph(`${productProcessors.lead}${sample(productProcessors.evidence.status)}`),
    table(
      columns,
      productProcessors.entries.map((entry) => [entry.name, entry.purpose, entry.location]),
    ),
    md.heading(2, certifications.title),
    md.paragraph(certifications.lead),
    ...certifications.entries.flatMap((entry) => [
      md.heading(3, entry.name),
      md.paragraph(
        `${certifications.statuses[entry.status]}${sample(entry.evidence.status)}. ${entry.scope} ${certifications.evidenceDate}: ${evidenceDateText(entry.evidenceDate, locale)}.`,
      ),
    ]),
    md.heading(2, security.title),
    md.paragraph(security.lead),
    ...security.measures.flatMap((measure) => [
      md.heading(3, measure.title),
      md.paragraph(measure.text),
    ]),
    md.paragraph(fill(security.storage, { key: storageKey })),
    md.heading(3, security.contactTitle),
    md.paragraph(security.contactText),
    md.list([
      /^(mailto|https):/i.test(contact.href)
        ? md.link(contact.text, contact.href)
        : md.paragraph(contact.text),
      md.link(security.securityTxt, url(seoFiles.securityTxt)),
    ]),
    md.heading(2, requests.title),
    md.paragraph(requests.lead),
    md.list([
      md.link(requests.dpa.label, url(contactRequestPath(contactPath, requests.dpa.subject))),
      md.link(
        requests.questionnaire.label,
        url(contactRequestPath(contactPath, requests.questionnaire.subject)),
      ),
    ]),
    "---",
    ...siteFrame(input),
  ]);
};
