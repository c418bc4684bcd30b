import { describe, expect, it } from "vitest";
import { escapeText, markdownHeadings, md, unescapeText } from "./markdown";

describe("escapeText", () => {
  it("keeps copy as text: no emphasis, link, HTML or code can start in it", () => {
    expect(escapeText("Fields marked with an asterisk (*) are required.")).toBe(
      "Fields marked with an asterisk (\\*) are required.",
    );
    expect(escapeText("<script>[x](y) `a` _b_ a|b ~c~ &amp;")).toBe(
      "\\<script\\>\\[x\\](y) \\`a\\` \\_b\\_ a\\|b \\~c\\~ \\&amp;",
    );
    expect(escapeText("On-prem & On-cloud")).toBe("On-prem & On-cloud");
  });

  it("escapes what would start a heading, quote, list or rule at a line's start", () => {
    expect(escapeText("# no\n> no\n- no\n+ no\n2026. no\n1) no\n=")).toBe(
      "\\# no\n\\> no\n\\- no\n\\+ no\n2026\\. no\n1\\) no\n\\=",
    );
    expect(escapeText("a - b # c 3. d")).toBe("a - b # c 3. d");
  });

  it("is undone by unescapeText", () => {
    for (const text of ["(*) <b> [x]", "# a\n1. b", "春のキャンペーン", "C:\\path"]) {
      expect(unescapeText(escapeText(text))).toBe(text);
    }
  });
});

describe("md", () => {
  it("writes links to absolute URLs only", () => {
    expect(md.link("Get [in] Touch", "https://acme.io/contact")).toBe(
      "[Get \\[in\\] Touch](https://acme.io/contact)",
    );
    expect(md.link("Mail", "mailto:a@acme.io")).toBe("[Mail](mailto:a@acme.io)");
    expect(() => md.link("x", "/contact")).toThrow(/absolute URL/);
    expect(() => md.link("x", "https://acme.io/a b")).toThrow(/absolute URL/);
    expect(() => md.link("x", "javascript:alert(1)")).toThrow(/absolute URL/);
  });

  it("joins blocks with a blank line and ends with a newline", () => {
    expect(md.document([md.heading(1, "T"), false, md.list(["a", "b"])])).toBe("# T\n\n- a\n- b\n");
  });
});

describe("markdownHeadings", () => {
  it("reads ATX headings as a reader sees them, not inside code", () => {
    const text = "# One\n\n## Two \\*\n\n```\n# not\n```\n\n### Three ###\n#not\n";
    expect(markdownHeadings(text)).toEqual([
      { level: 1, text: "One" },
      { level: 2, text: "Two *" },
      { level: 3, text: "Three" },
    ]);
  });
});
