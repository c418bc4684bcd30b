import { describe, expect, it } from "vitest";
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
};

describe("the integrations catalog's Markdown twin", () => {
  it("has every category and integration as a heading, each with its docs and its own address", () => {
    const catalog = content.de.integrations;
    const twin =
      renderTwin("integrations", {
        locale: "de",
        path: "/de/integrations",
        content: catalog,
        common: content.de.common,
        site,
        alternates: [],
      }) ?? "";
    const headings = markdownHeadings(twin).map((heading) => heading.text);
    expect(headings[0]).toBe(catalog.page.title);
    for (const category of Object.values(catalog.categories))
      expect(headings).toContain(category.name);
    for (const entry of catalog.integrations) {
      expect(headings).toContain(entry.name);
      expect(twin).toContain(`(${entry.docs})`);
      expect(twin).toContain(`(https://acme.io/de/integrations#${entry.id})`);
    }
    expect(twin).toContain(catalog.ingestion.receiver);
  });
});
