import { readFile } from "node:fs/promises";
import type { Font } from "harfbuzzjs";
import { brandFont } from "../../src/styles/brand-font.ts";
import { fontsourceFiles } from "../fonts/fontsource.ts";
import { type CodePointRange, inRanges } from "../fonts/unicode-ranges.ts";

/** The weights the card uses, set on the fonts' `wght` variation axis. */
export type FontWeight = 400 | 600 | 700;

/**
 * The fallback chain, first choice first: per character the first family with a glyph for
 * it, as a browser does with `font-family: Geist, "Noto Sans JP"`. Both are variable
 * fonts from Fontsource, one woff2 file per unicode-range subset (Noto Sans JP: ~120).
 */
export const fontChain = [
  // The site's own typeface, so a shared link looks like the page it opens.
  { family: brandFont.family, packageName: brandFont.packageName },
  { family: "Noto Sans JP", packageName: "@fontsource-variable/noto-sans-jp" },
] as const;

/** One subset file of a family and the code points its `unicode-range` promises. */
interface FontFile {
  family: string;
  path: string;
  ranges: CodePointRange[];
}

/** An opened subset file: what its character map really holds, and its weight instances. */
export interface LoadedFace {
  family: string;
  path: string;
  unitsPerEm: number;
  has: (codePoint: number) => boolean;
  /** The HarfBuzz font at a weight; one instance per weight, made once. */
  instance: (weight: FontWeight) => Font;
}

/** HarfBuzz's WebAssembly module, loaded on first use: a build without a card skips it. */
export const harfbuzz = memo(() => import("harfbuzzjs"));

const fontFiles = memo(async (): Promise<FontFile[][]> =>
  Promise.all(
    fontChain.map(async ({ family, packageName }) =>
      (await fontsourceFiles(packageName)).map(({ path, ranges }) => ({ family, path, ranges })),
    ),
  ),
);

const faces = new Map<string, Promise<LoadedFace>>();

/** Opens a subset file once: woff2 decoded to an OpenType font HarfBuzz reads. */
function loadFace(file: FontFile): Promise<LoadedFace> {
  let face = faces.get(file.path);
  if (!face) {
    face = openFace(file);
    faces.set(file.path, face);
  }
  return face;
}

/**
 * The WOFF2 reference decoder (Google's, compiled to WebAssembly; HarfBuzz reads no woff2
 * itself) answers with a view into its own memory, which its next call overwrites: two
 * files decoded at once (a post's drawings and its card are drawn in parallel) gave one of
 * them the other's glyphs. So one decoding at a time, each copied out before the next.
 */
let decoding: Promise<unknown> = Promise.resolve();
export function decodeWoff2(woff2: Buffer): Promise<Uint8Array> {
  const decoded = decoding.then(async () => {
    const { default: decompress } = await import("wawoff2/decompress.js");
    return (await decompress(woff2)).slice();
  });
  decoding = decoded.catch(() => undefined);
  return decoded;
}

async function openFace({ family, path }: FontFile): Promise<LoadedFace> {
  const [hb, woff2] = await Promise.all([harfbuzz(), readFile(path)]);
  const face = new hb.Face(new hb.Blob(await decodeWoff2(woff2)));
  const codePoints = new Set(face.collectUnicodes());
  const instances = new Map<FontWeight, Font>();
  return {
    family,
    path,
    unitsPerEm: face.upem,
    has: (codePoint) => codePoints.has(codePoint),
    instance: (weight) => {
      let font = instances.get(weight);
      if (!font) {
        font = new hb.Font(face);
        font.setVariations([new hb.Variation("wght", weight)]);
        instances.set(weight, font);
      }
      return font;
    },
  };
}

/** The subset files opened so far, for tests and the build's log. */
export function openedFontFiles(): string[] {
  return [...faces.keys()];
}

/**
 * The face that draws a grapheme: the first in the chain whose character map has all its
 * code points (invisible ones such as variation selectors need none). Only the subset files
 * whose unicode-range holds the first code point are opened. Undefined when none has them.
 */
export async function faceFor(grapheme: string): Promise<LoadedFace | undefined> {
  const codePoints = [...grapheme]
    .filter((char) => !/\p{Default_Ignorable_Code_Point}/u.test(char))
    .map((char) => char.codePointAt(0) ?? 0);
  const [first] = codePoints;
  if (first === undefined) return undefined;
  for (const family of await fontFiles()) {
    for (const file of family.filter((candidate) => inRanges(candidate.ranges, first))) {
      const face = await loadFace(file);
      if (codePoints.every(face.has)) return face;
    }
  }
  return undefined;
}

function memo<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
}
