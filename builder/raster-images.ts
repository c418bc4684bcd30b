// `import image from "./drawing.svg?raster"` gives a responsive raster of an SVG drawing:
// AVIF at several widths for a srcset, and one WebP for browsers without AVIF. The drawings
// are full of labels, and an SVG image's text is laid out and painted on the page's main
// thread (14-41 ms for the hero poster on a cold page here), while a raster is decoded off
// it. vite-imagetools does this too, but needs Node 22.
import { createHash } from "node:crypto";
import { mkdir, readFile, stat } from "node:fs/promises";
import { basename, join, resolve } from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";

const query = "?raster";
/**
 * Widths for the srcset. Chromium takes the smallest candidate at least as dense as the
 * screen, so the steps follow common slots: a phone's ~360-380 px slot at 1.75-2x (720),
 * at 3x (1080), a tablet's at 2x (1440), the 1024 px frame at 2x (1920).
 */
export const rasterWidths = [720, 1080, 1440, 1920];
/** The WebP for the few browsers without AVIF (Safari before 16): one size is enough. */
export const fallbackWidth = 1280;
// Chroma at full resolution keeps coloured labels sharp, for about 10% more bytes than
// 4:2:0 (the poster at 640 px: 5.3 KB against 4.8 KB).
const avif = { quality: 50, effort: 4, chromaSubsampling: "4:4:4" } as const;
const webp = { quality: 75, effort: 6 };
// Part of the cache key: changing a setting renders everything again.
const settings = JSON.stringify({ rasterWidths, fallbackWidth, avif, webp });

type Format = "avif" | "webp";

/**
 * Renders one output unless the cache already has it. Fonts for the labels come from the
 * build machine (fontconfig), as for the social image.
 */
async function render(
  svg: Buffer,
  width: number,
  sourceWidth: number,
  format: Format,
  file: string,
) {
  if (await stat(file).catch(() => null)) return;
  // Rasterised at the target density rather than scaled afterwards, so edges stay crisp.
  const image = sharp(svg, { density: (72 * width) / sourceWidth }).resize(width);
  await (format === "avif" ? image.avif(avif) : image.webp(webp)).toFile(file);
}

/** @param options.cacheDir relative to the project root */
export function rasterImages(options: { cacheDir: string }): Plugin {
  let cacheDir = options.cacheDir;
  return {
    name: "raster-images",
    enforce: "pre",
    configResolved(config) {
      cacheDir = resolve(config.root, options.cacheDir);
    },
    async load(id: string) {
      if (!id.endsWith(query)) return null;
      const path = id.slice(0, -query.length);
      const svg = await readFile(path);
      const { width, height } = await sharp(svg).metadata();
      if (!width || !height) throw new Error(`${path}: the SVG has no width and height`);
      const hash = createHash("sha256").update(svg).update(settings).digest("hex").slice(0, 10);
      const name = basename(path, ".svg");
      const dir = join(cacheDir, hash);
      await mkdir(dir, { recursive: true });

      const outputs = [
        ...rasterWidths.map((w) => ({ w, format: "avif" as Format })),
        { w: fallbackWidth, format: "webp" as Format },
      ].map(({ w, format }) => ({ w, format, file: join(dir, `${name}-${w}.${format}`) }));
      await Promise.all(outputs.map((o) => render(svg, o.w, width, o.format, o.file)));

      // Imported back as ordinary assets, so Vite names, hashes and serves them the same way
      // in the client build, the server build and the dev server. `?no-inline`: a srcset
      // candidate must be a file, whatever its size.
      const imports = outputs.map(
        (o, i) => `import u${i} from ${JSON.stringify(`${o.file}?no-inline`)};`,
      );
      const avifSrcSet = outputs
        .map((o, i) => (o.format === "avif" ? `\${u${i}} ${o.w}w` : null))
        .filter(Boolean)
        .join(", ");
      const fallback = outputs.findIndex((o) => o.format === "webp");
      return [
        ...imports,
        `export default { width: ${width}, height: ${height}, ` +
          `avifSrcSet: \`${avifSrcSet}\`, src: u${fallback} };`,
      ].join("\n");
    },
  };
}
