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

  it("holds a list of blocks to the same blocks, in order, each with the same keys", () => {
    const page = {
      blocks: [
        { type: "hero", title: "A" },
        { type: "cta", text: "B" },
      ],
    };
    expect(structureDifferences(page, { blocks: [{ type: "hero" }] })).toEqual([
      { path: ["blocks", 0, "title"], kind: "missing" },
      { path: ["blocks", 1], kind: "missing" },
    ]);
    expect(
      structureDifferences(page, { blocks: [...page.blocks, { type: "faq" }] }).map((d) => d.path),
    ).toEqual([["blocks", 2]]);
  });
});

describe("leafTexts", () => {
  it("lists every text with its path, in lists too", () => {
    expect(leafTexts({ a: "x", b: { c: "y" }, d: [{ e: "z" }] })).toEqual([
      { path: ["a"], text: "x" },
      { path: ["b", "c"], text: "y" },
      { path: ["d", 0, "e"], text: "z" },
    ]);
  });
});
