import { describe, expect, it } from "vitest";
import de from "../../../content/de/privacy.json";
import en from "../../../content/en/privacy.json";
import ja from "../../../content/ja/privacy.json";
import { operatorEnvDefaults, type OperatorEnv } from "../../config/operator-env";
import { germanAuthorities } from "../../config/supervisory-authorities";
import type { PrivacyBlock, PrivacyContent } from "../../content/legal-schema";
import { resolveContactEnv } from "../../features/contact/contact-env";
import { resolveTelemetryEnv } from "../../features/telemetry/telemetry-env";
import {
  authorityFacts,
  controllerFacts,
  editorialResponsibility,
  formatPolicyDate,
  japanSections,
  postalLines,
} from "./policy-blocks";
import { processingsOf } from "./processings";

const copies: ["en" | "de" | "ja", PrivacyContent][] = [
  ["en", en as PrivacyContent],
  ["de", de as PrivacyContent],
  ["ja", ja as PrivacyContent],
];

const blockOf = <T extends PrivacyBlock["type"]>(copy: PrivacyContent, type: T) =>
  copy.blocks.find((block): block is Extract<PrivacyBlock, { type: T }> => block.type === type)!;

const processings = (endpoint: boolean, telemetry: boolean) =>
  processingsOf({
    ...operatorEnvDefaults,
    contact: endpoint
      ? resolveContactEnv({ CONTACT_ENDPOINT: "https://forms.example.net/f" })
      : null,
    telemetry: telemetry
      ? resolveTelemetryEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "https://otel.example.de:4318" })
      : null,
    contactCountry: endpoint ? "US" : "",
    telemetryCountry: telemetry ? "DE" : "",
  });

const operator = (changes: Partial<OperatorEnv> = {}): OperatorEnv => ({
  ...operatorEnvDefaults,
  ...changes,
});

describe.each(copies)("the policy's generated blocks in %s", (locale, copy) => {
  const japan = blockOf(copy, "japan");
  const sections = (endpoint: boolean, telemetry: boolean, facts = operator()) =>
    japanSections(processings(endpoint, telemetry), facts, japan, locale);
  const text = (endpoint: boolean, telemetry: boolean, id: string) =>
    sections(endpoint, telemetry)
      .find((s) => s.id === `privacy-japan-${id}`)!
      .paragraphs.join(" ");

  it("says whether a data protection officer is appointed, or that it is not configured", () => {
    const controller = blockOf(copy, "controller");
    const dpo = (value: string) => controllerFacts(operator({ dpo: value }), controller).at(-1);
    expect(dpo("none")).toEqual({ label: controller.dpo, value: controller.dpoNone });
    expect(dpo("")).toEqual({ label: controller.dpo, value: controller.dpoUnset });
    expect(dpo("Eva Roth <dpo@acme.io>")).toEqual({
      label: controller.dpo,
      value: "Eva Roth, dpo@acme.io",
      href: "mailto:dpo@acme.io",
    });
  });

  it("names the authority of the operator's Land, or the one configured", () => {
    expect(authorityFacts(operator({ state: "BY" }), locale).name).toBe(germanAuthorities.BY!.name);
    expect(authorityFacts(operator(), locale).lines.at(-1)).toBe(postalLines([], "DE", locale)[0]);
    const cnil = operator({
      country: "FR",
      supervisoryAuthority: ["CNIL", "3 Place de Fontenoy", "75007 Paris", "https://www.cnil.fr"],
    });
    expect(authorityFacts(cnil, locale)).toEqual({
      name: "CNIL",
      lines: ["3 Place de Fontenoy", "75007 Paris"],
      url: "https://www.cnil.fr",
    });
    expect(Object.keys(germanAuthorities)).toHaveLength(16);
  });

  it("writes the country and the date in the page's language", () => {
    const country = postalLines(["Torstraße 5"], "DE", locale).at(-1);
    expect(country).toBe({ en: "Germany", de: "Deutschland", ja: "ドイツ" }[locale]);
    expect(formatPolicyDate("2026-12-01", locale)).toBe(
      { en: "December 1, 2026", de: "1. Dezember 2026", ja: "2026年12月1日" }[locale],
    );
  });

  it("has the APPI's items in the order a reader in Japan expects", () => {
    expect(sections(false, false).map((s) => s.id)).toEqual(
      ["purposes", "provision", "foreign", "requests", "safety", "contact"].map(
        (id) => `privacy-japan-${id}`,
      ),
    );
  });

  it("lists a purpose exactly when the build does what it serves", () => {
    for (const endpoint of [false, true]) {
      for (const telemetry of [false, true]) {
        const purposes = text(endpoint, telemetry, "purposes");
        expect(purposes.includes(japan.purposes.telemetry)).toBe(telemetry);
        expect(purposes.includes(japan.purposes.contact)).toBe(endpoint);
        expect(purposes).toContain(japan.purposes.hosting);
        expect(purposes).toContain(japan.purposes.email);
      }
    }
  });

  it("keeps the entrusted companies apart from the video's third party", () => {
    const provision = sections(true, false).find((s) => s.id === "privacy-japan-provision")!;
    const entrusted = provision.paragraphs.indexOf(japan.provision.entrusted);
    expect(entrusted).toBeGreaterThan(0);
    const listed = provision.paragraphs.slice(entrusted + 1, -1).join(" ");
    expect(listed).toContain("Example Hosting GmbH");
    expect(listed).toContain("forms.example.net");
    expect(listed).not.toContain("Google");
    expect(provision.paragraphs.at(-1)).toBe(japan.provision.video);
    expect(text(false, false, "provision")).not.toContain("forms.example.net");
  });

  it("names each country abroad with its system: Germany by adequacy, the USA by consent", () => {
    const foreign = text(false, false, "foreign");
    const name = (code: string) => new Intl.DisplayNames([locale], { type: "region" }).of(code)!;
    expect(foreign).toContain(name("DE"));
    expect(foreign).toContain(name("US"));
    expect(foreign).toContain(japan.foreign.us);
    expect(foreign).toContain(japan.foreign.consent.replace("{country}", name("US")));
    const europe = [name("DE"), name("IE")].join(locale === "ja" ? "、" : ", ");
    expect(foreign).toContain(japan.foreign.equivalent.replace("{country}", europe));
    // A processor in the USA (the form service) needs the equivalent measures, too.
    expect(text(false, false, "foreign")).not.toContain(japan.foreign.other.slice(12));
    expect(text(true, false, "foreign")).toContain(
      japan.foreign.other.replace("{country}", name("US")),
    );
    // The safety measures answer to where we and our processors handle data, not Google.
    expect(text(false, false, "safety")).not.toContain(name("US"));
    expect(text(true, false, "safety")).toContain(name("US"));
  });

  it("asks for identity and discloses electronically, at the privacy contact", () => {
    expect(text(false, false, "requests")).toContain(operatorEnvDefaults.privacyEmail);
  });
});

describe("who answers for the editorial content", () => {
  it("names each person with the part they answer for, one person alone for all", () => {
    const parts = { blog: "for the blog", pages: "for all other pages" };
    expect(editorialResponsibility(operator(), parts)).toEqual([
      { name: "Alex Example (fictitious)", part: "for the blog" },
      { name: "Sam Example (fictitious)", part: "for all other pages" },
    ]);
    expect(editorialResponsibility(operator({ editors: ["Jane Doe"] }), parts)).toEqual([
      { name: "Jane Doe" },
    ]);
  });
});
