import { describe, expect, it } from "vitest";
import { localizedPath, splitLocale } from "./paths";

describe("localizedPath", () => {
  it("leaves the default locale's paths as they are", () => {
    expect(localizedPath("en", "/")).toBe("/");
    expect(localizedPath("en", "/contact")).toBe("/contact");
  });

  it("puts other locales under their code, the home with its slash", () => {
    expect(localizedPath("de", "/")).toBe("/de/");
    expect(localizedPath("ja", "/contact")).toBe("/ja/contact");
  });
});

describe("splitLocale", () => {
  const built = ["en", "de", "ja"] as const;

  it("finds the locale of a path under a built locale", () => {
    expect(splitLocale("/de/contact", built)).toEqual({ locale: "de", path: "/contact" });
    expect(splitLocale("/ja/", built)).toEqual({ locale: "ja", path: "/" });
    expect(splitLocale("/ja", built)).toEqual({ locale: "ja", path: "/" });
  });

  it("reads everything else as the default locale's", () => {
    expect(splitLocale("/contact", built)).toEqual({ locale: "en", path: "/contact" });
    expect(splitLocale("/design", built)).toEqual({ locale: "en", path: "/design" });
    expect(splitLocale("/en/contact", built)).toEqual({ locale: "en", path: "/en/contact" });
    expect(splitLocale("/de/x", ["en"])).toEqual({ locale: "en", path: "/de/x" });
  });
});
