import { describe, expect, it } from "vitest";
import { routePath, sitePages } from "./site-pages";

describe("routePath", () => {
  const byId = (id: string) => sitePages.find((page) => page.id === id)!;
  const [home, contact, notFound] = [byId("home"), byId("contact"), byId("not-found")];

  it("puts every page under its locale, the default locale's at the root", () => {
    expect(routePath("en", home)).toBe("/");
    expect(routePath("en", contact)).toBe("/contact");
    expect(routePath("de", home)).toBe("/de/");
    expect(routePath("ja", contact)).toBe("/ja/contact");
  });

  it("gives a page the word its readers expect where it has one", () => {
    expect(routePath("en", byId("imprint"))).toBe("/imprint");
    expect(routePath("de", byId("imprint"))).toBe("/de/impressum");
    expect(routePath("ja", byId("imprint"))).toBe("/ja/company");
    expect(routePath("de", byId("privacy"))).toBe("/de/datenschutz");
    expect(routePath("ja", byId("privacy"))).toBe("/ja/privacy");
  });

  it("gives each locale its own catch-all", () => {
    expect(routePath("en", notFound)).toBe("*");
    expect(routePath("de", notFound)).toBe("/de/*");
  });
});

describe("sitePages", () => {
  it("lists the kinds at an address of their own, in their declared order", () => {
    expect(sitePages.map((page) => page.id)).toEqual([
      "home",
      "contact",
      "imprint",
      "privacy",
      "integrations",
      "trust",
      "not-found",
    ]);
  });
});
