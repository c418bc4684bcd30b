import { describe, expect, it } from "vitest";
import { normalizeSpace, wrapText, type WrapOptions } from "./wrap-text.ts";

/** A fake font: Latin 10 units a character, CJK 20 (full width). */
const measure = (text: string) =>
  [...text].reduce((width, char) => width + ((char.codePointAt(0) ?? 0) >= 0x2e80 ? 20 : 10), 0);

const wrap = (text: string, options: Partial<WrapOptions> & Pick<WrapOptions, "maxWidth">) =>
  wrapText(text, { lang: "en", maxLines: 10, measure, ...options });

describe("wrapText in English", () => {
  const title = "Modern Systems, Modern Observability";

  it("fills each line greedily at word boundaries", () => {
    expect(wrap(title, { maxWidth: 220 })).toEqual({
      lines: ["Modern Systems, Modern", "Observability"],
      truncated: false,
      brokeWord: false,
    });
  });

  it("balances a headline, preferring the break after the comma", () => {
    expect(wrap(title, { maxWidth: 220, balance: true }).lines).toEqual([
      "Modern Systems,",
      "Modern Observability",
    ]);
  });

  it("ends the last line in an ellipsis when the text needs more lines", () => {
    const { lines, truncated } = wrap("one two three four five six", { maxWidth: 90, maxLines: 2 });
    expect(truncated).toBe(true);
    expect(lines).toEqual(["one two", "three…"]);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(90);
  });

  it("drops a comma before the ellipsis", () => {
    expect(wrap(title, { maxWidth: 160, maxLines: 1 }).lines).toEqual(["Modern Systems…"]);
  });

  it("reads runs of white space as one space", () => {
    expect(normalizeSpace("  Modern\n\tSystems  ")).toBe("Modern Systems");
    expect(wrap("  Modern\n\tSystems  ", { maxWidth: 500 }).lines).toEqual(["Modern Systems"]);
    expect(wrap("   ", { maxWidth: 500 }).lines).toEqual([]);
  });
});

describe("wrapText in German", () => {
  it("balances a headline at its comma", () => {
    const lines = wrap("Moderne Systeme, moderne Observability", {
      lang: "de",
      maxWidth: 300,
      balance: true,
    }).lines;
    expect(lines).toEqual(["Moderne Systeme,", "moderne Observability"]);
  });

  it("keeps long compounds whole while they fit a line", () => {
    const { lines, brokeWord } = wrap("Die Beobachtbarkeitsplattform für Kubernetes-Cluster", {
      lang: "de",
      maxWidth: 300,
    });
    expect(brokeWord).toBe(false);
    expect(lines).toEqual(["Die Beobachtbarkeitsplattform", "für Kubernetes-Cluster"]);
  });

  it("breaks a compound wider than the line between its letters, and says so", () => {
    const { lines, brokeWord } = wrap("Die Beobachtbarkeitsplattform", {
      lang: "de",
      maxWidth: 150,
    });
    expect(brokeWord).toBe(true);
    expect(lines).toEqual(["Die", "Beobachtbarkeit", "splattform"]);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(150);
  });

  it("breaks after the hyphen of a compound", () => {
    expect(wrap("KI-gestützte Observability", { lang: "de", maxWidth: 130 }).lines).toEqual([
      "KI-gestützte",
      "Observability",
    ]);
    expect(wrap("KI-gestützte Observability", { lang: "de", maxWidth: 100 }).lines).toEqual([
      "KI-",
      "gestützte",
      "Observabil",
      "ity",
    ]);
  });
});

describe("wrapText in Japanese", () => {
  const title = "モダンなシステムに、モダンなオブザーバビリティを";

  it("fills lines greedily at phrase boundaries, with no spaces to break at", () => {
    expect(wrap(title, { lang: "ja", maxWidth: 320 }).lines).toEqual([
      "モダンなシステムに、モダンな",
      "オブザーバビリティを",
    ]);
  });

  it("balances a headline at the clause's comma", () => {
    expect(wrap(title, { lang: "ja", maxWidth: 320, balance: true }).lines).toEqual([
      "モダンなシステムに、",
      "モダンなオブザーバビリティを",
    ]);
  });

  it("starts no line with closing punctuation, even in narrow columns", () => {
    const text = "原因の特定はわずか数分、オンプレミスでもクラウドでも。";
    for (const maxWidth of [80, 100, 120, 160, 200]) {
      const { lines } = wrap(text, { lang: "ja", maxWidth });
      expect(lines.join("")).toBe(text);
      for (const line of lines) expect(line).not.toMatch(/^[、。ーッ]/u);
    }
  });

  it("shortens with an ellipsis, without the comma before it", () => {
    const { lines, truncated } = wrap(title, { lang: "ja", maxWidth: 220, maxLines: 1 });
    expect(truncated).toBe(true);
    expect(lines).toEqual(["モダンなシステムに…"]);
  });
});
