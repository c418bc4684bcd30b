import { describe, expect, it } from "vitest";
import type { PostFrontMatter } from "../../src/content/blog-schema.ts";
import { blogPagesOf, lastChange } from "./blog-pages.ts";
import type { PostSource } from "./post-inventory.ts";

/** A post of a day in March (newest first as the inventory orders them), with its tags. */
function post(day: number, tags: string[], updated?: string): PostSource {
  const date = `2026-03-${String(day).padStart(2, "0")}`;
  const frontMatter = { title: `Post ${day}`, date, updated, tags } as PostFrontMatter;
  return { locale: "de", slug: `post-${day}`, file: `${day}.md`, frontMatter, markdown: "" };
}

describe("blogPagesOf", () => {
  it("pages the index and each tag past the page size, with a page per post", () => {
    const posts = Array.from({ length: 3 }, (_, index) => post(20 - index, ["a"]));
    posts.push(post(1, ["b"], "2026-04-02"));
    const pages = blogPagesOf("de", posts, 2);
    expect(pages.map((page) => page.path)).toEqual([
      "/de/blog",
      "/de/blog/page/2",
      "/de/blog/tags/a",
      "/de/blog/tags/a/page/2",
      "/de/blog/tags/b",
      "/de/blog/post-20",
      "/de/blog/post-19",
      "/de/blog/post-18",
      "/de/blog/post-1",
    ]);
    expect(pages[1]?.blog).toEqual({ kind: "index", page: 2, pages: 2 });
    expect(pages[3]?.blog).toEqual({ kind: "tag", tag: "a", page: 2, pages: 2 });
    expect(pages[4]?.blog).toEqual({ kind: "tag", tag: "b", page: 1, pages: 1 });
    // A page's last change is the newest date or update among the posts it shows.
    expect(pages.map((page) => page.lastmod)).toEqual([
      "2026-03-20",
      "2026-04-02",
      "2026-03-20",
      "2026-03-18",
      "2026-04-02",
      "2026-03-20",
      "2026-03-19",
      "2026-03-18",
      "2026-04-02",
    ]);
  });

  it("keeps the blog's address without posts: one empty index page, no tags", () => {
    const pages = blogPagesOf("ja", [], 10);
    expect(pages).toEqual([expect.objectContaining({ path: "/ja/blog" })]);
    expect(pages[0]).not.toHaveProperty("lastmod");
  });
});

describe("lastChange", () => {
  it("compares dates with times as instants", () => {
    expect(lastChange([post(3, []), post(2, [], "2026-03-03T12:00Z")])).toBe("2026-03-03T12:00Z");
  });
});
