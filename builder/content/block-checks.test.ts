import { describe, expect, it } from "vitest";
import type { BlockOf, BlockSource } from "../../src/content/blocks-schema";
import { blockProblems } from "./block-checks";

const hero: BlockOf<"hero"> = { type: "hero", eyebrow: "E", title: "T", subtitle: "S", cta: "C" };
const card = (illustration: BlockOf<"features">["items"][number]["illustration"]) => ({
  illustration,
  title: "T",
  summary: "S",
  details: "D",
  imageAlt: "A",
});
const grid = (...items: ReturnType<typeof card>[]): BlockOf<"features"> => ({
  type: "features",
  eyebrow: "E",
  title: "T",
  anchor: "features",
  lead: "L",
  more: "M",
  close: "X",
  items,
});
const check = (blocks: BlockSource[]) =>
  blockProblems(blocks, { root: "content", realSite: false });

describe("blockProblems", () => {
  it("accepts a hero followed by a grid of distinct cards", () => {
    expect(check([hero, grid(card("gen-ai-powered"), card("low-latency-olap"))])).toEqual([]);
  });

  it("names a card whose illustration another card of its grid shows", () => {
    expect(check([hero, grid(card("gen-ai-powered"), card("gen-ai-powered"))])).toEqual([
      {
        path: [1, "items", 1, "illustration"],
        message: '"gen-ai-powered" is shown by another card of this grid; choose another',
      },
    ]);
  });

  it("names a page that does not start with its hero", () => {
    expect(check([grid(card("gen-ai-powered")), hero])).toEqual([
      {
        path: [0, "type"],
        message: "a page starts with one hero (its headline), and has one only",
      },
    ]);
  });
});
