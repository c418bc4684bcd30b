import { describe, expect, it } from "vitest";
import {
  formatHeadersFile,
  type HeaderRule,
  headerRules,
  headersEverywhere,
  headersForPath,
  isPublished,
  parseHeadersFile,
} from "./headers-file.ts";
import { immutableCache, revalidateCache } from "./security-headers.ts";

describe("_headers", () => {
  const rules: HeaderRule[] = [
    { path: "/*", headers: [["X-One", "a"]] },
    { path: "/assets/*", headers: [["Cache-Control", "immutable"]] },
    { path: "/", headers: [["X-One", "b"]] },
  ];

  it("round-trips and merges rules as Netlify and Cloudflare do", () => {
    expect(parseHeadersFile(formatHeadersFile(rules, "two\nlines"))).toEqual(rules);
    expect(Object.fromEntries(headersForPath(rules, "/"))).toEqual({ "x-one": "a, b" });
    expect(Object.fromEntries(headersForPath(rules, "/assets/x.js"))).toEqual({
      "x-one": "a",
      "cache-control": "immutable",
    });
    expect(Object.fromEntries(headersForPath(rules, "/assets"))).toEqual({ "x-one": "a" });
    expect(Object.fromEntries(headersEverywhere(rules))).toEqual({ "x-one": "a" });
  });

  it("refuses a header line that is not `Name: value`", () => {
    expect(() => parseHeadersFile("/*\n  no colon here\n")).toThrow(/line 2/);
    expect(() => parseHeadersFile("  X-Orphan: 1\n")).toThrow(/line 1/);
  });

  it("caches hashed assets for a year and revalidates every page by its route", () => {
    const files = ["/assets/a-1.js", "/contact/index.html", "/index.html", "/_headers", "/x.br"];
    const built = headerRules([["X-Sec", "1"]], files);
    expect(built[0]).toEqual({ path: "/*", headers: [["X-Sec", "1"]] });
    expect(built[1]).toEqual({ path: "/assets/*", headers: [["Cache-Control", immutableCache]] });
    expect(built.slice(2).map((rule) => rule.path)).toEqual([
      "/",
      "/contact",
      "/contact/index.html",
      "/index.html",
    ]);
    for (const rule of built.slice(2)) {
      expect(rule.headers).toEqual([["Cache-Control", revalidateCache]]);
    }
  });

  it("caches the search index's files named by content for a year, revalidates the rest", () => {
    const files = [
      "/pagefind/pagefind.js",
      "/pagefind/pagefind-entry.json",
      "/pagefind/wasm.en.pagefind",
      "/pagefind/pagefind.en_d1b5f46fba.pf_meta",
      "/pagefind/fragment/en_7bf492e.pf_fragment",
      "/pagefind/index/en_5d9e516.pf_index",
    ];
    const rules = headerRules([], files);
    const cache = (path: string) => headersForPath(rules, path).get("cache-control");
    for (const path of [...files.slice(3), "/pagefind/fragment/de_1234567.pf_fragment"]) {
      expect(cache(path), path).toBe(immutableCache);
    }
    for (const path of files.slice(0, 3)) expect(cache(path), path).toBe(revalidateCache);
    // No folder rule where the build has no such files.
    expect(rules.map((rule) => rule.path)).not.toContain("/pagefind/filter/*");
  });

  it("adds a path's Link header beside its caching", () => {
    const files = ["/contact/index.html", "/contact/index.md"];
    const links = new Map([
      ["/contact", '<https://a.io/contact/index.md>; rel="alternate"'],
      ["/contact/index.md", '<https://a.io/contact>; rel="canonical"'],
    ]);
    const built = headerRules([], files, links);
    expect(built.find((rule) => rule.path === "/contact")?.headers).toEqual([
      ["Cache-Control", revalidateCache],
      ["Link", '<https://a.io/contact/index.md>; rel="alternate"'],
    ]);
    expect(built.find((rule) => rule.path === "/contact/index.md")?.headers).toContainEqual([
      "Link",
      '<https://a.io/contact>; rel="canonical"',
    ]);
    expect(built.find((rule) => rule.path === "/contact/index.html")?.headers).toHaveLength(1);
  });
});

describe("isPublished", () => {
  it("hides precompressed copies, the host files and dot-files, not .well-known", () => {
    for (const path of ["/index.html.br", "/a.js.gz", "/_headers", "/_headers.conf", "/.env"]) {
      expect(isPublished(path), path).toBe(false);
    }
    for (const path of ["/index.html", "/assets/a.js", "/.well-known/security.txt"]) {
      expect(isPublished(path), path).toBe(true);
    }
  });
});
