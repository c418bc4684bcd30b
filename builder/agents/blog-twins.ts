// The Markdown twins of the blog's pages: a post as its author wrote it, the index and tag
// pages as lists of posts that link to the posts' own twins.
import { blogPaths, type PostSummary } from "../../src/content/blog.ts";
import { absoluteUrl, markdownTwinPath } from "../../src/features/seo/seo-config.ts";
import { fill } from "../../src/i18n/format.ts";
import { localizedPath } from "../../src/i18n/paths.ts";
import type { PageId } from "../../src/site-pages.ts";
import { md } from "./markdown.ts";
import { siteFrame, type TwinInput, type TwinRenderer } from "./twin-frame.ts";

function postList(input: TwinInput<PageId>, posts: readonly PostSummary[]): string[] {
  const url = (path: string) => absoluteUrl(input.site.url, path);
  return posts.flatMap((post) => [
    md.heading(2, post.title),
    md.paragraph(`${post.dateText}. ${post.description}`),
    md.link(post.title, url(markdownTwinPath(blogPaths.post(input.locale, post.slug)))),
  ]);
}

const blogIndex: TwinRenderer<"blog-index"> = (input) => {
  const { copy, posts, page, pages } = input.content;
  return md.document([
    md.heading(1, copy.index.title),
    md.paragraph(copy.index.lead),
    pages > 1 && md.paragraph(fill(copy.pagination.status, { page, pages })),
    ...(posts.length > 0 ? postList(input, posts) : [md.paragraph(copy.index.empty)]),
    "---",
    ...siteFrame(input),
  ]);
};

const blogTag: TwinRenderer<"blog-tag"> = (input) => {
  const { copy, tag, posts, page, pages } = input.content;
  const all = absoluteUrl(input.site.url, blogPaths.index(input.locale));
  return md.document([
    md.heading(1, fill(copy.tagPage.title, { tag: tag.label })),
    md.paragraph(fill(copy.tagPage.description, { tag: tag.label })),
    pages > 1 && md.paragraph(fill(copy.pagination.status, { page, pages })),
    ...postList(input, posts),
    md.link(copy.tagPage.all, all),
    "---",
    ...siteFrame(input),
  ]);
};

const blogPost: TwinRenderer<"blog-post"> = (input) => {
  const { copy, post } = input.content;
  const url = (path: string) => absoluteUrl(input.site.url, path);
  if (!input.body) throw new Error(`${input.path}: the post's Markdown was not passed`);
  return md.document([
    input.body.trim(),
    post.toc.length > 0 && md.heading(2, copy.post.toc),
    post.toc.length > 0 &&
      md.list(post.toc.map((entry) => md.link(entry.text, url(`${input.path}#${entry.id}`)))),
    md.heading(2, copy.post.tags),
    md.list(post.tags.map((tag) => md.link(tag.label, url(blogPaths.tag(input.locale, tag.id))))),
    md.heading(2, copy.cta.title),
    md.paragraph(copy.cta.text),
    md.link(copy.cta.button, url(localizedPath(input.locale, "/contact"))),
    "---",
    ...siteFrame(input),
  ]);
};

export const blogTwinRenderers = {
  "blog-index": blogIndex,
  "blog-tag": blogTag,
  "blog-post": blogPost,
} satisfies { [Id in PageId]?: TwinRenderer<Id> };
