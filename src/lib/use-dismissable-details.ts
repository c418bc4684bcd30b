import { useEffect, type RefObject } from "react";

/**
 * A header's native disclosure (<details>) closed the way a menu is: on Escape, which puts
 * focus back on its summary, on a press or a focus anywhere else, and on choosing one of its
 * links. Opening needs no script; this only closes, once the app has hydrated.
 */
export function useDismissableDetails(ref: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const closeOutside = (event: Event) => {
      if (element.open && !element.contains(event.target as Node)) element.open = false;
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !element.open) return;
      element.open = false;
      element.querySelector("summary")?.focus();
    };
    // A client-side route keeps the header: the menu must not stay open over the next page.
    const closeOnChoice = (event: Event) => {
      if ((event.target as Element).closest("a")) element.open = false;
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("focusin", closeOutside);
    element.addEventListener("keydown", closeOnEscape);
    element.addEventListener("click", closeOnChoice);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("focusin", closeOutside);
      element.removeEventListener("keydown", closeOnEscape);
      element.removeEventListener("click", closeOnChoice);
    };
  }, [ref]);
}
