import { describe, expect, it } from "vitest";
import { placeLogo } from "./card-logo.ts";

const logo =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>';

describe("placeLogo", () => {
  it("nests the logo at a position and size, keeping its viewBox", () => {
    expect(placeLogo(logo, 10, 20, 64)).toBe(
      '<svg x="10" y="20" width="64" height="64" viewBox="0 0 32 32" fill="none"><rect width="32" height="32"/></svg>',
    );
  });

  it("rejects markup it cannot scale", () => {
    expect(() => placeLogo("<svg><rect/></svg>", 0, 0, 10)).toThrow(/viewBox/);
  });
});
