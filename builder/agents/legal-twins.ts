// The Markdown twins of the imprint and the privacy policy: the same facts and generated
// sections the pages render (src/pages/privacy/policy-sections.ts), as Markdown.
import type { OperatorEnv } from "../../src/config/operator-env.ts";
import { operatorInJapan } from "../../src/config/operator-in-japan.ts";
import type { ImprintBlock, PrivacyBlock } from "../../src/content/legal-schema.ts";
import { absoluteUrl } from "../../src/features/seo/seo-config.ts";
import { fill } from "../../src/i18n/format.ts";
import type { Locale } from "../../src/i18n/locales.ts";
import { paragraphsOf } from "../../src/lib/paragraphs.ts";
import {
  authorityFacts,
  controllerFacts,
  editorialResponsibility,
  formatPolicyDate,
  japanSections,
  postalLines,
} from "../../src/pages/privacy/policy-blocks.ts";
import {
  processingSections,
  type PolicyFact,
  type PolicySection,
} from "../../src/pages/privacy/policy-sections.ts";
import type { Processing } from "../../src/pages/privacy/processings.ts";
import { pathOf } from "../../src/site-pages.ts";
import { md } from "./markdown.ts";
import { siteFrame, type TwinInput, type TwinRenderer } from "./twin-frame.ts";

/** What the build knows of the operator and of what the site processes. */
export interface LegalFacts {
  operator: OperatorEnv;
  processings: readonly Processing[];
  /** The policy's date, YYYY-MM-DD (builder/policy-date.ts). */
  updated: string;
}

function legalOf(input: TwinInput<"imprint" | "privacy">): LegalFacts {
  if (!input.site.legal) throw new Error("The legal pages' twins need the site's legal facts");
  return input.site.legal;
}

const paragraphs = (text: string) => paragraphsOf(text).map(md.paragraph);
const addressLines = (name: string, lines: readonly string[]) =>
  md.paragraph([name, ...lines].join(", "));
const fact = (label: string, value: string) => md.paragraph(`${label}: ${value}`);

const mailFact = (label: string, address: string) =>
  `${md.paragraph(`${label}:`)} ${md.link(address, `mailto:${address}`)}`;
/** A generated fact: linked when the page links it. */
const linkedFact = ({ label, value, href }: PolicyFact) =>
  href ? `${md.paragraph(`${label}:`)} ${md.link(value, href)}` : fact(label, value);

/** A generated section as the page shows it: heading, paragraphs, facts, lists of fields. */
const policySection = (section: PolicySection) => [
  md.heading(3, section.title),
  ...section.paragraphs.map(md.paragraph),
  section.facts.length > 0 && md.list(section.facts.map(linkedFact)),
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
];

function imprintBlock(
  block: ImprintBlock,
  { operator }: LegalFacts,
  locale: Locale,
): (string | false)[] {
  const address = postalLines(operator.address, operator.country, locale);
  switch (block.type) {
    case "operator":
      return [
        md.heading(2, block.title),
        addressLines(operator.legalName, address),
        md.list([
          fact(block.representedBy, operator.representatives),
          fact(block.register, `${operator.registerCourt}, ${operator.registerNumber}`),
          fact(block.vatId, operator.vatId),
        ]),
      ];
    case "operator-contact":
      return [
        md.heading(2, block.title),
        md.list([
          mailFact(block.email, operator.email),
          fact(block.phone, operator.phone),
          mailFact(block.privacyContact, operator.privacyEmail),
        ]),
      ];
    case "responsible":
      return [
        md.heading(2, block.title),
        ...editorialResponsibility(operator, block.parts).map(({ name, part }) =>
          addressLines(part ? `${name}, ${part}` : name, address),
        ),
      ];
    case "japan-operator": {
      const japan = operatorInJapan(operator);
      const lines = operator.jaAddress.length > 0 ? japan.address : address;
      return japan.distinct ? [md.heading(2, block.title), addressLines(japan.name, lines)] : [];
    }
    case "section":
      return [md.heading(2, block.title), ...paragraphs(block.text)];
  }
}

const imprint: TwinRenderer<"imprint"> = (input) => {
  const legal = legalOf(input);
  const { page, blocks } = input.content;
  const url = (path: string) => absoluteUrl(input.site.url, path);
  return md.document([
    md.heading(1, page.title),
    ...paragraphs(page.intro),
    ...blocks.flatMap((block) => imprintBlock(block, legal, input.locale)),
    md.link(page.privacyLink, url(pathOf(input.locale, "privacy"))),
    "---",
    ...siteFrame(input),
  ]);
};

function privacyBlock(
  block: PrivacyBlock,
  { operator, processings }: LegalFacts,
  input: TwinInput<"privacy">,
): (string | false)[] {
  const { locale } = input;
  switch (block.type) {
    case "controller":
      return [
        md.heading(2, block.title),
        ...paragraphs(block.text),
        addressLines(operator.legalName, postalLines(operator.address, operator.country, locale)),
        md.list(controllerFacts(operator, block).map(linkedFact)),
      ];
    case "processings":
      return [
        md.heading(2, block.title),
        ...paragraphs(block.intro),
        ...processingSections(processings, input.content, locale).flatMap(policySection),
      ];
    case "authority": {
      const authority = authorityFacts(operator, locale);
      return [
        md.heading(2, block.title),
        ...paragraphs(block.text),
        addressLines(authority.name, authority.lines),
        md.list([`${md.paragraph(`${block.website}:`)} ${md.link(authority.url, authority.url)}`]),
      ];
    }
    case "japan":
      return [
        md.heading(2, block.title),
        ...paragraphs(block.intro),
        ...japanSections(processings, operator, block, locale).flatMap(policySection),
      ];
    case "section":
      return [md.heading(2, block.title), ...paragraphs(block.text)];
  }
}

const privacy: TwinRenderer<"privacy"> = (input) => {
  const legal = legalOf(input);
  const { page, blocks } = input.content;
  const url = (path: string) => absoluteUrl(input.site.url, path);
  return md.document([
    md.heading(1, page.title),
    ...paragraphs(page.intro),
    md.paragraph(fill(page.updated, { date: formatPolicyDate(legal.updated, input.locale) })),
    ...blocks.flatMap((block) => privacyBlock(block, legal, input)),
    md.link(page.imprintLink, url(pathOf(input.locale, "imprint"))),
    "---",
    ...siteFrame(input),
  ]);
};

export const legalTwinRenderers = { imprint, privacy };
