import { describe, expect, it } from "vitest";
import { brandFont } from "../../src/styles/brand-font.ts";
import { fallbackFaces } from "./fallback-faces.ts";

const percent = (value: string) => Number(value.replace(/%$/, ""));

describe("fallbackFaces", () => {
  it("computes a face for every weight the site sets, over Arial's regular or bold", async () => {
    const faces = await fallbackFaces();
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
    // Instancing eight fonts takes seconds on a busy machine.
  }, 30_000);
});
