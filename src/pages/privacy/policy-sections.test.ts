import { describe, expect, it } from "vitest";
import de from "../../../content/de/privacy.json";
import en from "../../../content/en/privacy.json";
import ja from "../../../content/ja/privacy.json";
import type { PrivacyContent } from "../../content/legal-schema";
import { resolveContactEnv } from "../../features/contact/contact-env";
import { resolveTelemetryEnv } from "../../features/telemetry/telemetry-env";
import type { Locale } from "../../i18n/locales";
import { processingSections } from "./policy-sections";
import { processingsOf, type BuildFacts } from "./processings";

const copies: [Locale, PrivacyContent][] = [
  ["en", en as PrivacyContent],
  ["de", de as PrivacyContent],
  ["ja", ja as PrivacyContent],
];

const build = (endpoint: boolean, telemetry: boolean): BuildFacts => ({
  contact: endpoint ? resolveContactEnv({ CONTACT_ENDPOINT: "https://forms.example.net/f" }) : null,
  telemetry: telemetry
    ? resolveTelemetryEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "https://otel.example.de:4318" })
    : null,
  contactCountry: endpoint ? "US" : "",
  telemetryCountry: telemetry ? "DE" : "",
  hostingProvider: "Example Hosting GmbH",
  hostingCountry: "DE",
  mailProvider: "Example Mail GmbH",
  mailCountry: "DE",
});

describe.each(copies)("the policy's generated sections in %s", (locale, copy) => {
  const sections = (facts: BuildFacts) => processingSections(processingsOf(facts), copy, locale);
  const section = (facts: BuildFacts, id: string) =>
    sections(facts).find((each) => each.id === `privacy-${id}`)!;
  const labels = (facts: BuildFacts, id: string) => section(facts, id).facts.map((f) => f.label);

  it("has a telemetry section exactly when the build measures", () => {
    for (const endpoint of [false, true]) {
      expect(sections(build(endpoint, false)).map((s) => s.id)).not.toContain("privacy-telemetry");
      expect(sections(build(endpoint, true)).map((s) => s.id)).toContain("privacy-telemetry");
    }
  });

  it("says of a form that sends nothing only that no one receives it", () => {
    const simulated = section(build(false, false), "contact");
    expect(simulated.paragraphs.join(" ")).toBe(copy.contact.simulated);
    expect(simulated.facts).toEqual([{ label: copy.facts.recipient, value: copy.facts.none }]);
    expect(simulated.fieldLists).toEqual([]);
  });

  it("gives a form that delivers its purpose, basis, recipient, transfer and retention", () => {
    const delivering = build(true, false);
    expect(labels(delivering, "contact")).toEqual([
      copy.facts.purpose,
      copy.facts.basis,
      copy.facts.recipient,
      copy.facts.transfer,
      copy.facts.retention,
    ]);
    expect(section(delivering, "contact").facts[2]!.value).toMatch(/^forms\.example\.net[ （(]/);
    expect(section(delivering, "contact").fieldLists).toHaveLength(1);
  });

  it("names the video's companies, its transfer basis and how consent is withdrawn", () => {
    const video = section(build(false, false), "video");
    const text = [...video.paragraphs, ...video.facts.map((f) => f.value)].join(" ");
    expect(text).toMatch(/Google Ireland Limited/);
    expect(text).toMatch(/Google LLC/);
    expect(text).toMatch(/Data Privacy Framework|データプライバシーフレームワーク/);
    expect(copy.processings.video.basis).toMatch(/youtube-nocookie\.com/);
  });

  it("has an e-mail section in every build, naming the mail host with its country", () => {
    for (const endpoint of [false, true]) {
      for (const telemetry of [false, true]) {
        const email = section(build(endpoint, telemetry), "email");
        expect(email.title).toBe(copy.processings.email.title);
        expect(email.facts.find((f) => f.label === copy.facts.recipient)?.value).toMatch(
          /^Example Mail GmbH ?[(（]/,
        );
      }
    }
  });

  it("names countries in the page's language, never English on a German page", () => {
    const text = sections(build(true, true))
      .flatMap((s) => s.facts.map((f) => f.value))
      .join(" ");
    if (locale !== "en") expect(text).not.toMatch(/United States|Germany|[(（]Ireland/);
    if (locale === "de") expect(text).not.toMatch(/nach Vereinigte/);
  });

  it("never gives 'no third parties' as a legal basis", () => {
    for (const id of Object.keys(copy.processings) as (keyof PrivacyContent["processings"])[]) {
      expect(copy.processings[id].basis).toMatch(/Art\. 6|§ 25|第6条|第25条/);
    }
  });
});
