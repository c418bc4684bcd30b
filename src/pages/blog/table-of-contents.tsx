import type { TocEntry } from "../../content/blog";
import { cn } from "../../lib/cn";

function TocLinks({ toc }: { toc: readonly TocEntry[] }) {
  return (
    <ol className="space-y-2 text-sm">
      {toc.map((entry) => (
        <li key={entry.id} className={cn(entry.depth === 3 && "ps-4")}>
          <a href={`#${entry.id}`} className="text-fg-muted hover:text-heading hover:underline">
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** The sections of a long post, above its text on narrower screens: folded, so the text starts at once. */
export function TocDisclosure({ toc, title }: { toc: readonly TocEntry[]; title: string }) {
  if (toc.length === 0) return null;
  return (
    <details className="mb-10 rounded-xl border border-line bg-surface/50 lg:hidden">
      <summary className="cursor-pointer px-4 py-3 font-semibold text-heading">{title}</summary>
      <nav aria-label={title} className="px-4 pb-4">
        <TocLinks toc={toc} />
      </nav>
    </details>
  );
}

/** The sections of a long post, beside its text on wide screens, where it stays in view. */
export function TocSidebar({ toc, title }: { toc: readonly TocEntry[]; title: string }) {
  if (toc.length === 0) return null;
  return (
    <nav aria-labelledby="toc-title" className="sticky top-24 hidden lg:block">
      <h2 id="toc-title" className="mb-4 text-sm font-semibold text-heading">
        {title}
      </h2>
      <TocLinks toc={toc} />
    </nav>
  );
}
