import type { BlogPostContent } from "../../content/blog";

/** The element that holds a post's HTML. */
export const postBodyId = "post-body";

/**
 * A post's HTML is in its page once, in the prerendered article: the page's data block
 * leaves it out (dataBlockContent), and the browser reads it back from the article before
 * hydrating, so React adopts the same markup. On the server the data carries it.
 */
export function readPostBody(content: BlogPostContent): BlogPostContent {
  if (content.post.body !== undefined) return content;
  const body = document.getElementById(postBodyId)?.innerHTML ?? "";
  return { ...content, post: { ...content.post, body } };
}

/** A page's content as its data block carries it: a post without its HTML. */
export function dataBlockContent<T>(content: T): T {
  const post = (content as Partial<BlogPostContent>).post;
  if (!post || post.body === undefined) return content;
  const rest = { ...post };
  delete rest.body;
  return { ...content, post: rest };
}
