import type { BlogPostContent } from "../../content/blog";

/** The element that holds a post's HTML. */
export const postBodyId = "post-body";

/**
 * A post's HTML is in its page once, in the prerendered article: the page's data file
 * leaves it out (pageDataContent), and the browser reads it back from the article before
 * hydrating, so React adopts the same markup. On the server the data carries it.
 */
export function readPostBody(content: BlogPostContent): BlogPostContent {
  if (content.post.body !== undefined) return content;
  const body = document.getElementById(postBodyId)?.innerHTML ?? "";
  return { ...content, post: { ...content.post, body } };
}

/**
 * A page's content as its data file carries it: a post without its HTML, and images
 * without the bytes the prerendered page inlines (ImageSources' inlineAvifSrcSet), which
 * the browser has from the page already.
 */
export function pageDataContent<T>(content: T): T {
  const post = (content as Partial<BlogPostContent>).post;
  // JSON leaves out what is undefined: the post's HTML, and every image's inline copy.
  const lean =
    post?.body === undefined ? content : { ...content, post: { ...post, body: undefined } };
  const text = JSON.stringify(lean, (key, value: unknown) =>
    key === "inlineAvifSrcSet" ? undefined : value,
  );
  return JSON.parse(text) as T;
}
