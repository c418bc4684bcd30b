import { describe, expect, it } from "vitest";
import { resolveLocales } from "./locale-env";

describe("resolveLocales", () => {
  it("builds every locale when SITE_LOCALES is unset or empty", () => {
    expect(resolveLocales({})).toEqual(["en", "de", "ja"]);
    expect(resolveLocales({ SITE_LOCALES: " " })).toEqual(["en", "de", "ja"]);
  });

  it("takes a list in any order and case, default locale first", () => {
    expect(resolveLocales({ SITE_LOCALES: "ja, EN" })).toEqual(["en", "ja"]);
    expect(resolveLocales({ SITE_LOCALES: "en" })).toEqual(["en"]);
  });

  it("stops on an unknown locale, naming the variable and the code", () => {
    expect(() => resolveLocales({ SITE_LOCALES: "en,fr" })).toThrow(
      /SITE_LOCALES="en,fr": "fr" is not a locale of this site \(choose from en, de, ja\)/,
    );
  });

  it("stops on a list without the default locale", () => {
    expect(() => resolveLocales({ SITE_LOCALES: "de,ja" })).toThrow(
      /SITE_LOCALES="de,ja": must include en/,
    );
  });

  it("adds the pseudo-locales only for SITE_PSEUDO_LOCALES=1, never by name", () => {
    expect(resolveLocales({ SITE_PSEUDO_LOCALES: "1", SITE_LOCALES: "en" })).toEqual([
      "en",
      "en-xa",
      "ar-xb",
    ]);
    expect(resolveLocales({ SITE_PSEUDO_LOCALES: "0" })).toEqual(["en", "de", "ja"]);
    expect(() => resolveLocales({ SITE_LOCALES: "en,en-xa" })).toThrow(/"en-xa" is not a locale/);
  });

  it("refuses the pseudo-locales in a build for a real address", () => {
    expect(
      resolveLocales({ SITE_PSEUDO_LOCALES: "1", SITE_URL: "http://127.0.0.1:4000" }),
    ).toContain("ar-xb");
    expect(() =>
      resolveLocales({ SITE_PSEUDO_LOCALES: "1", SITE_URL: "https://observe.example.org" }),
    ).toThrow(/for test builds only/);
  });
});
