import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { subsetBrandFont } from "./subset.ts";

const cacheDir = await mkdtemp(join(tmpdir(), "brand-font-"));
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

const codePoints = (text: string) => [...new Set([...text].map((char) => char.codePointAt(0)!))];

describe("subsetBrandFont", () => {
  it("keeps the characters asked for that the font has, from the files that have them", async () => {
    const files = await subsetBrandFont(codePoints("Grüße, Obsero – 日本"), cacheDir);
    expect(files.map((file) => file.subset)).toEqual(["latin"]);
    const [latin] = files;
    // Japanese is not Geist's: the CJK stack draws it, so the range must not promise it.
    expect(latin?.codePoints).toEqual(codePoints("Grüße, Obsero –").sort((a, b) => a - b));
    expect(latin?.bytes).toBeLessThan((latin?.sourceBytes ?? 0) / 2);
  });

  it("is cached by content: the same characters give the same file", async () => {
    const [first] = await subsetBrandFont(codePoints("abc"), cacheDir);
    const [again] = await subsetBrandFont(codePoints("abc"), cacheDir);
    expect(again?.path).toBe(first?.path);
  });
});
