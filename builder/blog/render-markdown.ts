// A post's Markdown to HTML, at build time: GitHub-flavoured Markdown (tables, task lists,
// strikethrough, autolinks), headings with ids and a link to themselves, code highlighted
// (highlight.ts), images rendered to AVIF and WebP with their sizes and lazy loading
// (post-images.ts), and the headings for a table of contents. Raw HTML in a post is not
// rendered: the page's content-security policy and its stylesheet stay in charge. The same
// tree also gives the feed's HTML, with absolute addresses and without the heading links.
import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import type { TocEntry } from "../../src/content/blog.ts";
import { highlightCode } from "./highlight.ts";
import type { ImageStore } from "./post-images.ts";

/** The slot a post's figure fills: the text column, or the screen less its margins. */
export const figureSizes = "(min-width: 48rem) 42rem, calc(100vw - 2rem)";

export interface RenderOptions {
  images: ImageStore;
  /** The name of a heading's link, with `{heading}` for the heading's text. */
  anchorLabel: string;
  /** The post's absolute URL, for the feed's links. */
  url: string;
}

export interface RenderedMarkdown {
  html: string;
  /** For the feed: absolute addresses, no heading links. */
  feedHtml: string;
  toc: TocEntry[];
}

const element = (
  tagName: string,
  properties: Element["properties"],
  children: ElementContent[] = [],
): Element => ({ type: "element", tagName, properties, children });

/** Every `<pre><code class="language-x">` highlighted in place. */
function highlight() {
  return async (tree: Root) => {
    const blocks: { pre: Element; code: Element }[] = [];
    visit(tree, "element", (node) => {
      const code = node.tagName === "pre" ? node.children[0] : undefined;
      if (code?.type === "element" && code.tagName === "code") blocks.push({ pre: node, code });
    });
    await Promise.all(
      blocks.map(async ({ pre, code }) => {
        const classes = (code.properties.className ?? []) as string[];
        const language = classes.find((name) => name.startsWith("language-"))?.slice(9) ?? "";
        Object.assign(pre, await highlightCode(toString(code), language));
      }),
    );
  };
}

/** Each image as a `<picture>` of AVIF candidates and a sized, lazy WebP `<img>`. */
function images(store: ImageStore) {
  return async (tree: Root) => {
    const found: Element[] = [];
    visit(tree, "element", (node) => {
      if (node.tagName === "img") found.push(node);
    });
    await Promise.all(
      found.map(async (img) => {
        const src = String(img.properties.src ?? "");
        const alt = String(img.properties.alt ?? "").trim();
        if (!alt)
          throw new Error(
            `the image ${src} has no description: write it as ![What it shows](${src})`,
          );
        const image = await store.image(src);
        const title = img.properties.title;
        const picture = element("picture", {}, [
          element("source", { type: "image/avif", srcSet: image.avifSrcSet, sizes: figureSizes }),
          element("img", {
            src: image.src,
            width: image.width,
            height: image.height,
            alt,
            loading: "lazy",
            decoding: "async",
          }),
        ]);
        const caption =
          typeof title === "string" && title
            ? [element("figcaption", {}, [{ type: "text", value: title }])]
            : [];
        Object.assign(img, element("figure", {}, [picture, ...caption]));
      }),
    );
    // A paragraph holding only a figure becomes the figure: <figure> cannot be inside <p>.
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName !== "p" || !parent || index === undefined) return;
      const content = node.children.filter((child) => child.type !== "text" || child.value.trim());
      const only = content[0];
      if (content.length === 1 && only?.type === "element" && only.tagName === "figure") {
        parent.children[index] = only;
        return SKIP;
      }
    });
  };
}

/** Wide tables scroll inside their own box, which the keyboard can reach. */
function scrollableTables() {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName !== "table" || !parent || index === undefined) return;
      parent.children[index] = element("div", { className: ["table-scroll"], tabIndex: 0 }, [node]);
      return SKIP;
    });
  };
}

function collectToc(toc: TocEntry[]) {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      const depth = node.tagName === "h2" ? 2 : node.tagName === "h3" ? 3 : null;
      if (depth && typeof node.properties.id === "string") {
        toc.push({ id: node.properties.id, text: toString(node), depth });
      }
    });
  };
}

/** The feed's copy of the tree: addresses made absolute, the heading links removed. */
function feedTree(tree: Root, url: string): Root {
  const copy = structuredClone(tree);
  const origin = new URL(url).origin;
  const absolute = (value: string) =>
    value.startsWith("#") ? `${url}${value}` : value.startsWith("/") ? `${origin}${value}` : value;
  visit(copy, "element", (node, index, parent) => {
    const classes = (node.properties.className ?? []) as string[];
    if (classes.includes("heading-anchor") && parent && index !== undefined) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    for (const key of ["href", "src"] as const) {
      const value = node.properties[key];
      if (typeof value === "string") node.properties[key] = absolute(value);
    }
    const srcSet = node.properties.srcSet;
    if (srcSet !== undefined) {
      node.properties.srcSet = String(Array.isArray(srcSet) ? srcSet.join(",") : srcSet)
        .split(",")
        .map((candidate) => absolute(candidate.trim()))
        .join(", ");
    }
  });
  return copy;
}

export async function renderMarkdown(
  markdown: string,
  options: RenderOptions,
): Promise<RenderedMarkdown> {
  const toc: TocEntry[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(() => collectToc(toc))
    .use(rehypeAutolinkHeadings, {
      // After the heading, not inside it: the heading's own name stays its text.
      behavior: "after",
      group: element("div", { className: ["heading"] }),
      properties: (heading) => ({
        className: ["heading-anchor"],
        ariaLabel: options.anchorLabel.replace("{heading}", toString(heading)),
      }),
      content: { type: "text", value: "#" },
    })
    .use(highlight)
    .use(() => images(options.images))
    .use(scrollableTables);
  const tree = await processor.run(processor.parse(markdown));
  const stringify = unified().use(rehypeStringify);
  return {
    html: stringify.stringify(tree as Root),
    feedHtml: stringify.stringify(feedTree(tree as Root, options.url)),
    toc,
  };
}
