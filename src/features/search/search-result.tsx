import type { CommonContent } from "../../content/schema";
import { cn } from "../../lib/cn";
import { excerptParts } from "./excerpt";
import type { IndexedPage } from "./pagefind";
import { searchSection } from "./search-attributes";

type Sections = CommonContent["search"]["sections"];

interface SearchResultProps {
  id: string;
  page: IndexedPage;
  active: boolean;
  sections: Sections;
  onPoint: () => void;
}

/**
 * One option of the results listbox: section, title and the excerpt with the matches marked.
 * The option is the link itself (`<a href role="option">`, which ARIA in HTML allows), so a
 * reader can open it in a new tab, copy its address or see where it leads, while the
 * combobox pattern stays whole: the field keeps focus and points at the active option
 * (aria-activedescendant), so the option is out of the Tab order.
 */
export function SearchResult({ id, page, active, sections, onPoint }: SearchResultProps) {
  const section = sections[searchSection(page.url)];
  return (
    <a
      id={id}
      href={page.url}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      onPointerMove={onPoint}
      className={cn(
        "block rounded-xl border border-transparent px-3 py-2.5 no-underline",
        active && "border-line-strong bg-raised",
      )}
    >
      <span className="block text-xs font-semibold tracking-wide text-accent-fg uppercase">
        {section}
      </span>
      <span className="block font-semibold text-heading">{page.meta.title ?? page.url}</span>
      <span className="mt-0.5 line-clamp-2 block text-sm text-fg-muted">
        {excerptParts(page.excerpt).map((part, index) =>
          part.marked ? (
            <mark key={index} className="rounded-sm bg-accent/25 px-0.5 text-heading">
              {part.text}
            </mark>
          ) : (
            part.text
          ),
        )}
      </span>
    </a>
  );
}
