import { readFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { decodeWoff2, faceFor, openedFontFiles } from "./fonts.ts";

describe("faceFor", () => {
  it("takes Latin from Geist and Japanese from Noto Sans JP", async () => {
    expect((await faceFor("A"))?.family).toBe("Geist");
    expect((await faceFor("ß"))?.family).toBe("Geist");
    expect((await faceFor("モ"))?.family).toBe("Noto Sans JP");
    expect((await faceFor("、"))?.family).toBe("Noto Sans JP");
  });

  it("opens only the subset files whose ranges hold the text", async () => {
    await faceFor("e");
    await faceFor("モ");
    const opened = openedFontFiles().map((path) => basename(path));
    expect(opened).toContain("geist-latin-wght-normal.woff2");
    // Noto Sans JP ships ~120 files; a few characters need a few of them.
    expect(opened.filter((file) => file.startsWith("noto-sans-jp")).length).toBeLessThan(10);
  });

  it("decodes woff2 files asked for at once each to its own font", async () => {
    const dir = join(dirname(fileURLToPath(import.meta.url)), "../../node_modules");
    const [geist, noto] = await Promise.all(
      [
        "@fontsource-variable/geist/files/geist-latin-wght-normal.woff2",
        "@fontsource-variable/noto-sans-jp/files/noto-sans-jp-0-wght-normal.woff2",
      ].map((file) => readFile(join(dir, file))),
    );
    const alone = [await decodeWoff2(geist!), await decodeWoff2(noto!)];
    const together = await Promise.all([decodeWoff2(geist!), decodeWoff2(noto!)]);
    expect(Buffer.from(together[0]!).equals(Buffer.from(alone[0]!))).toBe(true);
    expect(Buffer.from(together[1]!).equals(Buffer.from(alone[1]!))).toBe(true);
  });

  it("needs no glyph for invisible characters such as a variation selector", async () => {
    expect((await faceFor("\u8FBA\uFE00"))?.family).toBe("Noto Sans JP");
  });

  it("finds no face for a character no font has", async () => {
    expect(await faceFor("😀")).toBeUndefined();
  });

  it("sets the weight on the variation axis", async () => {
    const face = await faceFor("W");
    const glyph = face!.instance(400).glyph(0x57)!;
    expect(face!.instance(700).glyphHAdvance(glyph)).toBeGreaterThan(
      face!.instance(400).glyphHAdvance(glyph),
    );
  });
});
