import { describe, expect, it } from "vitest";
import { operatorEnvDefaults } from "../../src/config/operator-env";
import { processingsOf } from "../../src/pages/privacy/processings";
import { loadContent } from "../content/load-content";
import { renderTwin, type SiteFacts } from "./page-twins";

const { content } = await loadContent(["en", "de"]);
const site: SiteFacts = {
  name: "Acme",
  url: "https://acme.io",
  email: "sales@acme.io",
  videoId: "dQw4w9WgXcQ",
  social: [],
  year: 2026,
  legal: {
    operator: {
      ...operatorEnvDefaults,
      jaName: "アクメ株式会社",
      jaAddress: ["東京都千代田区1-1"],
    },
    processings: processingsOf({
      contact: null,
      telemetry: null,
      contactCountry: "",
      telemetryCountry: "",
      hostingProvider: operatorEnvDefaults.hostingProvider,
      hostingCountry: "DE",
      mailProvider: "Example Mail GmbH",
      mailCountry: "DE",
    }),
    updated: "2026-12-01",
  },
};
const input = <Id extends "imprint" | "privacy">(id: Id, locale: "en" | "de", path: string) => ({
  locale,
  path,
  content: content[locale][id],
  common: content[locale].common,
  site,
  alternates: [],
});

describe("the legal pages' Markdown twins", () => {
  it("carries the imprint's facts and links to the policy in its language", () => {
    const twin = renderTwin("imprint", input("imprint", "de", "/de/impressum")) ?? "";
    expect(twin).toContain("# Impressum");
    expect(twin).toContain(operatorEnvDefaults.vatId);
    expect(twin).toContain("## Betreiber in Japan");
    expect(twin).toContain("(https://acme.io/de/datenschutz)");
  });

  it("has a section per processing of the build and none for telemetry it lacks", () => {
    const twin = renderTwin("privacy", input("privacy", "en", "/privacy")) ?? "";
    const { processings } = content.en.privacy;
    expect(twin).toContain(`### ${processings.video.title}`);
    expect(twin).toContain("www.youtube-nocookie.com");
    expect(twin).not.toContain(`### ${processings.telemetry.title}`);
    expect(twin).toContain("(https://acme.io/imprint)");
  });
});
