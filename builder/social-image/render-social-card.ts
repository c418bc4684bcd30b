import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { SocialCardContent } from "./social-card.ts";
import { socialCardSvg } from "./social-card.ts";

/** Link-preview services fetch large images slowly or not at all. */
export const socialImageMaxBytes = 100 * 1024;

/**
 * The card as PNG, checked for its size in pixels and in bytes. True colour first: encoded in
 * about 40 ms. A 256-colour palette halves the bytes but costs 150 ms more a card, which a
 * blog of hundreds of posts pays on its first build, so it is kept for a card that would
 * otherwise be too large. The SVG has no text elements, so librsvg needs no system font and
 * every machine renders the same PNG.
 */
export async function renderSocialCard(card: SocialCardContent): Promise<Buffer> {
  const { width, height } = card;
  const svg = await socialCardSvg(card);
  const image = sharp(Buffer.from(svg)).resize(width, height);
  let png = await image.clone().png({ compressionLevel: 9 }).toBuffer();
  if (png.length > socialImageMaxBytes) {
    png = await image
      .png({ palette: true, quality: 95, effort: 10, compressionLevel: 9, dither: 1 })
      .toBuffer();
  }
  const { width: actualWidth, height: actualHeight } = await sharp(png).metadata();
  if (actualWidth !== width || actualHeight !== height) {
    throw new Error(
      `The card "${card.title}" is ${actualWidth}x${actualHeight}, expected ${width}x${height}`,
    );
  }
  if (png.length > socialImageMaxBytes) {
    throw new Error(
      `The card "${card.title}" is ${png.length} bytes, over the ${socialImageMaxBytes} limit`,
    );
  }
  return png;
}

/**
 * Renders the card and writes it to `path` under the build.
 * @returns bytes written
 */
export async function writeSocialImage(options: {
  clientDir: string;
  path: string;
  card: SocialCardContent;
}): Promise<number> {
  const { clientDir, path, card } = options;
  const png = await renderSocialCard(card).catch((error: unknown) => {
    throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  });
  await writeFile(join(clientDir, path), png);
  return png.length;
}
