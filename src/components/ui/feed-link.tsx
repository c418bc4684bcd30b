import { Rss } from "../icons/lucide";
import { Icon } from "./icon";

/** The visible link to a list's RSS feed (the blog's, the changelog's). */
export function FeedLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      className="inline-flex min-h-6 items-center gap-2 text-link underline-offset-4 hover:text-link-hover hover:underline"
    >
      <Icon node={Rss} className="size-4" />
      {label}
    </a>
  );
}
