import type { PostSummary } from "../../content/blog";
import type { BlogCopy } from "../../content/schema";
import { cn } from "../../lib/cn";

interface PostMetaProps {
  post: Pick<PostSummary, "date" | "dateText" | "readingTime">;
  copy: BlogCopy;
  className?: string;
}

/** When a post was published and how long it takes to read. */
export function PostMeta({ post, copy, className }: PostMetaProps) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 text-sm text-fg-subtle", className)}>
      <span className="sr-only">{copy.post.published}</span>
      <time dateTime={post.date}>{post.dateText}</time>
      <span aria-hidden="true">·</span>
      <span>{post.readingTime}</span>
    </p>
  );
}
