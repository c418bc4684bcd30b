import { describe, expect, it } from "vitest";
import { parseLlmsTxt, writeLlmsTxt, type LlmsTxt } from "./llms-txt";

const file: LlmsTxt = {
  title: "Acme",
  summary: "Observability [for] *everyone*.",
  details: ["Every page is Markdown.", "Email Us: a@acme.io"],
  sections: [
    {
      heading: "Pages",
      links: [
        { name: "Home", url: "https://acme.io/index.md", notes: "The pitch: 1. fast" },
        { name: "Contact", url: "https://acme.io/contact/index.md" },
      ],
    },
    { heading: "Optional", links: [{ name: "Deutsch", url: "https://acme.io/de/llms.txt" }] },
  ],
};

describe("llms.txt", () => {
  it("is written in the specification's order and read back unchanged", () => {
    const text = writeLlmsTxt(file);
    expect(text.split("\n").slice(0, 3)).toEqual([
      "# Acme",
      "",
      "> Observability \\[for\\] \\*everyone\\*.",
    ]);
    expect(text).toContain("## Pages\n\n- [Home](https://acme.io/index.md): The pitch: 1. fast\n");
    expect(parseLlmsTxt(text)).toEqual(file);
  });

  it("refuses a file out of the specification's shape", () => {
    expect(() => parseLlmsTxt("## Pages\n- [a](https://a.io)\n")).toThrow(/no H1/);
    expect(() => parseLlmsTxt("# A\n\nno summary\n")).toThrow(/blockquote/);
    expect(() => parseLlmsTxt("# A\n\n> s\n\n## Pages\n\nsome prose\n")).toThrow(/link line/);
  });
});
