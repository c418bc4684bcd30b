import { describe, expect, it } from "vitest";
import { DrawingTextError, outlineDrawingText } from "./outline-drawing-text.ts";

const drawing = (body: string, root = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg"${root} width="400" height="100">${body}</svg>`;

/** The horizontal extent of a path's points. */
function xRange(svg: string): [number, number] {
  const d = /d="([^"]*)"/.exec(svg)?.[1] ?? "";
  // Each command's values are x, y pairs.
  const xs = [...d.matchAll(/[MLQC]([^MLQCZ]*)/g)].flatMap((command) =>
    (command[1]?.match(/-?[\d.]+/g) ?? []).filter((_, i) => i % 2 === 0).map(Number),
  );
  return [Math.min(...xs), Math.max(...xs)];
}

describe("outlineDrawingText", () => {
  it("reads attributes in either kind of quotes", async () => {
    const single = await outlineDrawingText(drawing("<text x='100' y='50'>a</text>"), "q.svg");
    const [left] = xRange(single);
    expect(left).toBeGreaterThanOrEqual(100);
  });

  it("replaces each label by its glyphs, in its paint, leaving the rest as it was", async () => {
    const rect = '<rect width="400" height="100" fill="#0f172a"/>';
    const svg = await outlineDrawingText(
      drawing(
        `${rect}<text x="10" y="50" fill="#e2e8f0" font-size="20">Agents &amp; gateways</text>`,
      ),
      "labels.svg",
    );
    expect(svg).not.toContain("<text");
    expect(svg).toContain(rect);
    expect(svg).toMatch(/<path fill="#e2e8f0" d="M[^"]+"\/>/);
    const [left, right] = xRange(svg);
    expect(left).toBeGreaterThanOrEqual(10);
    // About 20 characters at 20 px: far wider than one glyph, narrower than the drawing.
    expect(right - left).toBeGreaterThan(120);
    expect(right).toBeLessThan(400);
  });

  it("centres and right-aligns by text-anchor, and draws Japanese from the CJK face", async () => {
    const label = (anchor: string) =>
      outlineDrawingText(
        drawing(
          `<text x="200" y="50" font-size="20" text-anchor="${anchor}">負荷分散</text>`,
          ' xml:lang="ja"',
        ),
        "ja.svg",
      );
    const [startLeft] = xRange(await label("start"));
    const [middleLeft, middleRight] = xRange(await label("middle"));
    const [, endRight] = xRange(await label("end"));
    expect(startLeft).toBeGreaterThanOrEqual(199);
    expect(Math.abs((middleLeft + middleRight) / 2 - 200)).toBeLessThan(3);
    expect(endRight).toBeLessThanOrEqual(201);
    // Four full-width characters at 20 px.
    expect(middleRight - middleLeft).toBeGreaterThan(70);
  });

  it("drops an empty label", async () => {
    const svg = await outlineDrawingText(
      drawing('<text x="1" y="2" fill="#fff"> </text>'),
      "e.svg",
    );
    expect(svg).toBe(drawing(""));
  });

  it("stops, naming the file and what to change, at markup it cannot outline", async () => {
    await expect(
      outlineDrawingText(drawing('<text x="1" y="2"><tspan>two</tspan></text>'), "tspan.svg"),
    ).rejects.toThrow(/tspan\.svg: .*one <text> per line/);
    await expect(
      outlineDrawingText(drawing('<text x="1" y="2" transform="rotate(9)">a</text>'), "t.svg"),
    ).rejects.toThrow(DrawingTextError);
    await expect(
      outlineDrawingText(drawing('<text x="1" y="2" font-weight="300">a</text>'), "w.svg"),
    ).rejects.toThrow(/w\.svg: font-weight="300"/);
    await expect(
      outlineDrawingText(drawing("<text x=1 y='2'>a</text>"), "unquoted.svg"),
    ).rejects.toThrow(/unquoted\.svg: cannot read the attributes/);
  });
});
