import { brandColors } from "../../src/config/colors.ts";
import { placeLogo } from "./card-logo.ts";
import { type TextStyle, typesetter } from "./typeset.ts";
import { type WrapOptions, wrapText } from "./wrap-text.ts";

/**
 * What a social card shows. The build draws it with its own fonts: the site's card in each
 * language, or one per blog post.
 */
export interface SocialCardContent {
  /** BCP 47 language of the copy: it picks line breaks and localised glyph forms. */
  lang: string;
  /** The locale's writing direction: right to left sets every line from the right edge. */
  dir?: "ltr" | "rtl";
  /** The brand name beside the logo. */
  name: string;
  /** A short line above the title, such as "Blog" or a date. */
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** Shown at the bottom, e.g. `www.example.com`. */
  host: string;
  /** The logo's SVG markup. */
  logoSvg: string;
  width: number;
  height: number;
}

/** Geist's cap height as a share of the font size: blocks are placed by their capitals' tops. */
const capHeight = 0.71;

/**
 * Headline sizes, largest first, and the lines each may take: a title that would need more
 * lines (or break a word) steps down. The smallest takes whatever is left, with an ellipsis.
 */
export const titleSteps = [
  { size: 64, maxLines: 2 },
  { size: 56, maxLines: 3 },
  { size: 48, maxLines: 3 },
] as const;

/** Chinese, Japanese and Korean: square glyphs that need more leading and no tightening. */
function isCjk(lang: string): boolean {
  return /^(ja|zh|ko)\b/i.test(lang);
}

interface SetText {
  lines: string[];
  truncated: boolean;
  brokeWord: boolean;
  draw: (line: string, x: number, y: number) => string;
  measure: (line: string) => number;
}

/** Text measured with its fonts and wrapped. */
async function setText(
  text: string,
  style: TextStyle,
  wrap: Pick<WrapOptions, "maxWidth" | "maxLines" | "balance">,
): Promise<SetText> {
  const type = await typesetter(text, style);
  return {
    ...wrapText(text, { lang: style.lang, measure: type.measure, ...wrap }),
    draw: type.draw,
    measure: type.measure,
  };
}

/**
 * Where lines start: `x` from the left edge, or, right to left, `x` from the right edge,
 * each line ending there. (The glyphs of a run are drawn in their stored order: the
 * pseudo-locale's Latin needs no reordering, and a real right-to-left script would add
 * shaping and bidi runs to typeset.ts.)
 */
interface Edge {
  x: number;
  width: number;
  dir: "ltr" | "rtl";
}

/** One <path> per line, baselines `lineHeight` apart. */
function linePaths(text: SetText, edge: Edge, baseline: number, lineHeight: number, fill: string) {
  return text.lines
    .map((line, index) => {
      const x = edge.dir === "rtl" ? edge.width - edge.x - Math.ceil(text.measure(line)) : edge.x;
      const d = text.draw(line, x, Math.round(baseline + index * lineHeight));
      return `<path fill="${fill}" d="${d}"/>`;
    })
    .join("");
}

/** The largest title step that sets the whole title without breaking a word. */
export async function fitTitle(title: string, lang: string, maxWidth: number) {
  for (const [index, step] of titleSteps.entries()) {
    const style: TextStyle = {
      lang,
      size: step.size,
      weight: 700,
      // Large Latin type looks loose at its default spacing; a product headline tightens it.
      letterSpacing: isCjk(lang) ? 0 : -0.02 * step.size,
    };
    const set = await setText(title, style, { maxWidth, maxLines: step.maxLines, balance: true });
    if ((!set.truncated && !set.brokeWord) || index === titleSteps.length - 1) {
      return { ...set, size: step.size, lineHeight: Math.round(step.size * leading(lang)) };
    }
  }
  throw new Error("No title step"); // Unreachable: the last step always returns.
}

function leading(lang: string): number {
  return isCjk(lang) ? 1.3 : 1.18;
}

/**
 * The link-preview card in the site's dark style: logo and name, an optional eyebrow, the
 * title and subtitle, and the site's host. Every letter is a path drawn from the build's
 * own fonts, so the card looks the same on every machine, whatever fonts it has.
 */
export async function socialCardSvg(card: SocialCardContent): Promise<string> {
  const { width, height, lang, dir = "ltr" } = card;
  const c = brandColors;
  const left = 80;
  const at = (x: number): Edge => ({ x, width, dir });
  const contentWidth = width - 2 * left;
  const text: string[] = [];

  const logoSize = 64;
  const nameX = left + logoSize + 20;
  const nameStyle: TextStyle = { lang, size: 40, weight: 700 };
  const name = await setText(card.name, nameStyle, { maxWidth: width - left - nameX, maxLines: 1 });
  text.push(linePaths(name, at(nameX), 118, 0, c.heading));

  const hostStyle: TextStyle = { lang, size: 26, weight: 600 };
  const host = await setText(card.host, hostStyle, { maxWidth: contentWidth, maxLines: 1 });
  text.push(linePaths(host, at(left), height - 64, 0, c.cyan));

  // The middle block, from the top of its first capitals down to `lowestBaseline`.
  let top = 200;
  const lowestBaseline = height - 130;
  if (card.eyebrow) {
    const size = 22;
    const style: TextStyle = { lang, size, weight: 600, letterSpacing: isCjk(lang) ? 0 : 1.8 };
    const eyebrow = await setText(card.eyebrow.toLocaleUpperCase(lang), style, {
      maxWidth: contentWidth,
      maxLines: 1,
    });
    const baseline = Math.round(top + capHeight * size);
    text.push(linePaths(eyebrow, at(left), baseline, 0, c.cyan));
    top = baseline + 30;
  }

  const title = await fitTitle(card.title, lang, contentWidth);
  const titleBaseline = Math.round(top + capHeight * title.size);
  text.push(linePaths(title, at(left), titleBaseline, title.lineHeight, c.heading));

  if (card.subtitle) {
    const lineHeight = 40;
    const lastTitleBaseline = titleBaseline + (title.lines.length - 1) * title.lineHeight;
    const baseline = lastTitleBaseline + Math.round(0.6 * title.size) + 34;
    const maxLines = Math.min(3, Math.floor((lowestBaseline - baseline) / lineHeight) + 1);
    if (maxLines > 0) {
      const subtitle = await setText(
        card.subtitle,
        { lang, size: 28, weight: 400 },
        {
          // Shorter lines than the title's: easier to read, and room for the glow.
          maxWidth: Math.min(contentWidth, 880),
          maxLines,
          balance: true,
        },
      );
      text.push(linePaths(subtitle, at(left), baseline, lineHeight, c.text));
    }
  }

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    "<defs>",
    `<linearGradient id="card-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.surface}"/><stop offset="1" stop-color="${c.background}"/></linearGradient>`,
    `<radialGradient id="card-cyan" cx="${dir === "rtl" ? 0.85 : 0.15}" cy="0" r="0.7"><stop offset="0" stop-color="${c.cyan}" stop-opacity="0.22"/><stop offset="1" stop-color="${c.cyan}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="card-violet" cx="${dir === "rtl" ? 0.05 : 0.95}" cy="1" r="0.6"><stop offset="0" stop-color="${c.violet}" stop-opacity="0.2"/><stop offset="1" stop-color="${c.violet}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="card-accent" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c.cyan}"/><stop offset="1" stop-color="${c.violet}"/></linearGradient>`,
    "</defs>",
    `<rect width="${width}" height="${height}" fill="url(#card-bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#card-cyan)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#card-violet)"/>`,
    placeLogo(card.logoSvg, dir === "rtl" ? width - left - logoSize : left, 72, logoSize),
    ...text,
    `<rect y="${height - 12}" width="${width}" height="12" fill="url(#card-accent)"/>`,
    "</svg>",
  ].join("");
}
