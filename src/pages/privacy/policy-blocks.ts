/**
 * The policy's blocks whose facts come from the operator's configuration and from what the
 * build does: the controller (with the data protection officer, appointed or not), the
 * competent supervisory authority, and the section the APPI asks for in Japan. Pure: the
 * page (privacy-block-view.tsx) and the Markdown twin (builder/agents/legal-twins.ts) render
 * the same data, and the unit tests read it for each build and locale.
 */
import { dpoOf, editorsOf, type OperatorEnv } from "../../config/operator-env.ts";
import { operatorInJapan } from "../../config/operator-in-japan.ts";
import { authorityOf } from "../../config/supervisory-authorities.ts";
import type { PrivacyBlock } from "../../content/legal-schema.ts";
import { fill } from "../../i18n/format.ts";
import type { Locale } from "../../i18n/locales.ts";
import { paragraphsOf } from "../../lib/paragraphs.ts";
import { companyIn, countryName, type PolicyFact, type PolicySection } from "./policy-sections.ts";
import { euEea, type Processing, type Recipient } from "./processings.ts";

type Block<T extends PrivacyBlock["type"]> = Extract<PrivacyBlock, { type: T }>;

/** A fact whose value may be an e-mail address or a web page the page links. */
export type LinkedFact = PolicyFact;

/** The date as a reader of `locale` writes it: 1 December 2026, 1. Dezember 2026, 2026年12月1日. */
export function formatPolicyDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** Address lines with the country in the reader's language (never English on a German page). */
export function postalLines(lines: readonly string[], country: string, locale: Locale): string[] {
  return [...lines, countryName(country, locale)];
}

/** The controller's contact facts and the data protection officer, appointed or not. */
export function controllerFacts(operator: OperatorEnv, block: Block<"controller">): LinkedFact[] {
  const dpo = dpoOf(operator.dpo);
  const mail = (label: string, address: string) => ({
    label,
    value: address,
    href: `mailto:${address}`,
  });
  return [
    mail(block.email, operator.email),
    mail(block.privacyContact, operator.privacyEmail),
    dpo === null
      ? { label: block.dpo, value: block.dpoUnset }
      : dpo === "none"
        ? { label: block.dpo, value: block.dpoNone }
        : { label: block.dpo, value: `${dpo.name}, ${dpo.email}`, href: `mailto:${dpo.email}` },
  ];
}

/** The authority competent for the operator: its name, address and web page. */
export function authorityFacts(operator: OperatorEnv, locale: Locale) {
  const authority = authorityOf(operator);
  // A configured authority's address is written out whole; a derived one is in Germany, its
  // name German in every page (marked so, for screen readers' pronunciation).
  const configured = operator.supervisoryAuthority.length > 0;
  const lines = configured ? authority.address : postalLines(authority.address, "DE", locale);
  return { name: authority.name, lang: configured ? undefined : "de", lines, url: authority.url };
}

/** Who answers for which part of the editorial content (§ 18(2) MStV), in the reader's words. */
export function editorialResponsibility(
  operator: OperatorEnv,
  parts: { blog: string; pages: string },
): { name: string; part?: string }[] {
  return editorsOf(operator.editors).map(({ name, part }) =>
    part === "all" ? { name } : { name, part: parts[part] },
  );
}

const notJapan = (recipient: Recipient) => recipient.country !== "JP" && recipient.country !== "";
/** Countries Japan's PPC recognises as having a system equivalent to its own (Rules Art. 15). */
const equivalentToJapan = (country: string) => euEea.has(country) || country === "GB";

/**
 * The section the APPI asks a business to publish, in the order a reader in Japan expects:
 * purposes of use, provision to third parties, provision to third parties abroad, requests,
 * safety measures, contact. Everything in it follows from what the build does: only the
 * purposes of processings it has, the processors kept apart (委託) from provision to a third
 * party, each country data go to named with its system.
 */
export function japanSections(
  processings: readonly Processing[],
  operator: OperatorEnv,
  block: Block<"japan">,
  locale: Locale,
): PolicySection[] {
  const has = (id: Processing["id"]) =>
    processings.some((each) => each.id === id && each.operatorReceives);
  const purposeIds = (["hosting", "contact", "email", "telemetry"] as const).filter(has);
  const processors = processings
    .filter((each) => each.operatorReceives)
    .flatMap((each) => each.recipients.filter((r) => r.role === "processor"));
  const unique = (list: readonly Recipient[]) =>
    list.filter(
      (each, index) =>
        list.findIndex((o) => o.company === each.company && o.country === each.country) === index,
    );
  const entrusted = unique(processors);
  const video = processings.find((each) => each.id === "video");
  const thirdParties = unique(video?.recipients ?? []);
  const section = (id: string, title: string, paragraphs: string[], facts: LinkedFact[] = []) => ({
    id: `privacy-japan-${id}`,
    title,
    paragraphs,
    facts,
    fieldLists: [],
  });

  // Abroad from Japan: the operator's own country first, then every recipient's.
  const { foreign } = block;
  const abroad = [...entrusted, ...thirdParties].filter(notJapan);
  const foreignParagraphs: string[] = [];
  if (operator.country !== "JP") {
    foreignParagraphs.push(
      fill(foreign.operator, { country: countryName(operator.country, locale) }),
    );
  }
  const countries = [...new Set([operator.country, ...abroad.map((r) => r.country)])].filter(
    (country) => country !== "JP",
  );
  const names = (codes: readonly string[]) =>
    codes.map((code) => countryName(code, locale)).join(locale === "ja" ? "、" : ", ");
  // Who handles data where, then each country's system: once for all the countries Japan
  // recognises as equivalent, and for each other country what makes the provision lawful.
  for (const recipient of abroad) {
    const country = countryName(recipient.country, locale);
    foreignParagraphs.push(fill(foreign.recipient, { company: recipient.company, country }));
  }
  const equivalent = countries.filter(equivalentToJapan);
  if (equivalent.length > 0) {
    foreignParagraphs.push(fill(foreign.equivalent, { country: names(equivalent) }));
  }
  for (const country of countries.filter((code) => !equivalentToJapan(code))) {
    const name = countryName(country, locale);
    const here = abroad.filter((r) => r.country === country);
    if (country === "US") foreignParagraphs.push(...paragraphsOf(foreign.us));
    if (here.some((r) => r.role === "processor")) {
      foreignParagraphs.push(fill(foreign.other, { country: name }));
    }
    if (here.some((r) => r.role === "controller")) {
      foreignParagraphs.push(fill(foreign.consent, { country: name }));
    }
  }
  // The foreign environment the safety measures answer to: where the operator and the
  // companies it entrusts handle data (a third party's own handling is not ours to secure).
  const handled = [
    ...new Set([operator.country, ...entrusted.filter(notJapan).map((r) => r.country)]),
  ].filter((country) => country !== "JP");

  const japan = operatorInJapan(operator);
  const postal =
    operator.jaAddress.length > 0
      ? japan.address
      : postalLines(japan.address, operator.country, locale);
  return [
    section("purposes", block.purposes.title, [
      ...paragraphsOf(block.purposes.intro),
      ...purposeIds.map((id) => block.purposes[id]),
    ]),
    section("provision", block.provision.title, [
      ...paragraphsOf(block.provision.text),
      ...(entrusted.length > 0 ? paragraphsOf(block.provision.entrusted) : []),
      ...entrusted.map((recipient) => companyIn(recipient, locale)),
      ...(thirdParties.length > 0 ? paragraphsOf(block.provision.video) : []),
    ]),
    section("foreign", foreign.title, foreignParagraphs),
    section(
      "requests",
      block.requests.title,
      paragraphsOf(fill(block.requests.text, { email: operator.privacyEmail })),
    ),
    section("safety", block.safety.title, [
      ...paragraphsOf(block.safety.measures),
      fill(block.safety.environment, { countries: names(handled) }),
    ]),
    section("contact", block.contact.title, paragraphsOf(block.contact.text), [
      { label: block.contact.operator, value: japan.name },
      { label: block.contact.address, value: postal.join(locale === "ja" ? " " : ", ") },
      { label: block.contact.representative, value: operator.representatives },
      {
        label: block.contact.email,
        value: operator.privacyEmail,
        href: `mailto:${operator.privacyEmail}`,
      },
    ]),
  ];
}
