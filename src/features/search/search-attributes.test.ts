import { describe, expect, it } from "vitest";
import { searchAttributes, searchSection } from "./search-attributes";

describe("searchAttributes", () => {
  it("marks a page's main content for the index", () => {
    expect(searchAttributes("home")).toEqual({ "data-pagefind-body": "" });
    expect(searchAttributes("blog-post")).toEqual({ "data-pagefind-body": "" });
  });

  it("leaves the not-found page out of the index", () => {
    expect(searchAttributes("not-found")).toEqual({});
  });
});

describe("searchSection", () => {
  it("names the section of a result by its address, in every locale", () => {
    expect(searchSection("/blog/ingesting-opentelemetry-at-scale")).toBe("blog");
    expect(searchSection("/de/blog/tags/sampling")).toBe("blog");
    expect(searchSection("/ja/blog")).toBe("blog");
    expect(searchSection("/contact")).toBe("contact");
    expect(searchSection("/de/contact")).toBe("contact");
    expect(searchSection("/")).toBe("platform");
    expect(searchSection("/ja/")).toBe("platform");
    expect(searchSection("/opentelemetry")).toBe("platform");
    expect(searchSection("/blogging")).toBe("platform");
  });
});
