// The data of every blog page, computed at build time from the posts: each post rendered
// once (render-markdown.ts), summarised for the lists, linked to its neighbours and its
// translations. The pages render this data (src/pages/blog/); the feeds and link-preview
// cards are made from the same rendered posts.
import pMap from "p-map";
import type {
  BlogIndexContent,
  BlogPostContent,
  BlogTagContent,
  PostPageData,
  PostSummary,
} from "../../src/content/blog.ts";
import { blogPaths, pageOf } from "../../src/content/blog.ts";
import type { BlogCopy } from "../../src/content/schema.ts";
import { countText } from "../../src/i18n/format.ts";
import { intlLocale, type Locale } from "../../src/i18n/locales.ts";
import type { BuiltPage } from "../pages.ts";
import type { ImageStore } from "./post-images.ts";
import type { PostSource } from "./post-inventory.ts";
import { readingMinutes } from "./reading-time.ts";
import { renderMarkdown } from "./render-markdown.ts";

/** A post shows a table of contents from this many sections on. */
export const tocMinSections = 3;

export interface RenderedPost {
  source: PostSource;
  summary: PostSummary;
  author: string;
  updated: string | null;
  updatedText: string | null;
  html: string;
  /** The HTML for the feed: absolute addresses, no heading links. */
  feedHtml: string;
  toc: PostPageData["toc"];
}

/** A date as the locale writes it, fixed at build time so the page and its hydration agree. */
export function dateText(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(date),
  );
}

async function renderPost(
  source: PostSource,
  copy: BlogCopy,
  images: ImageStore,
  siteUrl: string,
): Promise<RenderedPost> {
  const { frontMatter: matter, locale, slug } = source;
  const fail = (error: unknown): never => {
    throw new Error(`${source.file}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  };
  const [rendered, cover] = await Promise.all([
    renderMarkdown(source.markdown, {
      images,
      anchorLabel: copy.post.anchor,
      url: `${siteUrl}${blogPaths.post(locale, slug)}`,
    }).catch(fail),
    images.image(matter.cover.image).catch(fail),
  ]);
  const sections = rendered.toc.filter((entry) => entry.depth === 2).length;
  return {
    source,
    summary: {
      slug,
      title: matter.title,
      description: matter.description,
      date: matter.date,
      dateText: dateText(matter.date, locale),
      readingTime: countText(
        copy.post.readingTime,
        readingMinutes(source.markdown, locale),
        locale,
      ),
      tags: matter.tags.map((id) => ({ id, label: copy.tags[id] ?? id })),
      cover: { ...cover, alt: matter.cover.alt },
    },
    author: matter.author,
    updated: matter.updated ?? null,
    updatedText: matter.updated ? dateText(matter.updated, locale) : null,
    html: rendered.html,
    feedHtml: rendered.feedHtml,
    toc: sections >= tocMinSections ? rendered.toc : [],
  };
}

/** Every post rendered, a few at a time (image rendering is memory-hungry). */
export async function renderPosts(options: {
  posts: readonly PostSource[];
  copy: Record<Locale, BlogCopy>;
  images: ImageStore;
  siteUrl: string;
}): Promise<RenderedPost[]> {
  const { posts, copy, images, siteUrl } = options;
  return pMap(posts, (post) => renderPost(post, copy[post.locale], images, siteUrl), {
    concurrency: 4,
  });
}

/** The data file's content of a blog page. */
export function blogPageContent(
  page: BuiltPage,
  posts: readonly RenderedPost[],
  copy: BlogCopy,
): BlogIndexContent | BlogTagContent | BlogPostContent {
  const ref = page.blog;
  if (!ref) throw new Error(`${page.path} is not a blog page`);
  const own = posts.filter((post) => post.source.locale === page.locale);
  if (ref.kind === "index") {
    const list = pageOf(own, ref.page).map((post) => post.summary);
    return { copy, posts: list, page: ref.page, pages: ref.pages };
  }
  if (ref.kind === "tag") {
    const tagged = (post: RenderedPost) => post.source.frontMatter.tags.includes(ref.tag);
    const alternates = Object.fromEntries(
      [...new Set(posts.filter(tagged).map((post) => post.source.locale))].map((locale) => [
        locale,
        blogPaths.tag(locale, ref.tag),
      ]),
    );
    return {
      copy,
      tag: { id: ref.tag, label: copy.tags[ref.tag] ?? ref.tag },
      posts: pageOf(own.filter(tagged), ref.page).map((post) => post.summary),
      page: ref.page,
      pages: ref.pages,
      alternates,
    };
  }
  const index = own.findIndex((post) => post.source.slug === ref.slug);
  const post = own[index];
  if (!post) throw new Error(`${page.path}: no rendered post ${ref.slug}`);
  const link = (other: RenderedPost | undefined) =>
    other ? { slug: other.source.slug, title: other.summary.title } : null;
  const alternates = Object.fromEntries(
    posts
      .filter((other) => other.source.slug === ref.slug)
      .map((other) => [other.source.locale, blogPaths.post(other.source.locale, ref.slug)]),
  );
  return {
    copy,
    post: {
      ...post.summary,
      author: post.author,
      updated: post.updated,
      updatedText: post.updatedText,
      toc: post.toc,
      // Newest first: the one after it in the list is older.
      previous: link(own[index + 1]),
      next: link(own[index - 1]),
      alternates,
      body: post.html,
    },
  };
}
