/** Dispatched on the document once the page is interactive (layout/hydration-marker.tsx). */
export const hydratedEvent = "hydrated";

/**
 * Every control works, or keeps its tap for the app, from the moment it is painted: one
 * click listener on the document, in the capture phase (before anything the app adds), from
 * the head of the page.
 *
 * Dialogs (the drawer, the feature dialogs) and the solution steps (radios) work before
 * (and without) the app: a `<button commandfor="id" command="show-modal">` opens
 * `<dialog id>` natively in every browser with invoker commands (Chromium 135, Firefox 144,
 * Safari 26.2); Escape, the focus trap and the focus's return are the modal dialog's own.
 * An older browser gets the same from the app's click handlers once it is hydrated (why no
 * stand-in here: docs/decisions/0020-boot-loader-waits.md). What HTML cannot say yet is
 * added for every browser: a click on a modal dialog's backdrop closes it (as
 * `closedby="any"` would, which Safari lacks); a link in a dialog (the drawer's sections)
 * closes it before its own action, so the page scrolls to the target with no scroll lock
 * left; an invoker's `aria-expanded` follows its dialog (its `toggle` events); and focus
 * goes back to the invoker where the browser left it nowhere.
 *
 * Taps on controls that need the app (`[data-replay]`: the video, the form's send button,
 * which Enter in a field clicks too) are held until it is hydrated, their default cancelled
 * (the form is not posted, which would lose what was typed), and replayed then as real
 * clicks, each control once, in the order tapped: React's handler runs as for a tap, and the
 * browser moves focus as it would. Angular's event replay does the same. Until then the control is `aria-busy`: dimmed (app.css), and a screen
 * reader says it is busy, so a tap is never met with nothing.
 */
export function pageControls(): void {
  const doc = document;
  const held = new Set<HTMLElement>();
  doc.addEventListener(
    "click",
    (event) => {
      const target = event.target as HTMLElement;
      const control = target.closest<HTMLElement>("[data-replay]");
      if (control && !doc.documentElement.dataset.hydrated) {
        event.preventDefault();
        held.add(control);
        control.ariaBusy = "true";
      }
      // The dialog has no padding and its content fills it: a click on it is on the backdrop.
      if (target.localName == "dialog") (target as HTMLDialogElement).close();
      target.closest("dialog a")?.closest("dialog")?.close();
    },
    true,
  );
  // However the dialog opened or closed: a command, Escape, the backdrop, a link, the app.
  doc.addEventListener(
    "toggle",
    (event) => {
      const id = (event.target as Element).id;
      const open = (event as ToggleEvent).newState == "open";
      // The attribute's text is the boolean's: "true" or "false".
      doc
        .querySelector(`[aria-expanded][commandfor="${id}"]`)
        ?.setAttribute("aria-expanded", open as never);
      // Safari does not focus a tapped button, so its dialog gives focus back to the page.
      // Not the drawer's toggle (the one with aria-expanded): a link the drawer closed for
      // has moved the reading position to its target, where the next Tab must go on.
      if (!open && doc.activeElement == doc.body)
        doc
          .querySelector<HTMLElement>(
            `[command=show-modal][commandfor="${id}"]:not([aria-expanded])`,
          )
          ?.focus();
    },
    true,
  );
  doc.addEventListener(hydratedEvent, () => {
    for (const control of held) {
      control.ariaBusy = null;
      control.click();
    }
    held.clear();
  });
}
