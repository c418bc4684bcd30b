import { describe, expect, it } from "vitest";
import type { LocaleContent } from "../../src/content/schema.ts";
import { extraGlyphs } from "../../src/styles/brand-font.ts";
import { siteCharacters } from "./site-text.ts";

// A content tree of any shape: siteCharacters only walks its strings.
const content = (tree: unknown) => tree as LocaleContent;

describe("siteCharacters", () => {
  const brand = { name: "Ωbsero", email: "hi@x.io" };
  const characters = siteCharacters(
    [content({ a: "Grüße", b: ["{count} Schritte\n", { c: "…ja 日本" }] })],
    brand,
  );
  const has = (text: string) =>
    [...text].every((char) => characters.includes(char.codePointAt(0) ?? -1));

  it("has every character of the content, the brand and the extra glyphs", () => {
    expect(has("Grüße Schritte…ja 日本")).toBe(true);
    expect(has("Ωbsero hi@x.io")).toBe(true);
    expect(has(extraGlyphs)).toBe(true);
  });

  it("leaves out placeholders (they are replaced) and control characters", () => {
    expect(characters.includes("{".codePointAt(0)!)).toBe(false);
    expect(characters.includes(0x0a)).toBe(false);
  });

  it("lists each once, in code point order", () => {
    expect(characters).toEqual([...new Set(characters)].sort((a, b) => a - b));
  });
});
