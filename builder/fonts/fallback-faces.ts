import { readFile } from "node:fs/promises";
import { createFontStack } from "@capsizecss/core";
import { type Font, fromBuffer } from "@capsizecss/unpack";
import subsetFont from "subset-font";
import { brandFont, type BrandFontWeight, fallbackFont } from "../../src/styles/brand-font.ts";
import { fontsourceFiles } from "./fontsource.ts";

/** A variable font's Latin file, instanced at a weight, measured by Capsize. */
async function metricsAt(packageName: string, weight: number): Promise<Font> {
  const latin = (await fontsourceFiles(packageName)).find((file) => file.subset === "latin");
  if (!latin) throw new Error(`${packageName} has no latin file`);
  const instance = await subsetFont(await readFile(latin.path), null, {
    targetFormat: "sfnt",
    keepAllGlyphs: true,
    variationAxes: { wght: weight },
  });
  return fromBuffer(instance);
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
 * The fallback family's faces, one per weight the site sets, each an Arial face scaled so
 * its average character is as wide as Geist's at that weight, with Geist's ascent, descent
 * and line gap: Capsize's formula (createFontStack), from Capsize's measurements of the real
 * files (Geist's Latin file at each weight; Arimo's, which has Arial's widths and vertical
 * metrics). A line of fallback text is then as long, and a line box as tall, as in Geist.
 */
export async function fallbackFaces(): Promise<FallbackFace[]> {
  const { regular, bold } = fallbackFont.faces;
  return Promise.all(
    brandFont.weights.map(async (weight) => {
      // Arial has a regular and a bold face: the nearer one draws the weights between.
      const face = weight - regular.weight <= bold.weight - weight ? regular : bold;
      const [geist, arial] = await Promise.all([
        metricsAt(brandFont.packageName, weight),
        metricsAt(fallbackFont.metricsPackage, face.weight),
      ]);
      const { fontFaces } = createFontStack([geist, arial], { fontFaceFormat: "styleObject" });
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
