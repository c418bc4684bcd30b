// The Markdown twins of the imprint and the privacy policy: the same facts and generated
// sections the pages render (src/pages/privacy/policy-sections.ts), as Markdown.
import type { OperatorEnv } from "../../src/config/operator-env.ts";
import { absoluteUrl } from "../../src/features/seo/seo-config.ts";
import { paragraphsOf } from "../../src/lib/paragraphs.ts";
import { processingSections } from "../../src/pages/privacy/policy-sections.ts";
import type { Processing } from "../../src/pages/privacy/processings.ts";
import { pathOf } from "../../src/site-pages.ts";
import { md } from "./markdown.ts";
import { siteFrame, type TwinInput, type TwinRenderer } from "./twin-frame.ts";

/** What the build knows of the operator and of what the site processes. */
export interface LegalFacts {
  operator: OperatorEnv;
  processings: readonly Processing[];
}

function legalOf(input: TwinInput<"imprint" | "privacy">): LegalFacts {
  if (!input.site.legal) throw new Error("The legal pages' twins need the site's legal facts");
  return input.site.legal;
}

const paragraphs = (text: string) => paragraphsOf(text).map(md.paragraph);
const addressLines = (name: string, lines: readonly string[]) =>
  md.paragraph([name, ...lines].join(", "));
const fact = (label: string, value: string) => md.paragraph(`${label}: ${value}`);

const imprint: TwinRenderer<"imprint"> = (input) => {
  const { operator } = legalOf(input);
  const { page } = input.content;
  const url = (path: string) => absoluteUrl(input.site.url, path);
  const japanese = operator.jaName || operator.jaAddress.length > 0;
  return md.document([
    md.heading(1, page.title),
    ...paragraphs(page.intro),
    md.heading(2, page.operator),
    addressLines(operator.legalName, operator.address),
    md.list([
      fact(page.representedBy, operator.representatives),
      fact(page.register, `${operator.registerCourt}, ${operator.registerNumber}`),
      fact(page.vatId, operator.vatId),
    ]),
    md.heading(2, page.contact),
    md.list([
      `${md.paragraph(`${page.email}:`)} ${md.link(operator.email, `mailto:${operator.email}`)}`,
      fact(page.phone, operator.phone),
      `${md.paragraph(`${page.privacyContact}:`)} ${md.link(operator.privacyEmail, `mailto:${operator.privacyEmail}`)}`,
    ]),
    md.heading(2, page.responsible),
    addressLines(operator.representatives, operator.address),
    japanese && md.heading(2, page.japanOperator),
    japanese &&
      addressLines(
        operator.jaName || operator.legalName,
        operator.jaAddress.length > 0 ? operator.jaAddress : operator.address,
      ),
    md.heading(2, page.disputes),
    ...paragraphs(page.disputesText),
    md.link(page.privacyLink, url(pathOf(input.locale, "privacy"))),
    "---",
    ...siteFrame(input),
  ]);
};

const privacy: TwinRenderer<"privacy"> = (input) => {
  const { operator, processings } = legalOf(input);
  const { page, japan } = input.content;
  const url = (path: string) => absoluteUrl(input.site.url, path);
  const sections = processingSections(processings, input.content, input.locale);
  const jaAddress = operator.jaAddress.length > 0 ? operator.jaAddress : operator.address;
  return md.document([
    md.heading(1, page.title),
    ...paragraphs(page.intro),
    md.heading(2, page.summaryTitle),
    ...paragraphs(page.summary),
    md.heading(2, page.controllerTitle),
    ...paragraphs(page.controllerText),
    addressLines(operator.legalName, operator.address),
    md.list([
      `${md.paragraph(`${page.email}:`)} ${md.link(operator.email, `mailto:${operator.email}`)}`,
      `${md.paragraph(`${page.privacyContact}:`)} ${md.link(operator.privacyEmail, `mailto:${operator.privacyEmail}`)}`,
    ]),
    md.heading(2, page.processingTitle),
    ...paragraphs(page.processingIntro),
    ...sections.flatMap((section) => [
      md.heading(3, section.title),
      ...section.paragraphs.map(md.paragraph),
      md.list(section.facts.map(({ label, value }) => fact(label, value))),
      ...section.fieldLists.flatMap((list) => [
        md.paragraph(list.caption),
        md.list(
          list.rows.map((row) =>
            [row.name, row.description, row.fields.join(", ")]
              .filter(Boolean)
              .map((part) => md.paragraph(part ?? ""))
              .join(": "),
          ),
        ),
      ]),
    ]),
    md.heading(2, page.rightsTitle),
    ...paragraphs(page.rights),
    md.heading(2, page.complaintTitle),
    ...paragraphs(page.complaint),
    md.heading(2, japan.title),
    ...paragraphs(japan.intro),
    md.list([
      fact(japan.operator, operator.jaName || operator.legalName),
      fact(japan.address, jaAddress.join(", ")),
      fact(japan.representative, operator.representatives),
    ]),
    ...[japan.purposes, japan.requests, japan.safety, japan.foreign, japan.complaints].flatMap(
      paragraphs,
    ),
    md.heading(2, page.changesTitle),
    ...paragraphs(page.changes),
    md.link(page.imprintLink, url(pathOf(input.locale, "imprint"))),
    "---",
    ...siteFrame(input),
  ]);
};

export const legalTwinRenderers = { imprint, privacy };
