import { describe, expect, it } from "vitest";
import { escapeXml, placeLogo, socialImageSvg, wrapText } from "./social-image";

const logo =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>';

describe("wrapText", () => {
  it("wraps at word boundaries within the limit", () => {
    expect(wrapText("Modern Systems, Modern Observability", 28, 2)).toEqual([
      "Modern Systems, Modern",
      "Observability",
    ]);
  });

  it("ends with an ellipsis when the text needs more lines", () => {
    const lines = wrapText("one two three four five six", 9, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    expect(lines[1]!.length).toBeLessThanOrEqual(9);
  });
});

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

describe("socialImageSvg", () => {
  const svg = socialImageSvg({
    name: "A & B <Co>",
    title: "Title",
    subtitle: "Subtitle",
    host: "acme.io",
    logoSvg: logo,
    width: 1200,
    height: 630,
  });

  it("has the requested size", () => {
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
  });

  it("escapes the brand name and shows the copy", () => {
    expect(svg).toContain(escapeXml("A & B <Co>"));
    expect(svg).not.toContain("A & B <Co>");
    expect(svg).toContain(">Title<");
    expect(svg).toContain(">Subtitle<");
    expect(svg).toContain(">acme.io<");
  });
});
