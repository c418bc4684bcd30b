import { describe, expect, it } from "vitest";
import { pathTerms, rankByHits } from "./nearest-pages";
import type { IndexedPage } from "./pagefind";

const prefixes = ["de", "ja"];

describe("pathTerms", () => {
  it("takes the words of a mistyped post address", () => {
    expect(pathTerms("/blog/ingesting-opentelemetry", prefixes)).toEqual([
      "ingesting",
      "opentelemetry",
    ]);
    expect(pathTerms("/de/blog/OpenTelemetry_Aufnahme/", prefixes)).toEqual([
      "opentelemetry",
      "aufnahme",
    ]);
  });

  it("drops numbers, fragments, file endings and repeated words", () => {
    expect(pathTerms("/blog/page/2/index.html?x", prefixes)).toEqual([]);
    expect(pathTerms("/a/b/cd/sampling/sampling", prefixes)).toEqual(["sampling"]);
  });

  it("decodes the address, and keeps short Japanese words", () => {
    expect(pathTerms("/ja/%E6%A4%9C%E7%B4%A2", prefixes)).toEqual(["検索"]);
    expect(pathTerms("/%E0%A4%A/sampling", prefixes)).toEqual(["sampling"]);
  });
});

describe("rankByHits", () => {
  const page = (url: string): IndexedPage => ({ url, excerpt: "", meta: {} });

  it("puts the pages most searches found first, keeping the order of ties", () => {
    const ranked = rankByHits([[page("/a")], [page("/b"), page("/c")], [page("/c")]]);
    expect(ranked.map((p) => p.url)).toEqual(["/c", "/a", "/b"]);
  });
});
