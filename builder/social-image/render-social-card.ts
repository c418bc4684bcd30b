import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import writeFileAtomic from "write-file-atomic";
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

/** Drawn cards, kept under the hash of what they show and of the code that draws them. */
export const socialCardCache = "node_modules/.cache/social-cards";
const drawingCode = "builder/social-image";

let codeHash: Promise<string> | undefined;
/** The drawing code's own hash: a change to how cards are drawn draws them all again. */
function drawingCodeHash(): Promise<string> {
  codeHash ??= (async () => {
    const hash = createHash("sha256");
    for (const name of (await readdir(drawingCode)).sort()) {
      if (name.endsWith(".ts") && !name.endsWith(".test.ts")) {
        hash.update(name).update(await readFile(join(drawingCode, name)));
      }
    }
    return hash.digest("hex");
  })();
  return codeHash;
}

/**
 * Writes the card to `path` under the build: from the cache when the same card was drawn
 * before by the same code (a card takes about 0.3 s, and a build draws one per page that
 * has its own), else drawn and kept there.
 */
export async function writeSocialImage(options: {
  clientDir: string;
  path: string;
  card: SocialCardContent;
  cacheDir?: string;
}): Promise<{ bytes: number; drawn: boolean }> {
  const { clientDir, path, card, cacheDir = socialCardCache } = options;
  const key = createHash("sha256")
    .update(await drawingCodeHash())
    .update(JSON.stringify(card))
    .digest("hex");
  const cached = join(cacheDir, `${key.slice(0, 24)}.png`);
  const kept: Buffer | undefined = await readFile(cached).catch(() => undefined);
  const png =
    kept ??
    (await renderSocialCard(card).catch((error: unknown) => {
      throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }));
  if (!kept) {
    // Whole or not at all: two builds at once may draw the same card.
    await mkdir(cacheDir, { recursive: true });
    await writeFileAtomic(cached, png);
  }
  await mkdir(dirname(join(clientDir, path)), { recursive: true });
  await writeFile(join(clientDir, path), png);
  return { bytes: png.length, drawn: !kept };
}
