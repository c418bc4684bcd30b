import { describe, expect, it } from "vitest";
import { formatKeyPath, parseSource } from "./source-positions";

const json = `{
  "hero": {
    "title": "Hello",
    "cta": "Go"
  },
  "cta": {}
}
`;

describe("parseSource", () => {
  it("reads the data and the line of each key", () => {
    const source = parseSource(json);
    expect(source.data).toEqual({ hero: { title: "Hello", cta: "Go" }, cta: {} });
    expect(source.lineOf(["hero", "title"])).toBe(3);
    expect(source.lineOf(["hero", "cta"])).toBe(4);
  });

  it("points a missing key at the closest enclosing key", () => {
    expect(parseSource(json).lineOf(["cta", "title"])).toBe(6);
    expect(parseSource(json).lineOf(["nowhere"])).toBe(1);
  });

  it("reports syntax errors and duplicate keys with their line", () => {
    const broken = parseSource('{\n  "a": "x",\n  "b": "y"\n  "c": 1\n}\n');
    expect(broken.data).toBeUndefined();
    expect(broken.syntaxErrors[0]?.line).toBeGreaterThanOrEqual(3);
    const duplicate = parseSource('{\n  "a": "x",\n  "a": "y"\n}\n');
    expect(duplicate.syntaxErrors).toEqual([
      { line: 3, message: expect.stringMatching(/unique/i) },
    ]);
  });
});

describe("formatKeyPath", () => {
  it("joins keys with dots", () => {
    expect(formatKeyPath(["features", "items", "gen-ai-powered", "title"])).toBe(
      "features.items.gen-ai-powered.title",
    );
  });
});
