// What `npm run dev` (the editor's live preview) serves: every page the build makes, from the
// content files as they are now (composed pages, the blog's index, tag pages and posts),
// drafts and scheduled posts too, each marked as not published on its page. The blog's posts
// are rendered once per change of the content, their images into a folder of the cache.
import { resolve } from "node:path";
import type { BrandEnv } from "../src/config/brand-env.ts";
import { blogPaths } from "../src/content/blog.ts";
import type { LocaleContent } from "../src/content/schema.ts";
import type { Locale } from "../src/i18n/locales.ts";
import { buildBlog, type BuiltBlog } from "./blog/build-blog.ts";
import { postInventory, type PostInventory } from "./blog/post-inventory.ts";
import { composedContent } from "./content/composed-content.ts";
import { composedPageFiles } from "./content/composed-pages.ts";
import { storyFiles } from "./content/stories.ts";
import { builtPages, type BuiltPage } from "./pages.ts";

/** Where the preview writes the posts' rendered images; it serves /assets/ from there too. */
export const devBlogDir = resolve("node_modules/.cache/dev-blog");

export interface DevPages {
  pages: BuiltPage[];
  blog: BuiltBlog;
  /** Why a post's page is not on the built site, by its path: a draft, or dated later. */
  unpublished: Map<string, "draft" | "scheduled">;
}

/** Every page of the preview, from the content as it is now. */
export async function devPages(
  locales: readonly Locale[],
  content: Record<Locale, LocaleContent>,
  brand: BrandEnv,
): Promise<DevPages> {
  const inventory: PostInventory = postInventory(locales, { preview: true });
  const composed = composedContent(composedPageFiles(locales, { siteUrl: brand.siteUrl }));
  const stories = storyFiles(locales, { siteUrl: brand.siteUrl });
  const pages = builtPages(locales, inventory, composed, stories);
  const blog = await buildBlog({ clientDir: devBlogDir, inventory, content, brand });
  const unpublished = new Map(
    inventory.unpublished.map((post) => [blogPaths.post(post.locale, post.slug), post.reason]),
  );
  return { pages, blog, unpublished };
}

/** The words of the preview's mark on a page that is not published, in English for editors. */
export const unpublishedNote = {
  draft: "Not published: this post is a draft. Only the preview shows it.",
  scheduled: "Not published yet: this post is dated in the future. Only the preview shows it.",
};

/**
 * The mark the preview puts on an unpublished post, before the app's root (so hydration never
 * sees it), fixed at the bottom of the screen where it covers no heading.
 */
export const unpublishedBanner = (reason: "draft" | "scheduled") =>
  `<div role="status" data-unpublished="${reason}" style="position:fixed;inset:auto 0 0 0;z-index:100;` +
  `padding:.75rem 1rem;background:#fde047;color:#1c1917;font:600 15px/1.4 system-ui;` +
  `text-align:center;border-top:2px solid #1c1917">${unpublishedNote[reason]}</div>`;
