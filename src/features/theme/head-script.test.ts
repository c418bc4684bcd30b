// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyStoredTheme } from "./head-script";
import { ThemeColorMeta } from "./theme-color-meta";
import {
  colorSchemes,
  parseThemeChoice,
  themeAttribute,
  themeColorMedia,
  themeStorageKey,
} from "./theme-store";

const root = document.documentElement;

/** The head as prerendered (React renders the metas with the system's media), then the script. */
function loadPage(): void {
  document.head.innerHTML = renderToStaticMarkup(createElement(ThemeColorMeta));
  applyStoredTheme();
}

function metaMedia(): string[] {
  return [...document.querySelectorAll("meta[name=theme-color]")].map(
    (meta) => meta.getAttribute("media") ?? "",
  );
}

function expectApplied(stored: string | null): void {
  const choice = parseThemeChoice(stored);
  expect(root.getAttribute(themeAttribute)).toBe(choice === "system" ? null : choice);
  expect(metaMedia()).toEqual(colorSchemes.map((scheme) => themeColorMedia(scheme, choice)));
}

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute(themeAttribute);
});

afterEach(() => vi.restoreAllMocks());

describe("the head script", () => {
  it.each([null, "light", "dark", "system", "solarized"])(
    "puts the stored choice %s on the page as the app would",
    (stored) => {
      if (stored !== null) localStorage.setItem(themeStorageKey, stored);
      loadPage();
      expectApplied(stored);
    },
  );

  it("follows the system when storage is blocked", () => {
    localStorage.setItem(themeStorageKey, "light");
    // Blocked storage throws on the very access to window.localStorage.
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => loadPage()).not.toThrow();
    expectApplied(null);
  });

  it("applies a choice made on another page when this one returns from the back/forward cache", () => {
    localStorage.setItem(themeStorageKey, "light");
    loadPage();
    localStorage.setItem(themeStorageKey, "dark");
    dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    expectApplied("light");
    dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expectApplied("dark");
    localStorage.removeItem(themeStorageKey);
    dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expectApplied(null);
  });
});
