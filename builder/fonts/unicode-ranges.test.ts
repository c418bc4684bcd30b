import { describe, expect, it } from "vitest";
import {
  codePointLabel,
  formatUnicodeRange,
  inRanges,
  parseUnicodeRange,
} from "./unicode-ranges.ts";

describe("parseUnicodeRange", () => {
  it("reads single code points, ranges and wildcards", () => {
    expect(parseUnicodeRange("U+0000-00FF, U+0131,U+4??,u+1f600")).toEqual([
      [0x0, 0xff],
      [0x131, 0x131],
      [0x400, 0x4ff],
      [0x1f600, 0x1f600],
    ]);
  });

  it("rejects what is not a range rather than skip a subset", () => {
    expect(() => parseUnicodeRange("U+00G0")).toThrow(/U\+00G0/);
    expect(() => parseUnicodeRange("U+4??-500")).toThrow(/unicode-range/);
  });
});

describe("inRanges", () => {
  const ranges = parseUnicodeRange("U+0041-005A,U+3042");
  it("is true inside a range, at its ends and on a single code point", () => {
    expect([0x41, 0x5a, 0x4d, 0x3042].map((cp) => inRanges(ranges, cp))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
  it("is false outside", () => {
    expect([0x40, 0x5b, 0x3041].some((cp) => inRanges(ranges, cp))).toBe(false);
  });
});

describe("codePointLabel", () => {
  it("names a code point as the Unicode charts do", () => {
    expect(codePointLabel(0x41)).toBe("U+0041");
    expect(codePointLabel(0x1f600)).toBe("U+1F600");
  });
});

describe("formatUnicodeRange", () => {
  it("joins neighbours into ranges, in order, each code point once", () => {
    expect(formatUnicodeRange([0x41, 0x20, 0x21, 0x22, 0x42, 0xa9, 0x20])).toBe(
      "U+20-22,U+41-42,U+A9",
    );
  });
  it("round-trips through parseUnicodeRange", () => {
    const codePoints = [0x20, 0x26, 0x27, 0xdf, 0x2019];
    const ranges = parseUnicodeRange(formatUnicodeRange(codePoints));
    expect(codePoints.every((codePoint) => inRanges(ranges, codePoint))).toBe(true);
    expect(inRanges(ranges, 0x25)).toBe(false);
  });
});
