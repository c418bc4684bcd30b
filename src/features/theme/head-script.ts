// Runs inline in every page's head (src/app/inline/head.ts), bundled and minified at build:
// it imports only constants, so nothing else of the theme store comes along.
import { colorSchemes, themeAttribute, themeStorageKey } from "./theme-store.ts";

// data-theme is dataset.theme: the shorter spelling, in a script every page carries.
const datasetKey = themeAttribute.slice(5);

/**
 * Puts the stored theme on <html> before the first paint: a stylesheet cannot read
 * localStorage, and the app's JavaScript runs only after the page has painted. It also
 * points the `theme-color` metas, which are in <head> before it, at the chosen theme (as
 * themeColorMedia does), and does both again when the page comes back from the
 * back/forward cache, in case the choice changed on another page meanwhile.
 */
export function applyStoredTheme(): void {
  const apply = () => {
    let stored: string | undefined;
    try {
      stored = localStorage[themeStorageKey] as string | undefined;
    } catch {
      // Storage switched off: the system's setting applies.
    }
    const theme = stored === "light" || stored === "dark" ? stored : "";
    const dataset = document.documentElement.dataset;
    if (theme) dataset[datasetKey] = theme;
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a constant key, spelled once in theme-store.ts
    else delete dataset[datasetKey];
    document.querySelectorAll("meta[name=theme-color]").forEach((meta, index) => {
      const scheme = colorSchemes[index];
      meta.setAttribute(
        "media",
        theme ? (theme == scheme ? "all" : "not all") : `(prefers-color-scheme: ${scheme})`,
      );
    });
  };
  apply();
  addEventListener("pageshow", (event) => event.persisted && apply());
}
