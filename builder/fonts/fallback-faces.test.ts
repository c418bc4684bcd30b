import { describe, expect, it } from "vitest";
import { brandFont } from "../../src/styles/brand-font.ts";
import { fallbackFaces } from "./fallback-faces.ts";

const percent = (value: string) => Number(value.replace(/%$/, ""));

describe("fallbackFaces", () => {
  it("computes a face for every weight the site sets, over Arial's regular or bold", async () => {
    const faces = await fallbackFaces("Root-cause detection in minutes, on-prem or in the cloud.");
    expect(faces.map((face) => face.weight)).toEqual([...brandFont.weights]);
    expect(faces[0]?.local).toContain("Arial");
    expect(faces.at(-1)?.local).toContain("Arial Bold");
    for (const face of faces) {
      // Geist is a little wider than Arial and has a taller ascent: plausible, not guessed.
      expect(percent(face.sizeAdjust)).toBeGreaterThan(95);
      expect(percent(face.sizeAdjust)).toBeLessThan(115);
      expect(percent(face.ascentOverride)).toBeGreaterThan(85);
      expect(percent(face.descentOverride)).toBeGreaterThan(20);
      expect(face.lineGapOverride).toBe("0%");
    }
  });

  it("scales Arial so that the given text is as long as in Geist", async () => {
    const scale = async (text: string) =>
      percent((await fallbackFaces(text)).find((face) => face.weight === 400)!.sizeAdjust);
    // Geist's narrow letters are wider than Arial's and its wide ones narrower, so the scale
    // follows the text: a site set in "illicit" words needs a larger one than "mummy".
    expect(await scale("illicit lilt")).toBeGreaterThan((await scale("mummy mom")) + 5);
    // Characters Geist's Latin file lacks (Japanese) do not count.
    expect(await scale("illicit lilt\n日本語の文章")).toBeCloseTo(await scale("illicit lilt"), 6);
  });

  it("keeps Capsize's scale for the faces over Arial Bold, whatever the text", async () => {
    const bold = async (text: string) =>
      (await fallbackFaces(text))
        .filter((face) => face.weight >= 600)
        .map((face) => face.sizeAdjust);
    expect(await bold("illicit lilt")).toEqual(await bold("mummy mom"));
  });
});
