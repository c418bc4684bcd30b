import { describe, expect, it } from "vitest";
import { breakAnywhere, breakUnits } from "./line-breaks.ts";

describe("breakUnits", () => {
  it("keeps an English word with its punctuation and the space after it", () => {
    expect(breakUnits("Modern Systems, Modern Observability", "en")).toEqual([
      "Modern ",
      "Systems, ",
      "Modern ",
      "Observability",
    ]);
  });

  it("breaks German after a hyphen inside a compound, never inside the compound", () => {
    expect(breakUnits("KI-gestützte Beobachtbarkeitsplattform", "de")).toEqual([
      "KI-",
      "gestützte ",
      "Beobachtbarkeitsplattform",
    ]);
  });

  it("keeps a dash at the end of the line, not the start of the next", () => {
    expect(breakUnits("in Minuten – on-prem", "de")).toEqual(["in ", "Minuten – ", "on-", "prem"]);
  });

  it("breaks Japanese between phrases: particles and katakana words stay whole", () => {
    expect(breakUnits("モダンなシステムに、モダンなオブザーバビリティを", "ja")).toEqual([
      "モダンな",
      "システムに、",
      "モダンな",
      "オブザーバビリティを",
    ]);
  });

  it("never starts a Japanese line with closing punctuation nor ends one with an opening", () => {
    const units = breakUnits("「こんにちは」と言った（2026年）。原因の特定は、わずか数分。", "ja");
    expect(units.join("")).toBe("「こんにちは」と言った（2026年）。原因の特定は、わずか数分。");
    for (const unit of units) {
      expect(unit).not.toMatch(/^[、。」）]/u);
      expect(unit).not.toMatch(/[「（]$/u);
    }
    expect(units).toContain("（2026年）。");
  });

  it("keeps Latin words inside Japanese text with their particle", () => {
    expect(breakUnits("AIを活用した", "ja")).toEqual(["AIを", "活用した"]);
  });

  it("keeps a number with what it counts", () => {
    expect(breakUnits("時間を80%短縮", "ja")).toEqual(["時間を", "80%短縮"]);
  });
});

describe("breakAnywhere", () => {
  it("splits between graphemes, keeping combining marks with their letter", () => {
    expect(breakAnywhere("Cafe\u0301", "fr")).toEqual(["C", "a", "f", "e\u0301"]);
  });

  it("keeps small kana and the long-vowel mark off the start of a piece", () => {
    expect(breakAnywhere("オブザーバビリティ", "ja")).toEqual([
      "オ",
      "ブ",
      "ザー",
      "バ",
      "ビ",
      "リ",
      "ティ",
    ]);
  });
});
