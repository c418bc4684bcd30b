import { blogPaths, type PostLink } from "../../content/blog";
import type { BlogCopy } from "../../content/schema";
import { useLocale } from "../../i18n/copy-context";
import { cn } from "../../lib/cn";

function NeighbourLink({
  post,
  label,
  align,
}: {
  post: PostLink;
  label: string;
  align: "start" | "end";
}) {
  const locale = useLocale();
  return (
    <a
      href={blogPaths.post(locale, post.slug)}
      className={cn(
        "flex h-full flex-col gap-1 rounded-2xl border border-line p-5 hover:border-line-bold",
        align === "end" && "sm:text-end",
      )}
    >
      <span className="text-sm text-fg-subtle">{label}</span>
      <span className="font-semibold text-balance text-heading">{post.title}</span>
    </a>
  );
}

/** The older and the newer post, in the post's language. */
export function PostNav({
  previous,
  next,
  copy,
}: {
  previous: PostLink | null;
  next: PostLink | null;
  copy: BlogCopy;
}) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={copy.post.more} className="mt-16">
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          {previous && <NeighbourLink post={previous} label={copy.post.previous} align="start" />}
        </li>
        <li className="sm:col-start-2">
          {next && <NeighbourLink post={next} label={copy.post.next} align="end" />}
        </li>
      </ul>
    </nav>
  );
}
