import { describe, expect, it } from "vitest";
import { rovingIndex } from "./roving-index";

describe("rovingIndex", () => {
  it.each([
    ["ArrowRight", 0, 1],
    ["ArrowDown", 1, 2],
    ["ArrowRight", 2, 0],
    ["ArrowLeft", 0, 2],
    ["ArrowUp", 2, 1],
    ["Home", 2, 0],
    ["End", 0, 2],
  ])("%s from %i goes to %i", (key, from, to) => {
    expect(rovingIndex(key, from, 3)).toBe(to);
  });

  it("ignores other keys", () => {
    expect(rovingIndex("Enter", 1, 3)).toBeNull();
    expect(rovingIndex("a", 1, 3)).toBeNull();
  });
});
