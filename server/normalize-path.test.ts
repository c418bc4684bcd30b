import { describe, expect, it } from "vitest";
import { BadRequest, headerSafe, normalizePath } from "./normalize-path.ts";

describe("normalizePath", () => {
  it("decodes and resolves paths as nginx does", () => {
    const cases: [string, string][] = [
      ["/", "/"],
      ["//contact", "/contact"],
      ["/contact/", "/contact/"],
      ["/a/./b/../contact", "/a/contact"],
      ["/%63ontact", "/contact"],
      ["/contact%2F", "/contact/"],
      ["/assets/..", "/"],
    ];
    for (const [raw, normal] of cases) expect(normalizePath(raw), raw).toBe(normal);
  });

  it("refuses what climbs out of the root, malformed escapes and NUL", () => {
    for (const raw of ["/..", "/../etc/passwd", "/%2e%2e/x", "/a/../../x", "/%zz", "/a%00b"]) {
      expect(() => normalizePath(raw), raw).toThrow(BadRequest);
    }
  });
});

describe("headerSafe", () => {
  it("percent-encodes what a Location header cannot carry", () => {
    expect(headerSafe("?q=a b&x=é")).toBe("?q=a%20b&x=%E9");
    expect(headerSafe("?plain=1")).toBe("?plain=1");
  });
});
