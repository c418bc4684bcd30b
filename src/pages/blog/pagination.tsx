import { ArrowLeft, ArrowRight } from "lucide";
import { Icon } from "../../components/ui/icon";
import { blogPaths } from "../../content/blog";
import type { BlogCopy } from "../../content/schema";
import { useLocale } from "../../i18n/copy-context";
import { fill } from "../../i18n/format";

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-line-strong px-5 font-medium text-fg-soft hover:border-field-hover hover:text-heading";

/** Newer and older pages of the index, as plain links: each page is its own document. */
export function Pagination({ page, pages, copy }: { page: number; pages: number; copy: BlogCopy }) {
  const locale = useLocale();
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={copy.pagination.label}
      className="mt-12 flex flex-wrap items-center justify-between gap-4"
    >
      {page > 1 ? (
        <a href={blogPaths.index(locale, page - 1)} rel="prev" className={linkClass}>
          <Icon node={ArrowLeft} className="size-4" />
          {copy.pagination.newer}
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-fg-subtle" aria-current="page">
        {fill(copy.pagination.status, { page, pages })}
      </p>
      {page < pages ? (
        <a href={blogPaths.index(locale, page + 1)} rel="next" className={linkClass}>
          {copy.pagination.older}
          <Icon node={ArrowRight} className="size-4" />
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
