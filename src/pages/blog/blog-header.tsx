import type { ReactNode } from "react";
import { FeedLink } from "../../components/ui/feed-link";
import { blogPaths } from "../../content/blog";
import type { BlogCopy } from "../../content/schema";
import { useLocale } from "../../i18n/copy-context";

interface BlogHeaderProps {
  eyebrow: string;
  title: string;
  lead?: string;
  copy: BlogCopy;
  children?: ReactNode;
}

/** The top of the blog's lists: what the page is, and the feed to follow it. */
export function BlogHeader({ eyebrow, title, lead, copy, children }: BlogHeaderProps) {
  const locale = useLocale();
  return (
    <header className="mb-12 max-w-3xl">
      <p className="text-sm font-semibold tracking-wide text-accent-fg uppercase">{eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-heading sm:text-5xl">
        {title}
      </h1>
      {lead && <p className="mt-4 text-lg text-pretty text-fg-muted">{lead}</p>}
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
        {children}
        <FeedLink href={blogPaths.feed(locale)} label={copy.feed.link} />
      </p>
    </header>
  );
}
