import { useEffect } from "react";

/** Whether a key press goes to something the visitor types in, where `/` is a character. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(?:INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * `/` (outside a text field) and Ctrl+K or ⌘K (anywhere) run `onShortcut`, as on
 * documentation sites; the browser's own use of the key is prevented then.
 */
export function useSearchShortcut(onShortcut: () => void): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      const modified = event.ctrlKey || event.metaKey;
      const slash = event.key === "/" && !modified && !event.altKey && !isTyping(event.target);
      const commandK = modified && !event.altKey && event.key.toLowerCase() === "k";
      if (!slash && !commandK) return;
      event.preventDefault();
      onShortcut();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onShortcut]);
}
