import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Search, X } from "../../components/icons/lucide";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { ModalDialog } from "../../components/ui/modal-dialog";
import { useCommonCopy, useLocale } from "../../i18n/copy-context";
import { countText, fill } from "../../i18n/format";
import { closeEnclosingDialog } from "../../lib/close-enclosing-dialog";
import { type IndexedPage, loadPagefind } from "./pagefind";
import { SearchResult } from "./search-result";
import { takeTypedAhead } from "./search-store";
import { useSearchResults, type SearchState } from "./use-search-results";

/** Starts loading the index's script, so the first search only waits for its words. */
export function prefetchIndex(): void {
  loadPagefind().catch(() => {
    // Reported when the visitor searches, with a way to try again.
  });
}

const noPages: IndexedPage[] = [];

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The site search: a combobox (WAI-ARIA APG, list autocomplete) whose listbox shows the
 * pages of the page's language that match, as the visitor types. The first result is
 * active; arrows move, Enter opens, Escape closes and focus returns to what opened it.
 */
export default function SearchDialog({ open, onClose }: SearchDialogProps) {
  const { search: copy } = useCommonCopy();
  const locale = useLocale();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState(takeTypedAhead);
  const [attempt, setAttempt] = useState(0);
  const state = useSearchResults(query, attempt);
  const pages = state.status === "done" ? state.pages : noPages;
  // The active option, for the results it was chosen in: new results start at the first.
  const [active, setActive] = useState({ index: 0, of: pages });
  const activeIndex = active.of === pages ? Math.min(active.index, pages.length - 1) : 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!open) return;
    prefetchIndex();
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [open]);

  useEffect(() => {
    listRef.current?.querySelector(`[aria-selected="true"]`)?.scrollIntoView({ block: "nearest" });
  }, [activeIndex, pages]);

  /**
   * Enter opens the active result, as a click on its link would: with Ctrl or ⌘ (the
   * browser's own "open in a new tab" modifier) in a new tab, the dialog staying open.
   */
  function go(index: number, newTab: boolean) {
    const page = pages[index];
    if (!page) return;
    if (newTab) window.open(page.url, "_blank", "noopener");
    else window.location.assign(page.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing || pages.length === 0) return;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setActive({ index: (activeIndex + move + pages.length) % pages.length, of: pages });
    } else if (event.key === "Enter") {
      event.preventDefault();
      go(activeIndex, event.ctrlKey || event.metaKey);
    }
  }

  const expanded = pages.length > 0;
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      className="search-dialog fixed inset-x-0 top-0 mx-auto mt-[max(1rem,8vh)] max-h-[min(40rem,calc(100dvh-2rem))] w-[calc(100%-2rem)] max-w-2xl overflow-hidden rounded-2xl border border-line-strong bg-surface p-0 text-fg shadow-2xl backdrop:bg-scrim/80 backdrop:backdrop-blur-sm"
    >
      <div className="flex max-h-[min(40rem,calc(100dvh-2rem))] flex-col">
        <h2 id={`${id}-title`} className="sr-only">
          {copy.title}
        </h2>
        <div className="flex items-center gap-2 border-b border-line py-2 pr-2 pl-4">
          <Icon node={Search} className="size-5 shrink-0 text-fg-muted" />
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-label={copy.label}
            aria-expanded={expanded}
            aria-controls={`${id}-results`}
            aria-autocomplete="list"
            aria-activedescendant={expanded ? optionId(activeIndex) : undefined}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={200}
            placeholder={copy.placeholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            className="h-12 min-w-0 flex-1 bg-transparent text-lg text-heading outline-none placeholder:text-fg-muted"
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={copy.close}
            onClick={closeEnclosingDialog}
          >
            <Icon node={X} className="size-5" />
          </Button>
        </div>
        <p role="status" className="px-5 pt-3 pb-1 text-sm text-fg-muted">
          {statusText(state, copy, locale)}
        </p>
        <div
          ref={listRef}
          id={`${id}-results`}
          role="listbox"
          aria-label={copy.title}
          // The last results stay until the next arrive: busy while they answer an older query.
          aria-busy={state.status === "done" && state.query !== query.trim() ? true : undefined}
          className="min-h-0 flex-1 space-y-1 overflow-y-auto px-2 pb-2 empty:hidden"
        >
          {pages.map((page, index) => (
            <SearchResult
              key={page.url}
              id={optionId(index)}
              page={page}
              active={index === activeIndex}
              sections={copy.sections}
              onPoint={() => setActive({ index, of: pages })}
            />
          ))}
        </div>
        {state.status === "failed" && (
          <div className="px-5 pb-4">
            <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
              {copy.retry}
            </Button>
          </div>
        )}
        <p
          aria-hidden="true"
          className="hidden gap-4 border-t border-line px-5 py-2.5 text-xs text-fg-muted sm:flex"
        >
          <span>
            <kbd className="font-sans">↑↓</kbd> {copy.keys.move}
          </span>
          <span>
            <kbd className="font-sans">↵</kbd> {copy.keys.open}
          </span>
          <span>
            <kbd className="font-sans">Esc</kbd> {copy.keys.close}
          </span>
        </p>
      </div>
    </ModalDialog>
  );
}

type SearchCopy = ReturnType<typeof useCommonCopy>["search"];

/** What the live region says: how many results, none, loading, or that search failed. */
function statusText(state: SearchState, copy: SearchCopy, locale: ReturnType<typeof useLocale>) {
  switch (state.status) {
    case "idle":
      return copy.prompt;
    case "loading":
      return copy.loading;
    case "failed":
      return copy.failed;
    case "done":
      return state.total === 0
        ? fill(copy.empty, { query: state.query })
        : countText(copy.results, state.total, locale);
  }
}
