import { describe, expect, it } from "vitest";
import { pageKinds, routePath, sitePages } from "./site-pages";

describe("routePath", () => {
  const [home, contact, notFound] = [pageKinds.home, pageKinds.contact, pageKinds["not-found"]];

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

describe("sitePages", () => {
  it("lists the kinds at an address of their own, in their declared order", () => {
    expect(sitePages.map((page) => page.id)).toEqual(["home", "contact", "not-found"]);
  });
});
