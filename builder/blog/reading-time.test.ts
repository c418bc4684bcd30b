import { describe, expect, it } from "vitest";
import { readingMinutes } from "./reading-time";

describe("readingMinutes", () => {
  it("counts the prose words at 220 a minute, without code blocks or addresses", () => {
    const prose = Array.from({ length: 660 }, () => "word").join(" ");
    const code = `\`\`\`yaml\n${"key: value\n".repeat(500)}\`\`\``;
    expect(readingMinutes(`${prose}\n\n${code}\n\n![alt](/media/blog/x.svg)`, "en")).toBe(3);
  });

  it("counts Japanese by the character, and never says 0", () => {
    expect(readingMinutes("あ".repeat(1500), "ja")).toBe(3);
    expect(readingMinutes("Hi.", "de")).toBe(1);
  });
});
