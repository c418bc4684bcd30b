import { describe, expect, it } from "vitest";
import { searchAttributes } from "./search-attributes";

describe("searchAttributes", () => {
  it("indexes a page's main content with its section", () => {
    expect(searchAttributes("home")).toEqual({
      "data-pagefind-body": "",
      "data-pagefind-meta": "section:platform",
    });
    expect(searchAttributes("contact")["data-pagefind-meta"]).toBe("section:contact");
    expect(searchAttributes("blog-post")["data-pagefind-meta"]).toBe("section:blog");
    expect(searchAttributes("blog-tag")["data-pagefind-meta"]).toBe("section:blog");
  });

  it("leaves the not-found page out of the index", () => {
    expect(searchAttributes("not-found")).toEqual({});
  });
});
