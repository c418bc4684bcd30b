import { describe, expect, it } from "vitest";
import { MissingGlyphError, outlinePath, typesetter } from "./typeset.ts";

const en = { lang: "en", size: 100, weight: 400 } as const;

describe("typesetter", () => {
  it("measures with the font's kerning", async () => {
    const type = await typesetter("AVATAR", en);
    const unkerned = ["A", "V", "A", "T", "A", "R"].reduce((sum, c) => sum + type.measure(c), 0);
    expect(type.measure("AVATAR")).toBeLessThan(unkerned - 5);
  });

  it("draws bold wider than regular, from the same variable font", async () => {
    const regular = await typesetter("Observability", en);
    const bold = await typesetter("Observability", { ...en, weight: 700 });
    expect(bold.measure("Observability")).toBeGreaterThan(regular.measure("Observability"));
  });

  it("adds letter-spacing between characters, not after the last", async () => {
    const plain = await typesetter("Blog", en);
    const spaced = await typesetter("Blog", { ...en, letterSpacing: 3 });
    expect(spaced.measure("Blog") - plain.measure("Blog")).toBeCloseTo(9, 5);
  });

  it("scales with the font size", async () => {
    const small = await typesetter("Modern", { ...en, size: 50 });
    const large = await typesetter("Modern", en);
    expect(large.measure("Modern")).toBeCloseTo(2 * small.measure("Modern"), 5);
  });

  it("measures Japanese at full width and mixes in Latin from Geist", async () => {
    const type = await typesetter("AIを活用した", { ...en, lang: "ja" });
    expect(type.measure("活用した")).toBeCloseTo(400, 0);
    expect(type.measure("AIを活用した")).toBeGreaterThan(500);
  });

  it("draws each line as path data placed at its baseline, with no text", async () => {
    const type = await typesetter("モダン Hi", { ...en, lang: "ja" });
    const d = type.draw("モダン Hi", 80, 250);
    expect(d).toMatch(/^M[\d.]+ [\d.]+/);
    // Every coordinate is on the card, above the baseline plus a descender.
    const ys = [...d.matchAll(/[\d.]+ ([\d.]+)/g)].map((m) => Number(m[1]));
    expect(Math.max(...ys)).toBeLessThanOrEqual(250 + 30);
    expect(Math.min(...ys)).toBeGreaterThan(250 - 100);
  });

  it("names the character, its code point and the text when no font has it", async () => {
    const text = "Launch 🚀 today";
    const error = await typesetter(text, en).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingGlyphError);
    expect((error as Error).message).toContain('"🚀" (U+1F680) in "Launch 🚀 today"');
    expect((error as Error).message).toContain("Geist, Noto Sans JP");
  });

  it("refuses a line that is not part of its text, whose fonts it did not load", async () => {
    const type = await typesetter("abc", en);
    expect(() => type.measure("abz")).toThrow(/not part of/);
  });
});

describe("outlinePath", () => {
  it("scales font units, flips y and moves to the origin, with two decimals", () => {
    const commands = [
      { type: "M", values: [0, 0] },
      { type: "L", values: [500, 700] },
      { type: "Q", values: [1000, 700, 1000, 0.123] },
      { type: "Z", values: [] },
    ];
    expect(outlinePath(commands, 10, 100, 0.1)).toBe("M10 100L60 30Q110 30 110 99.99Z");
  });
});
