// The posts' images (covers and figures), uploaded to content/media/blog/ and referenced as
// /media/blog/<file>: rendered like the site's illustrations (raster-images.ts) to AVIF at
// several widths and a WebP, kept across builds by content hash, and written to the
// build's assets/blog/ under names that carry the hash (cached for a year, like every
// asset). A drawing's labels are outlined in the brand face first (outline-drawing-text.ts).
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile } from "node:fs/promises";
import { extname, join, relative, resolve } from "node:path";
import { mediaPrefix } from "../../src/content/blog-schema.ts";
import type { ImageSources } from "../../src/content/blog.ts";
import { inlineCandidate, renderedImagesDir, renderRasters } from "../raster-images.ts";
import { outlineDrawingText } from "./outline-drawing-text.ts";

const assetsFolder = "assets/blog";

export interface ImageStore {
  /** The image at a `/media/blog/...` path, rendered and written to the build. */
  image(mediaPath: string): Promise<ImageSources>;
}

export class MissingImageError extends Error {
  override name = "MissingImageError";
}

/**
 * @param options.contentDir where `media/blog/` is (the content folder)
 * @param options.outDir the build's client folder; the images are written to its assets/
 */
export function imageStore(options: { contentDir: string; outDir: string }): ImageStore {
  const rendered = new Map<string, Promise<ImageSources>>();

  async function render(mediaPath: string): Promise<ImageSources> {
    const source = join(options.contentDir, "media", "blog", mediaPath.slice(mediaPrefix.length));
    const inside = !relative(resolve(options.contentDir, "media/blog"), resolve(source)).startsWith(
      "..",
    );
    if (!mediaPath.startsWith(mediaPrefix) || !inside || !existsSync(source)) {
      throw new MissingImageError(
        `the image ${mediaPath} is not in ${join(options.contentDir, "media", "blog")}/ ` +
          `(upload it there and write its path as ${mediaPrefix}<file>)`,
      );
    }
    const outlined =
      extname(source).toLowerCase() === ".svg"
        ? Buffer.from(await outlineDrawingText(await readFile(source, "utf8"), source))
        : undefined;
    const { width, height, hash, name, outputs } = await renderRasters(
      source,
      renderedImagesDir,
      outlined,
    );
    await mkdir(join(options.outDir, assetsFolder), { recursive: true });
    const urls = await Promise.all(
      outputs.map(async (output) => {
        const file = `${assetsFolder}/${name}-${hash}-${output.w}.${output.format}`;
        await copyFile(output.file, join(options.outDir, file));
        return { ...output, url: `/${file}` };
      }),
    );
    const avif = urls.filter((output) => output.format === "avif");
    const candidates = avif.map((output) => `${output.url} ${output.w}w`);
    const fallback = urls.find((output) => output.format === "webp");
    if (!fallback) throw new Error(`${mediaPath}: no WebP was rendered`);
    // For a page whose first view this image is: see ImageSources.
    const inlineAvifSrcSet = avif[0]
      ? [await inlineCandidate(avif[0]), ...candidates.slice(1)].join(", ")
      : undefined;
    return {
      width,
      height,
      avifSrcSet: candidates.join(", "),
      src: fallback.url,
      inlineAvifSrcSet,
    };
  }

  return {
    image(mediaPath) {
      let image = rendered.get(mediaPath);
      if (!image) rendered.set(mediaPath, (image = render(mediaPath)));
      return image;
    },
  };
}
