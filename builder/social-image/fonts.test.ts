import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import { fontsourceFiles } from "../fonts/fontsource.ts";
import { decodeWoff2, faceFor, fontChain, openedFontFiles } from "./fonts.ts";

describe("faceFor", () => {
  it("takes Latin from Geist and Japanese from Noto Sans JP", async () => {
    expect((await faceFor("A"))?.family).toBe("Geist");
    expect((await faceFor("ß"))?.family).toBe("Geist");
    expect((await faceFor("モ"))?.family).toBe("Noto Sans JP");
    expect((await faceFor("、"))?.family).toBe("Noto Sans JP");
  });

  it("opens only the subset files whose ranges hold the text", async () => {
    // The files are opened once per process: another test file in this worker may have
    // opened some already (the build's tests share one module graph), so count what is new.
    const before = new Set(openedFontFiles());
    await faceFor("e");
    await faceFor("モ");
    const opened = openedFontFiles().map((path) => basename(path));
    const newly = openedFontFiles().filter((path) => !before.has(path));
    expect(opened).toContain("geist-latin-wght-normal.woff2");
    // Noto Sans JP ships ~120 files; one Japanese character needs one or two of them.
    expect(newly.filter((path) => basename(path).startsWith("noto-sans-jp")).length).toBeLessThan(
      3,
    );
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

describe("decodeWoff2", () => {
  it("decodes files asked for at once each to its own font", async () => {
    // The first file of each family in the chain: two different fonts.
    const files = await Promise.all(
      fontChain.map(async ({ packageName }) =>
        readFile((await fontsourceFiles(packageName))[0]!.path),
      ),
    );
    const alone = [];
    for (const file of files) alone.push(Buffer.from(await decodeWoff2(file)));
    const together = await Promise.all(files.map((file) => decodeWoff2(file)));
    expect(together.map((font) => Buffer.from(font))).toEqual(alone);
  });
});
