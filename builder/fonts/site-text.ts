import type { LocaleContent } from "../../src/content/schema.ts";
import { extraGlyphs } from "../../src/styles/brand-font.ts";

/** Every string in a content tree, with its `{placeholders}` left out: they are replaced. */
function* strings(value: unknown): Generator<string> {
  if (typeof value === "string") yield value.replace(/\{\w+\}/g, "");
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) yield* strings(item);
}

/**
 * The site's copy as one text, each string as often as the content has it: the content of
 * every built locale and the brand's name and e-mail address, one string per line.
 */
export function siteText(
  content: Iterable<LocaleContent>,
  brand: { name: string; email: string },
): string {
  return [...[...content].flatMap((locale) => [...strings(locale)]), brand.name, brand.email].join(
    "\n",
  );
}

/**
 * Each character the site can show, once, in code point order: the site's text (above) and
 * the glyphs listed in src/styles/brand-font.ts. Line breaks and other controls are left out.
 */
export function siteCharacters(
  content: Iterable<LocaleContent>,
  brand: { name: string; email: string },
): number[] {
  const text = siteText(content, brand).concat(extraGlyphs);
  const codePoints = new Set([...text].map((char) => char.codePointAt(0) ?? 0));
  return [...codePoints].filter((codePoint) => codePoint >= 0x20).sort((a, b) => a - b);
}
