import type { MouseEvent } from "react";

/**
 * Closes the <dialog> around the clicked element natively, at once. Going through
 * dialog.close() (not state) keeps the browser's focus return, and lets a link's default
 * action run only after the scroll lock is gone.
 */
export function closeEnclosingDialog(event: MouseEvent<HTMLElement>): void {
  event.currentTarget.closest("dialog")?.close();
}
