import type { ThemeChoice } from "../../content/ids";

export type { ThemeChoice };
export type ColorScheme = "light" | "dark";

/**
 * The one thing the site keeps in the browser: the visitor's theme, under this key, and
 * only while it is not "system" (choosing System removes it). The head script reads it.
 */
export const themeStorageKey = "theme";
/** On <html> while a theme is chosen; without it the system's setting applies (see theme.css). */
export const themeAttribute = "data-theme";
/** On <html> for the frames in which the theme changes, so that no colour fades. */
export const themeSwitchingAttribute = "data-theme-switching";
/** The two `theme-color` metas, in this order in <head> (the head script relies on it). */
export const colorSchemes = ["light", "dark"] as const satisfies readonly ColorScheme[];

export function parseThemeChoice(value: unknown): ThemeChoice {
  return value === "light" || value === "dark" ? value : "system";
}

/** The `media` of a `theme-color` meta: the system decides, or the chosen theme's wins. */
export function themeColorMedia(scheme: ColorScheme, choice: ThemeChoice): string {
  if (choice === "system") return `(prefers-color-scheme: ${scheme})`;
  return choice === scheme ? "all" : "not all";
}

function storedChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(themeStorageKey));
  } catch {
    // Storage can be switched off; the page then follows the system.
    return "system";
  }
}

/** Puts a choice on the page: the attribute the stylesheet's light and dark variants read. */
export function applyThemeChoice(choice: ThemeChoice, root = document.documentElement): void {
  // Everything recolours at once, not some controls later through their hover fades.
  root.setAttribute(themeSwitchingAttribute, "");
  if (choice === "system") root.removeAttribute(themeAttribute);
  else root.setAttribute(themeAttribute, choice);
  requestAnimationFrame(() =>
    requestAnimationFrame(() => root.removeAttribute(themeSwitchingAttribute)),
  );
}

let current: ThemeChoice | undefined;
const listeners = new Set<() => void>();

/**
 * The current choice: the store's snapshot. At first, what the head script put on <html>
 * from storage before the page painted: reading storage again would be a blocking call
 * to the browser in the middle of hydration (up to 9 ms in a fresh renderer, measured).
 */
export function getThemeChoice(): ThemeChoice {
  return (current ??= parseThemeChoice(document.documentElement.getAttribute(themeAttribute)));
}

function update(choice: ThemeChoice): void {
  current = choice;
  applyThemeChoice(choice);
  for (const listener of listeners) listener();
}

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === "system") localStorage.removeItem(themeStorageKey);
    else localStorage.setItem(themeStorageKey, choice);
  } catch {
    // Not remembered, but still applied to this page.
  }
  update(choice);
}

/**
 * Another tab changed the choice (a storage event; the site stores nothing else), or the
 * page came back from the back/forward cache and the choice may have changed on another
 * page meanwhile (a persisted pageshow): take the stored choice again.
 */
function onOutsideChange(event: Event): void {
  if ((event as PageTransitionEvent).persisted !== false) update(storedChoice());
}

/**
 * For useSyncExternalStore. The window listeners stay: adding them again is a no-op. The
 * storage listener is added in a task of its own: Chromium opens the page's storage areas
 * for it, a blocking call to the browser (up to 9 ms in a fresh renderer, measured) that
 * would otherwise lengthen the slice of hydration that subscribes.
 */
export function subscribeToThemeChoice(listener: () => void): () => void {
  listeners.add(listener);
  addEventListener("pageshow", onOutsideChange);
  setTimeout(() => addEventListener("storage", onOutsideChange));
  return () => listeners.delete(listener);
}

/** Forgets the remembered choice, so that each unit test starts from the page. */
export function forgetThemeChoiceForTests(): void {
  current = undefined;
}
