// The blog's part of the build: the posts rendered (with their images) before the
// prerender, which takes each blog page's data from them; then, beside the pages, a feed
// per locale and a link-preview card per post.
import { readFile } from "node:fs/promises";
import type { BrandEnv } from "../../src/config/brand-env.ts";
import { mediaPrefix } from "../../src/content/blog-schema.ts";
import type { BlogCopy, LocaleContent } from "../../src/content/schema.ts";
import type { Locale } from "../../src/i18n/locales.ts";
import { contentRoot } from "../content/load-content.ts";
import type { BuiltPage } from "../pages.ts";
import { blogPageContent, renderPosts, type RenderedPost } from "./blog-content.ts";
import { writeFeeds } from "./feeds.ts";
import { writePostCards } from "./post-cards.ts";
import { imageStore } from "./post-images.ts";
import type { PostInventory } from "./post-inventory.ts";
import { postMarkdown } from "./post-markdown.ts";

export interface BuiltBlog {
  posts: RenderedPost[];
  /** A blog page's data file content. */
  contentOf(page: BuiltPage): unknown;
  /** A post page's text as its author wrote it, images at their built addresses. */
  markdownOf(page: BuiltPage): Promise<string | undefined>;
  /** Feeds and cards, once the pages are written. */
  writeFiles(options: {
    logoFile: string;
  }): Promise<{ feeds: string[]; cards: number; drawn: number }>;
}

export async function buildBlog(options: {
  clientDir: string;
  inventory: PostInventory;
  content: Record<Locale, LocaleContent>;
  brand: BrandEnv;
  contentDir?: string;
}): Promise<BuiltBlog> {
  const { clientDir, inventory, content, brand, contentDir = contentRoot } = options;
  const locales = Object.keys(content) as Locale[];
  const copy = Object.fromEntries(
    locales.map((locale) => [locale, content[locale].blog]),
  ) as Record<Locale, BlogCopy>;
  const images = imageStore({ contentDir, outDir: clientDir });
  const posts = await renderPosts({ posts: inventory.posts, copy, images, siteUrl: brand.siteUrl });
  return {
    posts,
    contentOf: (page) => blogPageContent(page, posts, copy[page.locale]),
    async markdownOf(page) {
      const ref = page.blog;
      if (ref?.kind !== "post") return undefined;
      const post = inventory.posts.find(
        (candidate) => candidate.locale === page.locale && candidate.slug === ref.slug,
      );
      if (!post) return undefined;
      // Rendered already (the store keeps each image once): only their addresses are read.
      const mediaPaths = [...post.markdown.matchAll(new RegExp(`${mediaPrefix}[^)\\s]+`, "g"))];
      const built = new Map<string, string>();
      for (const [path] of mediaPaths) built.set(path, (await images.image(path)).src);
      return postMarkdown(post, {
        siteUrl: brand.siteUrl,
        imageUrl: (path) => `${brand.siteUrl}${built.get(path) ?? path}`,
        updated: copy[post.locale].post.updated,
      });
    },
    async writeFiles({ logoFile }) {
      const feeds = await writeFeeds({
        clientDir,
        locales,
        posts,
        copy,
        brand: brand.name,
        siteUrl: brand.siteUrl,
      });
      const logoSvg = await readFile(logoFile, "utf8");
      const host = new URL(brand.siteUrl).host;
      const cards = await writePostCards({
        clientDir,
        posts,
        card: { name: brand.name, host, logoSvg },
      });
      return { feeds, cards: cards.written, drawn: cards.drawn };
    },
  };
}
