import { describe, expect, it } from "vitest";
import { agentHeaders, coveringLlmsTxt, wantsMarkdown } from "./agent-headers";

describe("wantsMarkdown", () => {
  it("answers Markdown to a client that names text/markdown", () => {
    for (const accept of [
      "text/markdown",
      "TEXT/Markdown",
      "text/markdown, text/html, */*",
      "text/html;q=0.9, text/markdown",
      "text/plain;q=0.5,text/markdown;charset=utf-8;q=0.8",
      "text/markdown;q=0.001",
      " text/markdown ;variant=GFM",
    ]) {
      expect(wantsMarkdown(accept), accept).toBe(true);
    }
  });

  it("answers HTML to browsers, wildcards and a refusal of Markdown", () => {
    for (const accept of [
      undefined,
      "",
      "*/*",
      "text/*",
      "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
      "text/markdown;q=0",
      "text/markdown; q=0.000, text/html",
      "text/markdownish",
      "application/text/markdown",
      "text/x-markdown",
    ]) {
      expect(wantsMarkdown(accept), String(accept)).toBe(false);
    }
  });
});

describe("coveringLlmsTxt", () => {
  const files = new Set(["/llms.txt", "/de/llms.txt"]);

  it("finds the nearest llms.txt at or above a page's folder", () => {
    expect(coveringLlmsTxt("/", files)).toBe("/llms.txt");
    expect(coveringLlmsTxt("/contact", files)).toBe("/llms.txt");
    expect(coveringLlmsTxt("/de/", files)).toBe("/de/llms.txt");
    expect(coveringLlmsTxt("/de/contact", files)).toBe("/de/llms.txt");
    expect(coveringLlmsTxt("/ja/contact", files)).toBe("/llms.txt");
    expect(coveringLlmsTxt("/x", new Set())).toBeUndefined();
  });
});

describe("agentHeaders", () => {
  const files = [
    "/index.html",
    "/index.md",
    "/llms.txt",
    "/404.html",
    "/contact/index.html",
    "/contact/index.md",
    "/de/404.html",
    "/de/index.html",
    "/de/index.md",
    "/de/llms.txt",
    "/de/contact/index.html",
  ];

  it("negotiates the pages that have a twin, and links pages, twins and llms.txt", () => {
    const { twins, links } = agentHeaders(files, "https://acme.io");
    expect([...twins]).toEqual([
      ["/", "/index.md"],
      ["/contact", "/contact/index.md"],
      ["/de/", "/de/index.md"],
    ]);
    expect(links.get("/de/")).toBe(
      '</de/index.md>; rel="alternate"; type="text/markdown", </de/llms.txt>; rel="describedby"',
    );
    expect(links.get("/contact/index.md")).toBe(
      '<https://acme.io/contact>; rel="canonical", </llms.txt>; rel="describedby"',
    );
    expect(links.has("/de/contact")).toBe(false);
  });
});
