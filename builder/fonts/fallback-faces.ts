import { readFile } from "node:fs/promises";
import { createFontStack } from "@capsizecss/core";
import { fromBuffer } from "@capsizecss/unpack";
import subsetFont from "subset-font";
import { brandFont, type BrandFontWeight, fallbackFont } from "../../src/styles/brand-font.ts";
import { type FontsourceFile, fontsourceFiles } from "./fontsource.ts";
import { inRanges } from "./unicode-ranges.ts";

async function latinFile(packageName: string): Promise<FontsourceFile> {
  const latin = (await fontsourceFiles(packageName)).find((file) => file.subset === "latin");
  if (!latin) throw new Error(`${packageName} has no latin file`);
  return latin;
}

/** A variable font's Latin file, instanced at a weight, as an OpenType font. */
async function instanceAt(file: FontsourceFile, weight: number): Promise<Buffer> {
  return subsetFont(await readFile(file.path), null, {
    targetFormat: "sfnt",
    keepAllGlyphs: true,
    variationAxes: { wght: weight },
  });
}

/**
 * How wide a font sets a text, per character, in em: HarfBuzz's advances (kerning included,
 * as a browser lays a line out), line by line.
 */
async function advancePerCharacter(font: Buffer, lines: readonly string[]): Promise<number> {
  const hb = await import("harfbuzzjs");
  const face = new hb.Face(new hb.Blob(font));
  const shaper = new hb.Font(face);
  const buffer = new hb.Buffer();
  let advance = 0;
  let characters = 0;
  for (const line of lines) {
    buffer.reset();
    buffer.addText(line);
    buffer.guessSegmentProperties();
    hb.shape(shaper, buffer, []);
    advance += buffer.getGlyphPositions().reduce((sum, position) => sum + position.xAdvance, 0);
    characters += [...line].length;
  }
  return advance / characters / face.upem;
}

/** One `@font-face` of the fallback family, as CSS declarations. */
export interface FallbackFace {
  weight: BrandFontWeight;
  /** The system fonts it stands for, by their full and PostScript names. */
  local: readonly string[];
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

/**
 * The fallback family's faces, one per weight the site sets, each an Arial face with Geist's
 * ascent, descent and line gap: Capsize's formula (createFontStack), from Capsize's
 * measurements of the real files (Geist's Latin file at each weight; Arimo's, which has
 * Arial's widths and vertical metrics), so a line box is as tall as in Geist.
 *
 * How much each is scaled, so a line is as long as in Geist: for the faces over Arial's
 * regular (the running text, the navigation), from the site's own copy, `text`
 * (site-text.ts; characters outside Geist's Latin file, Japanese, left out). Capsize's
 * scale, from English letter frequencies, left those lines 1.5-2.5% longer in the
 * fallback: a centred line then moved 3-9 px at the swap. The faces over Arial Bold keep
 * Capsize's scale: they draw headings and buttons, short lines whose letters the copy's
 * average does not stand for (scaled from it, the home page's heading fitted one line fewer
 * in the fallback at 390 px, and the swap moved the page under it by 40 px).
 */
export async function fallbackFaces(text: string): Promise<FallbackFace[]> {
  const { regular, bold } = fallbackFont.faces;
  const [geistFile, arialFile] = await Promise.all([
    latinFile(brandFont.packageName),
    latinFile(fallbackFont.metricsPackage),
  ]);
  const lines = text
    .split("\n")
    .map((line) =>
      [...line].filter((char) => inRanges(geistFile.ranges, char.codePointAt(0) ?? 0)).join(""),
    )
    .filter((line) => line.trim() !== "");
  if (lines.length === 0) throw new Error("No text to match the fallback's width to");
  return Promise.all(
    brandFont.weights.map(async (weight) => {
      // Arial has a regular and a bold face: the nearer one draws the weights between.
      const face = weight - regular.weight <= bold.weight - weight ? regular : bold;
      const [geistFont, arialFont] = await Promise.all([
        instanceAt(geistFile, weight),
        instanceAt(arialFile, face.weight),
      ]);
      const [geist, arial] = await Promise.all([fromBuffer(geistFont), fromBuffer(arialFont)]);
      // Over Arial Bold, Capsize's own scale (see above): no text to shape.
      const fontFaceProperties =
        face === regular
          ? {
              // To a tenth of a percent (0.4 px on a 400 px line): an edit of the copy then
              // seldom changes the stylesheet, its hash in the security policy, and so
              // nginx's headers.
              sizeAdjust: `${(
                ((await advancePerCharacter(geistFont, lines)) /
                  (await advancePerCharacter(arialFont, lines))) *
                100
              ).toFixed(1)}%`,
            }
          : {};
      const { fontFaces } = createFontStack([geist, arial], {
        fontFaceFormat: "styleObject",
        fontFaceProperties,
      });
      const values = fontFaces[0]?.["@font-face"];
      if (!values) throw new Error("Capsize computed no fallback face");
      const read = (value: unknown, name: string) => {
        // Capsize leaves out a value the fallback already has (Arial's own ascent, say).
        if (typeof value !== "string") throw new Error(`Capsize gave no ${name} for ${weight}`);
        return value;
      };
      return {
        weight,
        local: face.local,
        sizeAdjust: read(values.sizeAdjust, "size-adjust"),
        ascentOverride: read(values.ascentOverride, "ascent-override"),
        descentOverride: read(values.descentOverride, "descent-override"),
        lineGapOverride: read(values.lineGapOverride, "line-gap-override"),
      };
    }),
  );
}
