import { describe, expect, it } from "vitest";
import { icoFromPng } from "./icons";

describe("icoFromPng", () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

  it("wraps the PNG after a one-image directory that points at it", () => {
    const ico = icoFromPng(png, 32);
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    expect(ico.readUInt32LE(14)).toBe(png.length);
    expect(ico.readUInt32LE(18)).toBe(22);
    expect(ico.subarray(22)).toEqual(png);
  });

  it("writes 256 px and larger as 0, as the format spells 256", () => {
    const ico = icoFromPng(png, 256);
    expect([ico[6], ico[7]]).toEqual([0, 0]);
  });
});
