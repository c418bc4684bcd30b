// A post's drawings (content/media/blog/*.svg) are rasterised at build (post-images.ts), and
// a rasteriser draws <text> with whatever fonts the build machine has: DejaVu on a bare
// Debian, and boxes for Japanese where no CJK font is installed. So before rendering, each
// label is replaced by its glyph outlines, set in the brand face with Noto Sans JP for
// Japanese (the social cards' fonts, from npm): a drawing looks the same on every machine,
// in every language, and like the rest of the site.
import { typesetter, type TextStyle } from "../social-image/typeset.ts";

/** A drawing the outliner cannot set as its author meant: the build stops, naming why. */
export class DrawingTextError extends Error {
  override name = "DrawingTextError";
}

const weights: Record<string, TextStyle["weight"]> = {
  normal: 400,
  "400": 400,
  "600": 600,
  bold: 700,
  "700": 700,
};
const anchors = { start: 0, middle: 0.5, end: 1 } as const;
/** Attributes a label may carry; they are kept on its outlines where they still mean something. */
const paintAttributes = new Set(["fill", "fill-opacity", "opacity"]);
const layoutAttributes = new Set([
  "x",
  "y",
  "font-size",
  "font-weight",
  "text-anchor",
  "letter-spacing",
  // The brand face draws every label, whatever family the file names.
  "font-family",
]);

/**
 * The SVG with each `<text>` replaced by a `<path>` of its glyphs, at the same place and in
 * the same paint. One line per `<text>` (no `<tspan>`), positioned by `x`, `y` and
 * `text-anchor`; the language for shaping is the root's `xml:lang` (or `lang`), else English.
 * @param file the drawing's name, for messages
 * @throws DrawingTextError for markup it cannot outline faithfully
 */
export async function outlineDrawingText(svg: string, file: string): Promise<string> {
  const root = /<svg\b([^>]*?)\/?>/.exec(svg)?.[1] ?? "";
  const rootAttributes = attributesOf(root, file);
  const lang = rootAttributes.get("xml:lang") ?? rootAttributes.get("lang") ?? "en";
  const labels = /<text\b([^>]*)>([^<]*)<\/text>/g;
  const outlined: string[] = [];
  let last = 0;
  for (const match of svg.matchAll(labels)) {
    outlined.push(svg.slice(last, match.index), await outline(match[1] ?? "", match[2] ?? ""));
    last = match.index + match[0].length;
  }
  outlined.push(svg.slice(last));
  const result = outlined.join("");
  if (/<text\b/.test(result)) {
    throw new DrawingTextError(
      `${file}: a <text> holds other elements (such as <tspan>); write one <text> per line`,
    );
  }
  return result;

  async function outline(attributeText: string, content: string): Promise<string> {
    const attributes = attributesOf(attributeText, file);
    for (const name of attributes.keys()) {
      if (!paintAttributes.has(name) && !layoutAttributes.has(name)) {
        throw new DrawingTextError(
          `${file}: <text ${name}="..."> is not supported; a label may carry ` +
            `${[...layoutAttributes, ...paintAttributes].join(", ")}`,
        );
      }
    }
    const text = decodeEntities(content).replace(/\s+/g, " ").trim();
    if (!text) return "";
    const number = (name: string, fallback: number) => {
      const value = attributes.get(name);
      if (value === undefined) return fallback;
      const parsed = Number(value.replace(/px$/, ""));
      if (!Number.isFinite(parsed)) {
        throw new DrawingTextError(`${file}: ${name}="${value}" on "${text}" is not a number`);
      }
      return parsed;
    };
    const weight = weights[attributes.get("font-weight") ?? "normal"];
    if (weight === undefined) {
      throw new DrawingTextError(
        `${file}: font-weight="${attributes.get("font-weight")}" on "${text}"; ` +
          `use ${Object.keys(weights).join(", ")}`,
      );
    }
    const anchor = attributes.get("text-anchor") ?? "start";
    if (!(anchor in anchors)) {
      throw new DrawingTextError(`${file}: text-anchor="${anchor}" on "${text}"`);
    }
    const style: TextStyle = {
      lang,
      // 16 px is a browser's default size, as for an SVG shown as it is.
      size: number("font-size", 16),
      weight,
      letterSpacing: number("letter-spacing", 0),
    };
    const setter = await typesetter(text, style);
    const x = number("x", 0) - anchors[anchor as keyof typeof anchors] * setter.measure(text);
    const paint = [...attributes]
      .filter(([name]) => paintAttributes.has(name))
      .map(([name, value]) => ` ${name}="${value}"`)
      .join("");
    return `<path${paint} d="${setter.draw(text, x, number("y", 0))}"/>`;
  }
}

/** The attributes of a tag's inside (after its name), in either kind of quotes. */
function attributesOf(text: string, file: string): Map<string, string> {
  const attribute = /\s*([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')\s*/y;
  const attributes = new Map<string, string>();
  while (attribute.lastIndex < text.length) {
    const match = attribute.exec(text);
    if (!match) {
      // Anything else would be left out silently: a label drawn in the wrong place.
      throw new DrawingTextError(`${file}: cannot read the attributes "${text.trim()}"`);
    }
    attributes.set(match[1] ?? "", match[2] ?? match[3] ?? "");
  }
  return attributes;
}

const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, body: string) => {
    if (body.startsWith("#x") || body.startsWith("#X")) {
      return String.fromCodePoint(parseInt(body.slice(2), 16));
    }
    if (body.startsWith("#")) return String.fromCodePoint(Number(body.slice(1)));
    return named[body] ?? entity;
  });
}
