import { useSyncExternalStore } from "react";

// Whether the search dialog is open: one state for the header's button, the phone menu's
// and the keyboard shortcut, which live in different parts of the frame.
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

// What is typed while the dialog's code is still on its way, on first use: a visitor
// presses `/` and types at once, and the dialog starts with those characters.
let typedAhead = "";
let dialogShown = false;

function captureTyping(event: KeyboardEvent) {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
  if (event.key.length === 1) typedAhead += event.key;
  else if (event.key === "Backspace") typedAhead = typedAhead.slice(0, -1);
  else return;
  event.preventDefault();
}

export function openSearch(): void {
  if (!dialogShown && !open) {
    typedAhead = "";
    document.addEventListener("keydown", captureTyping, true);
  }
  set(true);
}

/** Called by the dialog as it first shows: the characters typed before, from then its own. */
export function takeTypedAhead(): string {
  dialogShown = true;
  document.removeEventListener("keydown", captureTyping, true);
  return typedAhead;
}

export const closeSearch = () => set(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useSearchOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );

/** The dialog's code, a chunk of its own: fetched on first use, or when one is near. */
export const loadSearchDialog = () => import("./search-dialog");

/** Starts fetching the dialog's code and the index's script, before the first click. */
export function prefetchSearch(): void {
  void loadSearchDialog().then(({ prefetchIndex }) => prefetchIndex());
}
