import { describe, expect, it } from "vitest";
import { routePath, sitePages } from "./site-pages";

describe("routePath", () => {
  const [home, contact, notFound] = sitePages;

  it("puts every page under its locale, the default locale's at the root", () => {
    expect(routePath("en", home)).toBe("/");
    expect(routePath("en", contact)).toBe("/contact");
    expect(routePath("de", home)).toBe("/de/");
    expect(routePath("ja", contact)).toBe("/ja/contact");
  });

  it("gives each locale its own catch-all", () => {
    expect(routePath("en", notFound)).toBe("*");
    expect(routePath("de", notFound)).toBe("/de/*");
  });
});
