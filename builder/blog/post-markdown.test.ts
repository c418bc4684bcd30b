import { describe, expect, it } from "vitest";
import type { PostSource } from "./post-inventory";
import { postMarkdown } from "./post-markdown";

describe("postMarkdown", () => {
  it("heads the text with its title, description, author and dates in its language, images made absolute", () => {
    const post: PostSource = {
      locale: "de",
      slug: "a-post",
      file: "content/de/blog/a-post.md",
      markdown: "\nText.\n\n![Ein Bild](/media/blog/x.svg)\n",
      frontMatter: {
        title: "Ein Beitrag",
        description: "Worum es geht",
        date: "2026-03-10",
        updated: "2026-04-01",
        author: "Ada",
        tags: ["opentelemetry"],
        cover: { image: "/media/blog/x.svg", alt: "Ein Bild" },
        draft: false,
      },
    };
    const imageUrl = (path: string) => `https://acme.io/assets/blog/${path.slice(12)}.webp`;
    expect(
      postMarkdown(post, {
        siteUrl: "https://acme.io",
        imageUrl,
        updated: "Aktualisiert am {date}",
      }),
    ).toBe(
      "# Ein Beitrag\n\n> Worum es geht\n\nAda, 2026-03-10, Aktualisiert am 2026-04-01. " +
        "https://acme.io/de/blog/a-post\n\nText.\n\n![Ein Bild](https://acme.io/assets/blog/x.svg.webp)\n",
    );
  });
});
