import { describe, expect, it } from "vitest";
import { pageDataContent } from "./post-body-source";

const image = {
  width: 1280,
  height: 720,
  avifSrcSet: "/assets/blog/a-720.avif 720w, /assets/blog/a-1080.avif 1080w",
  src: "/assets/blog/a-1280.webp",
  inlineAvifSrcSet: "data:image/avif;base64,AAAA 720w, /assets/blog/a-1080.avif 1080w",
  alt: "A drawing",
};

describe("pageDataContent", () => {
  it("leaves a post's HTML and its cover's inline bytes to the page", () => {
    const content = {
      copy: { title: "Blog" },
      post: { slug: "a", body: "<p>Hi</p>", cover: image },
    };
    const cover = {
      width: image.width,
      height: image.height,
      avifSrcSet: image.avifSrcSet,
      src: image.src,
      alt: image.alt,
    };
    expect(pageDataContent(content)).toEqual({
      copy: { title: "Blog" },
      post: { slug: "a", cover },
    });
    // The page's own data is not changed on the way.
    expect(content.post.body).toBe("<p>Hi</p>");
    expect(content.post.cover.inlineAvifSrcSet).toBeDefined();
  });

  it("leaves the inline bytes out of a list's covers and keeps everything else", () => {
    const content = { page: 1, posts: [{ slug: "a", cover: image }] };
    const result = pageDataContent(content);
    expect(result.posts[0]?.cover).not.toHaveProperty("inlineAvifSrcSet");
    expect(result.posts[0]?.cover.avifSrcSet).toBe(image.avifSrcSet);
    expect(result.page).toBe(1);
  });
});
