import { describe, expect, it } from "vitest";
import { countText, fill } from "./format";

describe("fill", () => {
  it("replaces every known placeholder and keeps unknown ones visible", () => {
    expect(fill("{brand} on {network}", { brand: "Acme", network: "LinkedIn" })).toBe(
      "Acme on LinkedIn",
    );
    expect(fill("{brand} {brand} {other}", { brand: "A" })).toBe("A A {other}");
  });
});

describe("countText", () => {
  const forms = { one: "1 character left", other: "{count} characters left" };

  it("uses the one form only where the language does", () => {
    expect(countText(forms, 1, "en")).toBe("1 character left");
    expect(countText(forms, 2, "en")).toBe("2 characters left");
    expect(countText({ one: "1 Zeichen", other: "{count} Zeichen" }, 1, "de")).toBe("1 Zeichen");
    expect(countText({ one: "unused", other: "残り{count}文字" }, 1, "ja")).toBe("残り1文字");
  });

  it("writes the number as the locale does", () => {
    expect(countText(forms, 1000, "en")).toBe("1,000 characters left");
    expect(countText({ one: "1 Zeichen", other: "{count} Zeichen" }, 1000, "de")).toBe(
      "1.000 Zeichen",
    );
  });
});
