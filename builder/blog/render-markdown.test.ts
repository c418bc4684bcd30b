import { describe, expect, it } from "vitest";
import type { ImageStore } from "./post-images";
import { renderMarkdown } from "./render-markdown";

const images: ImageStore = {
  image: async (path) => ({
    width: 1280,
    height: 720,
    avifSrcSet: `/assets/blog/${path.split("/").pop()}-720.avif 720w`,
    src: "/assets/blog/x.webp",
  }),
};

const render = (markdown: string) =>
  renderMarkdown(markdown, {
    images,
    anchorLabel: "Link to “{heading}”",
    url: "https://acme.io/blog/a-post",
  });

describe("renderMarkdown", () => {
  it("gives headings an id and a named link after them, and lists them for the contents", async () => {
    const { html, toc } = await render("## Why it matters\n\n### 検出の仕組み\n\nText.");
    expect(html).toContain(
      '<div class="heading"><h2 id="why-it-matters">Why it matters</h2><a class="heading-anchor" aria-label="Link to “Why it matters”" href="#why-it-matters">#</a></div>',
    );
    expect(toc).toEqual([
      { id: "why-it-matters", text: "Why it matters", depth: 2 },
      { id: "検出の仕組み", text: "検出の仕組み", depth: 3 },
    ]);
  });

  it("highlights code by class, with no style attribute for the policy to refuse", async () => {
    const { html } = await render("```sql\nSELECT 1 -- one\n```\n\n```\nplain\n```");
    expect(html).toContain('<pre tabindex="0" class="code-block" data-language="sql">');
    expect(html).toContain('<span class="tok-keyword">SELECT</span>');
    expect(html).toContain('class="tok-comment"');
    expect(html).not.toContain("style=");
  });

  it("stops on a language it cannot highlight", async () => {
    await expect(render("```brainfuck\n+\n```")).rejects.toThrow(/"brainfuck" is not highlighted/);
  });

  it("turns an image alone in its paragraph into a sized, lazy figure with its caption", async () => {
    const { html } = await render('![A diagram](/media/blog/d.svg "The flow")');
    expect(html).toBe(
      '<figure><picture><source type="image/avif" srcset="/assets/blog/d.svg-720.avif 720w" sizes="(min-width: 48rem) 42rem, calc(100vw - 2rem)"><img src="/assets/blog/x.webp" width="1280" height="720" alt="A diagram" loading="lazy" decoding="async"></picture><figcaption>The flow</figcaption></figure>',
    );
  });

  it("refuses an image without a description, and drops raw HTML", async () => {
    await expect(render("![](/media/blog/d.svg)")).rejects.toThrow(/has no description/);
    const { html } = await render(
      'Text <b style="color:red">bold</b>\n\n<script>alert(1)</script>',
    );
    expect(html).not.toMatch(/<b|<script|style=/);
  });

  it("gives the feed absolute addresses and no heading links", async () => {
    const { feedHtml } = await render("## Part\n\nSee [above](#part) and ![A](/media/blog/d.svg).");
    expect(feedHtml).not.toContain("heading-anchor");
    expect(feedHtml).toContain('href="https://acme.io/blog/a-post#part"');
    expect(feedHtml).toContain('src="https://acme.io/assets/blog/x.webp"');
    expect(feedHtml).toContain('srcset="https://acme.io/assets/blog/d.svg-720.avif 720w"');
  });
});
