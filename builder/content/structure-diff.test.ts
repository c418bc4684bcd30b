import { describe, expect, it } from "vitest";
import { leafTexts, structureDifferences } from "./structure-diff";

describe("structureDifferences", () => {
  const english = { hero: { title: "A", cta: "B" }, cta: { text: "C" } };

  it("finds nothing when the keys are the same", () => {
    expect(
      structureDifferences(english, { hero: { title: "x", cta: "y" }, cta: { text: "z" } }),
    ).toEqual([]);
  });

  it("names each missing and extra key by its path, a missing object once", () => {
    expect(structureDifferences(english, { hero: { title: "x", subtitle: "s" } })).toEqual([
      { path: ["hero", "cta"], kind: "missing" },
      { path: ["hero", "subtitle"], kind: "extra" },
      { path: ["cta"], kind: "missing" },
    ]);
  });
});

describe("leafTexts", () => {
  it("lists every text with its path", () => {
    expect(leafTexts({ a: "x", b: { c: "y" } })).toEqual([
      { path: ["a"], text: "x" },
      { path: ["b", "c"], text: "y" },
    ]);
  });
});
