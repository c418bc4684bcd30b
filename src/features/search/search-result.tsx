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
  onChoose: () => void;
}

/** One option of the results listbox: section, title and the excerpt with the matches marked. */
export function SearchResult({ id, page, active, sections, onPoint, onChoose }: SearchResultProps) {
  const section = sections[searchSection(page.url)];
  return (
    // The listbox is driven from the search field (aria-activedescendant); a click is the
    // pointer's way to choose, the keyboard's is Enter in the field.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- options of a combobox's listbox are never focused: the field keeps focus and points at the active one (aria-activedescendant)
    <div
      id={id}
      role="option"
      aria-selected={active}
      data-url={page.url}
      onPointerMove={onPoint}
      onClick={onChoose}
      className={cn(
        "cursor-pointer rounded-xl border border-transparent px-3 py-2.5",
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
    </div>
  );
}
