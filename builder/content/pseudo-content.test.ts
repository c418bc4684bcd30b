import { describe, expect, it } from "vitest";
import { pseudoMarkdown, pseudoText } from "./pseudo-content";

describe("pseudoText", () => {
  it("accents every letter that has a form, brackets the text, keeps placeholders", () => {
    expect(pseudoText("Hello {name}", "ar-xb")).toBe("[Ĥéļļö {name}]");
  });

  it("makes en-xa about 40% longer by doubling its vowels", () => {
    const english = "Compose your observability stack from modular building blocks.";
    const longer = pseudoText(english, "en-xa", { brackets: false });
    expect(longer.length / english.length).toBeGreaterThan(1.3);
    expect(longer.length / english.length).toBeLessThan(1.5);
    expect(longer).not.toMatch(/[aeiou]/);
  });

  it("keeps addresses, e-mail addresses, code and a link's target as written", () => {
    const text = "See [the docs](https://acme.io/docs), `npm test` or mail jane@company.com";
    const pseudo = pseudoText(text, "ar-xb", { brackets: false });
    expect(pseudo).toContain("](https://acme.io/docs)");
    expect(pseudo).toContain("`npm test`");
    expect(pseudo).toContain("jane@company.com");
    expect(pseudo).toMatch(/^Šéé/);
  });
});

describe("pseudoMarkdown", () => {
  it("changes the reader's words, not dates, tags, paths or code blocks", () => {
    const post = [
      "---",
      "title: Sampling",
      "date: 2026-10-14",
      "tags:",
      "  - engineering",
      "cover:",
      "  image: /media/blog/a.svg",
      "  alt: A chart",
      "---",
      "",
      "Some text.",
      "```yaml",
      "key: value",
      "```",
    ].join("\n");
    const pseudo = pseudoMarkdown(post, "en-xa");
    expect(pseudo).toContain("title: Šàmþļîñĝ");
    expect(pseudo).toContain("date: 2026-10-14");
    expect(pseudo).toContain("  - engineering");
    expect(pseudo).toContain("  image: /media/blog/a.svg");
    expect(pseudo).toContain("  alt: Å çĥàŕţ");
    expect(pseudo).toContain("Šööméé ţééxţ.");
    expect(pseudo).toContain("```yaml\nkey: value\n```");
  });
});
