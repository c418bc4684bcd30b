import { describe, expect, it } from "vitest";
import { llmsTxtPath, markdownTwinPath } from "./seo-config";

describe("markdownTwinPath", () => {
  it("puts a page's Markdown beside its index.html", () => {
    expect(markdownTwinPath("/")).toBe("/index.md");
    expect(markdownTwinPath("/contact")).toBe("/contact/index.md");
    expect(markdownTwinPath("/de/")).toBe("/de/index.md");
    expect(markdownTwinPath("/ja/contact")).toBe("/ja/contact/index.md");
    expect(() => markdownTwinPath("contact")).toThrow(/root-relative/);
  });
});

describe("llmsTxtPath", () => {
  it("gives each locale its own llms.txt under its folder", () => {
    expect(llmsTxtPath("en")).toBe("/llms.txt");
    expect(llmsTxtPath("de")).toBe("/de/llms.txt");
  });
});
