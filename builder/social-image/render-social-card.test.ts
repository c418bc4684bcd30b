import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { renderSocialCard, socialImageMaxBytes, writeSocialImage } from "./render-social-card.ts";
import type { SocialCardContent } from "./social-card.ts";

const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0f172a"/></svg>';

const japaneseCard: SocialCardContent = {
  lang: "ja",
  name: "Obsero",
  title: "モダンなシステムに、モダンなオブザーバビリティを",
  subtitle: "AIを活用したコンポーザブルなオブザーバビリティが、ニーズと予算に合わせて柔軟に対応。",
  host: "www.example.com",
  logoSvg,
  width: 1200,
  height: 630,
};

/** Share of the pixels in a box that are near white: the headline's ink. */
async function inkShare(
  png: Buffer,
  box: { left: number; top: number; width: number; height: number },
) {
  const { data, info } = await sharp(png).extract(box).removeAlpha().raw().toBuffer({
    resolveWithObject: true,
  });
  let ink = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if ((data[i] ?? 0) > 200 && (data[i + 1] ?? 0) > 200 && (data[i + 2] ?? 0) > 200) ink += 1;
  }
  return ink / (info.width * info.height);
}

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("renderSocialCard", () => {
  it("draws a Japanese headline in ink, as a 1200x630 PNG under the size limit", async () => {
    const png = await renderSocialCard(japaneseCard);
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
    expect(png.length).toBeLessThanOrEqual(socialImageMaxBytes);
    // Where the two headline lines are: white strokes, and none right of them.
    const headline = await inkShare(png, { left: 80, top: 190, width: 880, height: 150 });
    expect(headline).toBeGreaterThan(0.1);
    expect(headline).toBeLessThan(0.6);
    expect(await inkShare(png, { left: 1000, top: 190, width: 180, height: 150 })).toBe(0);
  });

  it("renders the same PNG on a machine without any font installed", async () => {
    // A fontconfig with no font folders: what a fresh container offers librsvg, or less.
    dir = await mkdtemp(join(tmpdir(), "no-fonts-"));
    const config = join(dir, "fonts.conf");
    await writeFile(
      config,
      `<?xml version="1.0"?><fontconfig><cachedir>${dir}</cachedir></fontconfig>`,
    );
    const module = new URL("./render-social-card.ts", import.meta.url).href;
    const script =
      `const { renderSocialCard } = await import(${JSON.stringify(module)});` +
      `const png = await renderSocialCard(${JSON.stringify(japaneseCard)});` +
      `process.stdout.write(png.toString("base64"));`;
    const [alone, here] = await Promise.all([
      promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "--input-type=module", "--eval", script],
        { env: { ...process.env, FONTCONFIG_FILE: config }, maxBuffer: 1 << 24 },
      ),
      renderSocialCard(japaneseCard),
    ]);
    expect(Buffer.from(alone.stdout, "base64").equals(here)).toBe(true);
  }, 30_000);

  it("renders the same bytes every time", async () => {
    const card = { ...japaneseCard, lang: "en", title: "Modern Systems", subtitle: undefined };
    const [first, second] = await Promise.all([renderSocialCard(card), renderSocialCard(card)]);
    expect(first.equals(second)).toBe(true);
  });
});

describe("writeSocialImage", () => {
  it("writes the PNG under the build, drawn once: the same card again comes from the cache", async () => {
    const clientDir = await mkdtemp(join(tmpdir(), "social-image-"));
    dir = clientDir;
    const cacheDir = join(clientDir, "cache");
    const write = (path: string) =>
      writeSocialImage({ clientDir, path, card: japaneseCard, cacheDir });
    const first = await write("/og.png");
    expect(first.drawn).toBe(true);
    expect((await readFile(join(clientDir, "og.png"))).length).toBe(first.bytes);
    const again = await write("/ja/og.png");
    expect(again).toEqual({ bytes: first.bytes, drawn: false });
    const [copy, original] = [join(clientDir, "ja/og.png"), join(clientDir, "og.png")];
    expect(await readFile(copy)).toEqual(await readFile(original));
  });

  it("names the file when a card cannot be drawn, and keeps nothing of it", async () => {
    dir = await mkdtemp(join(tmpdir(), "social-image-"));
    const card = { ...japaneseCard, title: "Launch 🚀" };
    const cacheDir = join(dir, "cache");
    await expect(
      writeSocialImage({ clientDir: dir, path: "/og.png", card, cacheDir }),
    ).rejects.toThrow(/^\/og\.png: No font has a glyph for "🚀" \(U\+1F680\)/);
    await expect(readdir(cacheDir)).rejects.toThrow();
  });
});
