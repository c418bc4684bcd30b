import { describe, expect, it } from "vitest";
import { cacheOf, decide, isPublished, notFoundFor, routeTable } from "./route-table";

const files = [
  "/index.html",
  "/index.md",
  "/404.html",
  "/contact/index.html",
  "/de/index.html",
  "/de/404.html",
  "/de/contact/index.html",
  "/de/contact/index.md",
  "/assets/app-1a2b.js",
  "/assets/app-1a2b.js.br",
  "/robots.txt",
  "/pagefind/pagefind.en_256cecefcf.pf_meta",
  "/pagefind/pagefind.js",
  "/_headers",
];
const table = routeTable(files);
const has = (file: string) => files.includes(file);

describe("routeTable", () => {
  it("serves each page at one address, without its trailing slash, with its twin", () => {
    expect(table.pages.map(({ match, file, twin }) => [match.exact, file, twin])).toEqual([
      ["/", "/index.html", "/index.md"],
      ["/contact", "/contact/index.html", undefined],
      ["/de/", "/de/index.html", undefined],
      ["/de/contact", "/de/contact/index.html", "/de/contact/index.md"],
    ]);
  });

  it("redirects a page's other addresses, keeping the slash of a section's home", () => {
    const redirects = Object.fromEntries(
      table.redirects.map(({ match, redirect }) => [match.exact, redirect]),
    );
    expect(redirects).toEqual({
      "/contact/index.html": "/contact",
      "/contact/": "/contact",
      "/de/contact/index.html": "/de/contact",
      "/de/contact/": "/de/contact",
      "/de/index.html": "/de/",
      "/de": "/de/",
      "/index.html": "/",
    });
  });

  it("leads the default locale's word in a language to that language's own", () => {
    const words = [
      { word: "/de/impressum", defaultWord: "/de/imprint" },
      { word: "/de/kunden", defaultWord: "/de/customers" },
    ];
    const local = routeTable(
      ["/de/impressum/index.html", "/de/kunden/index.html", "/de/kunden/acme/index.html"],
      words,
    );
    const redirects = Object.fromEntries(
      local.redirects.map(({ match, redirect }) => [match.exact, redirect]),
    );
    expect(redirects).toMatchObject({
      "/de/imprint": "/de/impressum",
      "/de/customers": "/de/kunden",
      "/de/customers/acme": "/de/kunden/acme",
    });
    // A page at the default's word keeps its own answer.
    const both = routeTable(["/de/kunden/index.html", "/de/customers/index.html"], words);
    expect(both.redirects.map(({ match }) => match.exact)).not.toContain("/de/customers");
  });

  it("answers an unknown path with the nearest section's not-found page", () => {
    expect(notFoundFor(table, "/de/xyz")).toBe("/de/404.html");
    expect(notFoundFor(table, "/de")).toBe("/de/404.html");
    expect(notFoundFor(table, "/design")).toBe("/404.html");
    expect(notFoundFor(table, "/xyz/de/abc")).toBe("/404.html");
    expect(notFoundFor(routeTable([]), "/xyz")).toBeUndefined();
  });
});

describe("decide", () => {
  it("orders exact addresses, hidden paths, then files by their folder", () => {
    expect(decide(table, "/de/contact", has)).toMatchObject({
      status: 200,
      file: "/de/contact/index.html",
      twin: "/de/contact/index.md",
    });
    expect(decide(table, "/de", has)).toEqual({ status: 301, redirect: "/de/" });
    expect(decide(table, "/assets/app-1a2b.js", has)).toEqual({
      status: 200,
      file: "/assets/app-1a2b.js",
      cache: "immutable",
    });
    expect(decide(table, "/pagefind/pagefind.en_256cecefcf.pf_meta", has)).toMatchObject({
      cache: "immutable",
    });
    expect(decide(table, "/pagefind/pagefind.js", has)).toMatchObject({ cache: "revalidate" });
    expect(decide(table, "/robots.txt", has)).toMatchObject({ status: 200, cache: "revalidate" });
  });

  it("hides what is never served by name, with the section's not-found page", () => {
    for (const [path, notFound] of [
      ["/assets/app-1a2b.js.br", "/404.html"],
      ["/_headers", "/404.html"],
      ["/de/404.html", "/de/404.html"],
      ["/assets/", "/404.html"],
      ["/de/.git/config", "/de/404.html"],
      ["/de/nope", "/de/404.html"],
    ]) {
      expect(decide(table, path!, has), path).toEqual({ status: 404, file: notFound });
    }
  });
});

describe("isPublished", () => {
  it("publishes pages and files, never copies, dot-files or host files", () => {
    for (const path of ["/x.br", "/x.gz", "/.env", "/a/.git/config", "/_redirects"]) {
      expect(isPublished(path), path).toBe(false);
    }
    for (const path of ["/.well-known/security.txt", "/404.html", "/contact/index.html"]) {
      expect(isPublished(path), path).toBe(true);
    }
  });
});

describe("cacheOf", () => {
  it("caches for good the files named by their content: the bundle's and the index's", () => {
    for (const path of [
      "/assets/app-1a2b.js",
      "/pagefind/pagefind.de_256cecefcf.pf_meta",
      "/pagefind/fragment/ja_9854493.pf_fragment",
      "/pagefind/index/en_5d9e516.pf_index",
      "/pagefind/filter/en_5d9e516.pf_filter",
    ]) {
      expect(cacheOf(path), path).toBe("immutable");
    }
  });

  it("revalidates the files that keep their name from build to build", () => {
    for (const path of [
      "/pagefind/pagefind.js",
      "/pagefind/pagefind-worker.js",
      "/pagefind/pagefind-entry.json",
      "/pagefind/wasm.en.pagefind",
      "/assets-old.js",
      "/blog/pagefind.en_256cecefcf.pf_meta",
      "/robots.txt",
    ]) {
      expect(cacheOf(path), path).toBe("revalidate");
    }
  });
});
