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
 * The content of every built locale as one text, each string as often as the content has
 * it, one string per line. Without the brand's name: a deploy that renames the brand
 * changes no width the fallback is matched to (fallback-faces.ts).
 */
export function contentText(content: Iterable<LocaleContent>): string {
  return [...content].flatMap((locale) => [...strings(locale)]).join("\n");
}

/**
 * Each character the site can show, once, in code point order: the content (above) and the
 * composed pages' (not in the text the fallback is matched to: a new landing page changes no
 * width of the site's own pages), the
 * brand's name and e-mail address, and the glyphs listed in src/styles/brand-font.ts. Line
 * breaks and other controls are left out.
 */
export function siteCharacters(
  content: Iterable<LocaleContent>,
  brand: { name: string; email: string },
  /** Other content the pages show: the composed pages' files. */
  more: readonly unknown[] = [],
): number[] {
  const text = [contentText(content), ...more.flatMap((tree) => [...strings(tree)])]
    .concat(brand.name, brand.email)
    .join("\n")
    .concat(extraGlyphs);
  const codePoints = new Set([...text].map((char) => char.codePointAt(0) ?? 0));
  return [...codePoints].filter((codePoint) => codePoint >= 0x20).sort((a, b) => a - b);
}
