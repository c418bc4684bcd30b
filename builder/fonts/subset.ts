import { createHash } from "node:crypto";
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import subsetFont from "subset-font";
import { brandFont } from "../../src/styles/brand-font.ts";
import { harfbuzz } from "../social-image/fonts.ts";
import { fontsourceFiles } from "./fontsource.ts";
import { inRanges } from "./unicode-ranges.ts";

/** One file of the site's font: a Fontsource file cut down to the characters it draws. */
export interface BrandFontFile {
  /** The woff2, in the build's cache; Vite copies it into assets/ under a hashed name. */
  path: string;
  /** Fontsource's subset it was cut from ("latin"). */
  subset: string;
  /** The code points it draws, which its `@font-face` promises in `unicode-range`. */
  codePoints: number[];
  sourceBytes: number;
  bytes: number;
}

const weightRange = { min: Math.min(...brandFont.weights), max: Math.max(...brandFont.weights) };
const options = {
  keepFeatures: [...brandFont.features],
  variationAxes: { wght: weightRange },
};
// Part of the cache key: changing a setting or the subsetter cuts every file again.
const settings = JSON.stringify({ options, subsetter: "subset-font@2.9.0" });

/**
 * Cuts the brand font down to the given characters: for each of Fontsource's files in turn,
 * the characters it has that no earlier file took, with the `wght` axis kept between the
 * lightest and boldest weight the site sets. A file none of the characters need is left
 * out, as are characters the font has no glyph for (Japanese): those come from the next
 * family in the stack. Cached by content in cacheDir.
 */
export async function subsetBrandFont(
  codePoints: readonly number[],
  cacheDir: string,
): Promise<BrandFontFile[]> {
  const hb = await harfbuzz();
  const files: BrandFontFile[] = [];
  let left = [...codePoints];
  for (const source of await fontsourceFiles(brandFont.packageName)) {
    const wanted = left.filter((codePoint) => inRanges(source.ranges, codePoint));
    if (wanted.length === 0) continue;
    const font = await readFile(source.path);
    const text = String.fromCodePoint(...wanted);
    const key = createHash("sha256").update(font).update(text).update(settings).digest("hex");
    const dir = join(cacheDir, key.slice(0, 16));
    const path = join(dir, `${brandFont.family.toLowerCase()}-${source.subset}.woff2`);
    const cmapPath = join(dir, "code-points.json");
    if (!(await stat(path).catch(() => null))) {
      // The uncompressed cut only to read back which characters it really has.
      const sfnt = await subsetFont(font, text, { ...options, targetFormat: "sfnt" });
      const face = new hb.Face(new hb.Blob(sfnt));
      const drawn = [...face.collectUnicodes()].filter((codePoint) => wanted.includes(codePoint));
      await mkdir(dir, { recursive: true });
      await writeFile(cmapPath, JSON.stringify(drawn));
      await writeFile(path, await subsetFont(font, text, { ...options, targetFormat: "woff2" }));
    }
    const drawn = JSON.parse(await readFile(cmapPath, "utf8")) as number[];
    if (drawn.length === 0) continue;
    left = left.filter((codePoint) => !drawn.includes(codePoint));
    const bytes = (await stat(path)).size;
    files.push({ path, subset: source.subset, codePoints: drawn, sourceBytes: font.length, bytes });
  }
  return files;
}
