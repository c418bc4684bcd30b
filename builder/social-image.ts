import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";

/** Link-preview services fetch large images slowly or not at all. */
export const socialImageMaxBytes = 100 * 1024;

/**
 * Renders the social card SVG (built from the brand config and copy in
 * src/features/seo/social-image.ts) to PNG. A 256-colour palette keeps the gradients smooth
 * enough at a fraction of a true-colour PNG's size.
 * @returns bytes written
 */
export async function writeSocialImage(options: {
  clientDir: string;
  path: string;
  width: number;
  height: number;
  svg: string;
}): Promise<number> {
  const { clientDir, path, width, height, svg } = options;
  const png = await sharp(Buffer.from(svg))
    .resize(width, height)
    .png({ palette: true, quality: 95, effort: 10, compressionLevel: 9, dither: 1 })
    .toBuffer();
  const { width: actualWidth, height: actualHeight } = await sharp(png).metadata();
  if (actualWidth !== width || actualHeight !== height) {
    throw new Error(`${path} is ${actualWidth}x${actualHeight}, expected ${width}x${height}`);
  }
  if (png.length > socialImageMaxBytes) {
    throw new Error(`${path} is ${png.length} bytes, over the ${socialImageMaxBytes} limit`);
  }
  await writeFile(join(clientDir, path), png);
  return png.length;
}
