import { ArrowLeft, ArrowRight } from "../../components/icons/lucide";
import { Icon } from "../../components/ui/icon";
import type { BlogCopy } from "../../content/schema";
import { fill } from "../../i18n/format";

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-line-strong px-5 font-medium text-fg-soft hover:border-field-hover hover:text-heading";

/**
 * Newer and older pages of a list (the index, a tag's posts), as plain links: each page is
 * its own document, at the address `pathOf` gives it.
 */
export function Pagination({
  page,
  pages,
  copy,
  pathOf,
}: {
  page: number;
  pages: number;
  copy: BlogCopy;
  pathOf: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={copy.pagination.label}
      className="mt-12 flex flex-wrap items-center justify-between gap-4"
    >
      {page > 1 ? (
        <a href={pathOf(page - 1)} rel="prev" className={linkClass}>
          <Icon node={ArrowLeft} className="size-4 rtl-flip" />
          {copy.pagination.newer}
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-fg-subtle" aria-current="page">
        {fill(copy.pagination.status, { page, pages })}
      </p>
      {page < pages ? (
        <a href={pathOf(page + 1)} rel="next" className={linkClass}>
          {copy.pagination.older}
          <Icon node={ArrowRight} className="size-4 rtl-flip" />
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
