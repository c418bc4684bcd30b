// `import image from "./drawing.svg?raster"` gives a responsive raster of an SVG drawing:
// AVIF at several widths for a srcset, and one WebP for browsers without AVIF. The drawings
// are full of labels, and an SVG image's text is laid out and painted on the page's main
// thread (14-41 ms for the hero poster on a cold page here), while a raster is decoded off
// it. vite-imagetools does this too, but needs Node 22. The blog's images go through the
// same renderer (renderRasters), outside Vite (builder/blog/post-images.ts).
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import { basename, extname, join, resolve } from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";

const query = "?raster";

/**
 * Where every render lives, under the hash of its source and settings: committed, because
 * rendering them is most of a fresh clone's build (decision 0013). Commit a new image's
 * renders with it; the default build removes what no source uses any more (pruneRenders).
 */
export const renderedImagesDir = "rendered-images";
/**
 * The render folders this build used: what a prune keeps. On the global object, as Vite
 * bundles its config, and so the plugin, into a module instance of its own.
 */
const usedRenders: Set<string> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for("rendered-images.used")
] ??= new Set<string>()) as Set<string>;
/**
 * Widths for the srcset. Chromium takes the smallest candidate at least as dense as the
 * screen, so the steps follow common slots: a phone's ~360-380 px slot at 1.75-2x (720),
 * at 3x (1080), a tablet's at 2x (1440), the 1024 px frame at 2x (1920).
 */
export const rasterWidths = [720, 1080, 1440, 1920];
/** The WebP for the few browsers without AVIF (Safari before 16): one size is enough. */
export const fallbackWidth = 1280;
// Chroma at full resolution keeps coloured labels sharp, for about 10% more bytes than
// 4:2:0 (the poster at 640 px: 5.3 KB against 4.8 KB). Effort 2, not libavif's default 4:
// the files come out the same size (within 1%) and a first build renders them 7 times faster
// (35 s against 5 s for three drawings on 2 cores).
const avif = { quality: 50, effort: 2, chromaSubsampling: "4:4:4" } as const;
const webp = { quality: 75, effort: 6 };
// Part of the cache key: changing a setting renders everything again.
const settings = JSON.stringify({ rasterWidths, fallbackWidth, avif, webp });

type Format = "avif" | "webp";

export interface RasterOutput {
  w: number;
  format: Format;
  /** The rendered file in the cache. */
  file: string;
}

/**
 * Renders one output unless the cache already has it. Fonts for the labels of the site's
 * own drawings come from the build machine (fontconfig); a post's drawing arrives with its
 * labels outlined.
 */
async function render(source: Buffer, output: RasterOutput, sourceWidth: number, vector: boolean) {
  if (await stat(output.file).catch(() => null)) return;
  // A drawing is rasterised at the target density rather than scaled afterwards, so edges
  // stay crisp; a photo is scaled down.
  const input = vector ? sharp(source, { density: (72 * output.w) / sourceWidth }) : sharp(source);
  const image = input.resize(output.w);
  await (output.format === "avif" ? image.avif(avif) : image.webp(webp)).toFile(output.file);
}

/**
 * AVIF at the srcset's widths and one WebP of an image (an SVG drawing, or a PNG, JPEG or
 * WebP, never enlarged), rendered into `cacheDir` under the hash of the source and the
 * settings, so a second build renders nothing.
 * @param path the source, for its name and messages
 * @param bytes what to render, when not the file as it is (a post's drawing with its labels
 *   outlined: blog/outline-drawing-text.ts)
 */
export async function renderRasters(path: string, cacheDir: string, bytes?: Buffer) {
  const source = bytes ?? (await readFile(path));
  const vector = extname(path).toLowerCase() === ".svg";
  const { width, height } = await sharp(source).metadata();
  if (!width || !height) throw new Error(`${path}: the image has no width and height`);
  const hash = createHash("sha256").update(source).update(settings).digest("hex").slice(0, 10);
  const name = basename(path, extname(path));
  const dir = join(cacheDir, hash);
  usedRenders.add(resolve(dir));
  await mkdir(dir, { recursive: true });
  const fits = (w: number) => vector || w <= width;
  const avifWidths = rasterWidths.filter(fits);
  const outputs: RasterOutput[] = [
    ...(avifWidths.length > 0 ? avifWidths : [width]).map((w) => ({ w, format: "avif" as Format })),
    { w: fits(fallbackWidth) ? fallbackWidth : width, format: "webp" as Format },
  ].map(({ w, format }) => ({ w, format, file: join(dir, `${name}-${w}.${format}`) }));
  await Promise.all(outputs.map((output) => render(source, output, width, vector)));
  return { width, height, hash, name, outputs };
}

/**
 * An AVIF output as a srcset candidate that carries its bytes (a data: URL), for the image
 * of a first view that a prerendered page brings in its own response (a post's cover: see
 * blog/post-images.ts).
 */
export async function inlineCandidate(output: RasterOutput): Promise<string> {
  return `data:image/avif;base64,${(await readFile(output.file)).toString("base64")} ${output.w}w`;
}

/**
 * Removes the renders in `cacheDir` this build did not use (an image changed or removed).
 * Only a build of every page and image may prune; one with other settings (a single
 * locale, the pseudo-locales, a test's second site) may run beside another build.
 */
export async function pruneRenders(cacheDir: string): Promise<string[]> {
  const folders = await readdir(cacheDir).catch(() => []);
  const unused = folders.filter((folder) => !usedRenders.has(resolve(cacheDir, folder)));
  await Promise.all(
    unused.map((folder) => rm(join(cacheDir, folder), { recursive: true, force: true })),
  );
  return unused;
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
      const { width, height, outputs } = await renderRasters(id.slice(0, -query.length), cacheDir);
      // Imported back as ordinary assets, so Vite names, hashes and serves them the same way
      // in the client build, the server build and the dev server. `?no-inline`: a srcset
      // candidate must be a file, whatever its size.
      const imports = outputs.map(
        (o, i) => `import u${i} from ${JSON.stringify(`${o.file}?no-inline`)};`,
      );
      const candidates = outputs
        .map((o, i) => (o.format === "avif" ? `\${u${i}} ${o.w}w` : null))
        .filter((candidate) => candidate !== null);
      const avifSrcSet = candidates.join(", ");
      const fallback = outputs.findIndex((o) => o.format === "webp");
      return [
        ...imports,
        `export default { width: ${width}, height: ${height}, ` +
          `avifSrcSet: \`${avifSrcSet}\`, src: u${fallback} };`,
      ].join("\n");
    },
  };
}
