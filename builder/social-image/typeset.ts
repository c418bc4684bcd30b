import type { Buffer as ShapingBuffer, Feature, SvgPathCommand } from "harfbuzzjs";
import { codePointLabel } from "../fonts/unicode-ranges.ts";
import { faceFor, fontChain, type FontWeight, harfbuzz, type LoadedFace } from "./fonts.ts";
import { ellipsis } from "./wrap-text.ts";

export interface TextStyle {
  /** BCP 47 language: shaping (localised forms) and where graphemes end. */
  lang: string;
  /** Font size in pixels. */
  size: number;
  weight: FontWeight;
  /** Extra space after each character in pixels, as CSS `letter-spacing`. */
  letterSpacing?: number;
}

/** Measures and draws lines of one prepared text in one style. Synchronous once made. */
export interface Typesetter {
  /** Width in pixels of a line, from the glyphs' advances and kerning. */
  measure: (line: string) => number;
  /** The line's glyph outlines as SVG path data, its baseline starting at (x, y). */
  draw: (line: string, x: number, y: number) => string;
}

interface PlacedGlyph {
  face: LoadedFace;
  id: number;
  /** Origin in pixels from the line's start, y up. */
  x: number;
  y: number;
}

/** A character no font in the chain can draw: the build stops rather than draw a box. */
export class MissingGlyphError extends Error {
  constructor(grapheme: string, text: string) {
    const codes = [...grapheme].map((char) => codePointLabel(char.codePointAt(0) ?? 0));
    super(
      `No font has a glyph for "${grapheme}" (${codes.join(" ")}) in "${text}"; ` +
        `tried ${fontChain.map((font) => font.family).join(", ")}`,
    );
    this.name = "MissingGlyphError";
  }
}

/**
 * Opens the fonts that `text` (and an ellipsis, for a shortened line) needs, then
 * returns a typesetter for any line cut from it.
 * @throws MissingGlyphError when a character has a glyph in no font of the chain
 */
export async function typesetter(text: string, style: TextStyle): Promise<Typesetter> {
  const hb = await harfbuzz();
  const graphemes = new Intl.Segmenter(style.lang, { granularity: "grapheme" });
  // Null for a grapheme that is only invisible characters: it takes the face beside it.
  const faces = new Map<string, LoadedFace | null>();
  for (const { segment } of graphemes.segment(text + ellipsis)) {
    if (faces.has(segment)) continue;
    const visible = segment.replace(/\p{Default_Ignorable_Code_Point}/gu, "");
    const face = visible ? await faceFor(segment) : null;
    if (face === undefined) throw new MissingGlyphError(segment, text);
    faces.set(segment, face);
  }

  const buffer: ShapingBuffer = new hb.Buffer();
  const spacing = style.letterSpacing ?? 0;
  // Spaced-out letters must not join into ligatures, as in CSS.
  const features: Feature[] =
    spacing === 0 ? [] : [new hb.Feature("liga", 0), new hb.Feature("clig", 0)];
  const shaped = new Map<string, { glyphs: PlacedGlyph[]; width: number }>();

  function shape(line: string) {
    const known = shaped.get(line);
    if (known) return known;
    const glyphs: PlacedGlyph[] = [];
    let pen = 0;
    for (const run of fontRuns(line)) {
      buffer.reset();
      buffer.addText(run.text);
      buffer.setLanguage(style.lang);
      buffer.guessSegmentProperties();
      const font = run.face.instance(style.weight);
      hb.shape(font, buffer, features);
      const infos = buffer.getGlyphInfos();
      const positions = buffer.getGlyphPositions();
      const scale = style.size / run.face.unitsPerEm;
      infos.forEach((info, index) => {
        const position = positions[index];
        if (!position) return;
        if (info.codepoint === 0) throw new MissingGlyphError(run.text, line);
        glyphs.push({
          face: run.face,
          id: info.codepoint,
          x: pen + position.xOffset * scale,
          y: position.yOffset * scale,
        });
        pen += position.xAdvance * scale;
        // Letter-spacing goes after each cluster (a ligature or a base with its marks).
        if (infos[index + 1]?.cluster !== info.cluster) pen += spacing;
      });
    }
    // The spacing after the last character is not part of what is drawn.
    const result = { glyphs, width: glyphs.length ? pen - spacing : 0 };
    shaped.set(line, result);
    return result;
  }

  /** Consecutive graphemes drawn by the same face, each shaped as one piece. */
  function fontRuns(line: string) {
    const runs: { face: LoadedFace; text: string }[] = [];
    let pendingInvisible = "";
    for (const { segment } of graphemes.segment(line)) {
      const face = faces.get(segment);
      if (face === undefined) throw new Error(`"${line}" is not part of "${text}"`);
      const last = runs[runs.length - 1];
      if (face === null) {
        if (last) last.text += segment;
        else pendingInvisible += segment;
      } else if (last?.face === face) {
        last.text += segment;
      } else {
        runs.push({ face, text: pendingInvisible + segment });
        pendingInvisible = "";
      }
    }
    return runs;
  }

  const outlines = new Map<string, SvgPathCommand[]>();
  function outline(glyph: PlacedGlyph) {
    const key = `${glyph.face.path}:${style.weight}:${glyph.id}`;
    let commands = outlines.get(key);
    if (!commands) {
      commands = glyph.face.instance(style.weight).glyphToJson(glyph.id);
      outlines.set(key, commands);
    }
    return commands;
  }

  return {
    measure: (line) => shape(line).width,
    draw: (line, x, y) =>
      shape(line)
        .glyphs.map((glyph) => {
          const scale = style.size / glyph.face.unitsPerEm;
          return outlinePath(outline(glyph), x + glyph.x, y - glyph.y, scale);
        })
        .join(""),
  };
}

/**
 * Font-unit outline commands as SVG path data in pixels: scaled, flipped (fonts draw y up,
 * SVG y down) and moved to the glyph's origin. Two decimals are far below a pixel.
 */
export function outlinePath(
  commands: readonly SvgPathCommand[],
  originX: number,
  originY: number,
  scale: number,
): string {
  return commands
    .map(({ type, values }) => {
      const points = values.map((value, index) =>
        round(index % 2 === 0 ? originX + value * scale : originY - value * scale),
      );
      return type + points.join(" ");
    })
    .join("")
    .replace(/ -/g, "-");
}

function round(value: number): string {
  return String(Math.round(value * 100) / 100);
}
