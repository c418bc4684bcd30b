import type { PostSummary } from "../../content/blog";
import { blogPaths } from "../../content/blog";
import type { BlogCopy } from "../../content/schema";
import { useLocale } from "../../i18n/copy-context";
import { PostImage } from "./post-image";
import { PostMeta } from "./post-meta";

/** The cover's slot in the list: a third of the frame, half of it, or the phone's width. */
const coverSizes = "(min-width: 64rem) 22rem, (min-width: 48rem) 45vw, calc(100vw - 2rem)";

interface PostCardProps {
  post: PostSummary;
  copy: BlogCopy;
  /** The first card of the blog's first page, in the first view. */
  priority?: boolean;
}

/**
 * A post in a list: the whole card is its link (the title's link stretched over it), so the
 * tags here are labels, not links of their own.
 */
export function PostCard({ post, copy, priority = false }: PostCardProps) {
  const locale = useLocale();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface/50 transition-colors hover:border-line-bold">
      <div className="aspect-video overflow-hidden border-b border-line bg-raised">
        <PostImage
          image={post.cover}
          sizes={coverSizes}
          priority={priority}
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        {/* The tags' names are words of every card: the search leaves them to the tag pages. */}
        <p
          data-search-skip=""
          className="flex flex-wrap gap-2 text-xs font-semibold tracking-wide text-accent-fg uppercase"
        >
          {post.tags.map((tag) => (
            <span key={tag.id}>{tag.label}</span>
          ))}
        </p>
        <h2 className="text-xl font-semibold text-balance text-heading">
          <a
            href={blogPaths.post(locale, post.slug)}
            className="group-hover:underline group-hover:decoration-1 group-hover:underline-offset-4 after:absolute after:inset-0 after:rounded-2xl"
          >
            {post.title}
          </a>
        </h2>
        <p className="text-fg-muted">{post.description}</p>
        <PostMeta post={post} copy={copy} className="mt-auto pt-2" />
      </div>
    </article>
  );
}

/** Posts as a grid of cards, newest first. */
export function PostList({
  posts,
  copy,
  firstPage = false,
}: {
  posts: readonly PostSummary[];
  copy: BlogCopy;
  firstPage?: boolean;
}) {
  return (
    // A list of posts matches what its posts do: the search ranks the posts themselves first.
    <ul data-pagefind-weight="0.2" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.slug}>
          <PostCard post={post} copy={copy} priority={firstPage && index === 0} />
        </li>
      ))}
    </ul>
  );
}
