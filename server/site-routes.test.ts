import { describe, expect, it } from "vitest";
import { redirectsFile, siteRoutes } from "./site-routes";

const files = [
  "/index.html",
  "/404.html",
  "/contact/index.html",
  "/de/index.html",
  "/de/404.html",
  "/de/contact/index.html",
  "/assets/app.js",
];

describe("siteRoutes", () => {
  const routes = siteRoutes(files);

  it("serves each page at one address, without its trailing slash", () => {
    expect(Object.fromEntries(routes.pages)).toEqual({
      "/": "/index.html",
      "/contact": "/contact/index.html",
      "/de/": "/de/index.html",
      "/de/contact": "/de/contact/index.html",
    });
  });

  it("keeps the slash of a section's home, like the site's own", () => {
    expect(routes.redirects.get("/de")).toBe("/de/");
    expect(routes.redirects.get("/de/index.html")).toBe("/de/");
    expect(routes.redirects.get("/contact/")).toBe("/contact");
    expect(routes.redirects.get("/de/contact/")).toBe("/de/contact");
    expect(routes.redirects.get("/index.html")).toBe("/");
  });

  it("answers an unknown path with the nearest section's not-found page", () => {
    expect(routes.notFoundFor("/de/xyz")).toBe("/de/404.html");
    expect(routes.notFoundFor("/de")).toBe("/de/404.html");
    expect(routes.notFoundFor("/design")).toBe("/404.html");
    expect(routes.notFoundFor("/xyz/de/abc")).toBe("/404.html");
  });
});

describe("redirectsFile", () => {
  it("gives each section its not-found page for the paths under it", () => {
    expect(redirectsFile(siteRoutes(files), "Written by the build.")).toBe(
      "# Written by the build.\n\n/de/*  /de/404.html  404\n",
    );
  });
});
