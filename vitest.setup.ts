import { afterEach } from "vitest";

// Only a test that runs in a DOM (`// @vitest-environment jsdom`) needs the DOM helpers.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  // The DOM tests share a document within a worker (vite.config.ts, `isolate: false`):
  // whatever a test rendered, by React or by hand, is gone before the next one.
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
  });
}

// jsdom has <dialog> but not its modal methods; this stand-in keeps the open state and the
// "toggle" and "close" events, which is all the components rely on. Focus trapping, the top layer and
// Escape are browser behaviour and are covered by the Playwright suite.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  // A "toggle" as browsers fire it (the head script keeps aria-expanded by it).
  const toggle = (dialog: HTMLDialogElement, newState: string) =>
    dialog.dispatchEvent(Object.assign(new Event("toggle"), { newState }));
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    toggle(this, "open");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    toggle(this, "closed");
    this.dispatchEvent(new Event("close"));
  };
}

// jsdom has no layout, so no media queries: report "no match" and never change.
if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}
