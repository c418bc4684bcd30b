import type { MouseEvent } from "react";
import { Search } from "../../components/icons/lucide";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { useCommonCopy } from "../../i18n/copy-context";
import { cn } from "../../lib/cn";
import { useHydrated } from "../../lib/use-hydrated";
import { openSearch, prefetchSearch } from "./search-store";

interface SearchButtonProps {
  /** With its label beside the icon, as in the phone menu; the header shows the icon only. */
  labelled?: boolean;
  /** Runs before the dialog opens (the phone menu closes itself first). */
  onOpen?: (event: MouseEvent<HTMLButtonElement>) => void;
  className?: string;
}

/**
 * Opens the site search. Its code and the index are fetched when the pointer or focus
 * reaches it, so the first load has none.
 */
export function SearchButton({ labelled = false, onOpen, className }: SearchButtonProps) {
  const { search } = useCommonCopy();
  // It needs JavaScript, so it comes with it: until then the header holds its place (the
  // row moves nothing when it appears), and the first load's HTML carries none of it.
  if (!useHydrated()) {
    return labelled ? null : <span className="size-11 shrink-0 noscript:hidden" />;
  }
  return (
    <Button
      variant="ghost"
      size={labelled ? "lg" : "icon"}
      aria-label={labelled ? undefined : search.open}
      aria-haspopup="dialog"
      aria-keyshortcuts="/ Control+K Meta+K"
      className={cn(labelled && "justify-start px-3", className)}
      onPointerEnter={prefetchSearch}
      onFocus={prefetchSearch}
      onClick={(event) => {
        onOpen?.(event);
        openSearch();
      }}
    >
      <Icon node={Search} className="size-5" />
      {labelled && <span className="text-lg font-medium">{search.open}</span>}
    </Button>
  );
}
