import { Search } from "lucide";
import type { MouseEvent } from "react";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { useCommonCopy } from "../../i18n/copy-context";
import { cn } from "../../lib/cn";
import { openSearch, prefetchSearch } from "./search-store";

interface SearchButtonProps {
  /** With its label beside the icon, as in the phone menu; the header shows the icon only. */
  labelled?: boolean;
  /** Runs before the dialog opens (the phone menu closes itself first). */
  onOpen?: (event: MouseEvent<HTMLButtonElement>) => void;
  className?: string;
}

/**
 * Opens the site search. Not shown without JavaScript, which the search needs. Its code and
 * the index are fetched when the pointer or focus reaches it, so the first load has none.
 */
export function SearchButton({ labelled = false, onOpen, className }: SearchButtonProps) {
  const { search } = useCommonCopy();
  return (
    <Button
      variant="ghost"
      size={labelled ? "lg" : "icon"}
      aria-label={labelled ? undefined : search.open}
      aria-haspopup="dialog"
      aria-keyshortcuts="/ Control+K Meta+K"
      data-search-button=""
      className={cn("noscript:hidden", labelled && "justify-start px-3", className)}
      onPointerEnter={prefetchSearch}
      onFocus={prefetchSearch}
      onClick={(event) => {
        onOpen?.(event);
        openSearch();
      }}
    >
      <Icon node={Search} className={labelled ? "size-5" : "size-5"} />
      {labelled && <span className="text-lg font-medium">{search.open}</span>}
    </Button>
  );
}
