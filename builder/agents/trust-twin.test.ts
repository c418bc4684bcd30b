import { describe, expect, it } from "vitest";
import { operatorEnvDefaults } from "../../src/config/operator-env";
import { processingsOf } from "../../src/pages/privacy/processings";
import { loadContent } from "../content/load-content";
import { markdownHeadings } from "./markdown";
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
    operator: operatorEnvDefaults,
    processings: processingsOf({ ...operatorEnvDefaults, contact: null, telemetry: null }),
    updated: "2026-12-01",
  },
};

describe("the trust center's Markdown twin", () => {
  const trust = content.de.trust;
  const twin =
    renderTwin("trust", {
      locale: "de",
      path: "/de/trust",
      content: trust,
      common: content.de.common,
      site,
      alternates: [],
    }) ?? "";

  it("has each section, the site's sub-processors from the build and each sample marked", () => {
    const headings = markdownHeadings(twin).map((heading) => heading.text);
    expect(headings[0]).toBe(trust.page.title);
    expect(headings).toContain(trust.siteProcessors.title);
    expect(headings).toContain(trust.certifications.entries[0]?.name);
    expect(twin).toContain(`${trust.certifications.statuses.certified} (${trust.page.sample}).`);
    expect(twin).toContain(`| ${operatorEnvDefaults.hostingProvider} |`);
    expect(twin).toContain("| Google Ireland Limited |");
    expect(twin).toContain("[security@example.com](mailto:security@example.com)");
  });

  it("links each request to the contact form with its subject", () => {
    const subject = new URLSearchParams({ subject: trust.requests.dpa.subject }).toString();
    expect(twin).toContain(`(https://acme.io/de/contact?${subject})`);
  });
});
