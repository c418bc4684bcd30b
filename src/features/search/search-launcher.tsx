import { lazy, Suspense, useState } from "react";
import { closeSearch, loadSearchDialog, openSearch, useSearchOpen } from "./search-store";
import { useSearchShortcut } from "./use-search-shortcut";

const SearchDialog = lazy(loadSearchDialog);

/**
 * The search dialog, once in the frame: nothing of it is fetched or rendered until it is
 * first opened (by a search button or the keyboard shortcut); after that it stays mounted,
 * closed, keeping what was typed.
 */
export function SearchLauncher() {
  const open = useSearchOpen();
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  useSearchShortcut(openSearch);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog open={open} onClose={closeSearch} />
    </Suspense>
  );
}
