// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  forgetThemeChoiceForTests,
  getThemeChoice,
  parseThemeChoice,
  setThemeChoice,
  subscribeToThemeChoice,
  themeAttribute,
  themeColorMedia,
  themeStorageKey,
  themeSwitchingAttribute,
} from "./theme-store";

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute(themeAttribute);
  forgetThemeChoiceForTests();
});

afterEach(() => vi.restoreAllMocks());

describe("parseThemeChoice", () => {
  it("keeps light and dark and reads anything else as system", () => {
    expect(parseThemeChoice("light")).toBe("light");
    expect(parseThemeChoice("dark")).toBe("dark");
    for (const value of [null, undefined, "", "system", "Dark", "blue", 1]) {
      expect(parseThemeChoice(value)).toBe("system");
    }
  });
});

describe("themeColorMedia", () => {
  it("leaves it to the system, or makes the chosen theme's colour the only one that applies", () => {
    expect(themeColorMedia("light", "system")).toBe("(prefers-color-scheme: light)");
    expect(themeColorMedia("dark", "system")).toBe("(prefers-color-scheme: dark)");
    expect(themeColorMedia("light", "light")).toBe("all");
    expect(themeColorMedia("dark", "light")).toBe("not all");
    expect(themeColorMedia("light", "dark")).toBe("not all");
    expect(themeColorMedia("dark", "dark")).toBe("all");
  });
});

describe("the theme store", () => {
  it("starts from the choice the head script put on <html>, without reading storage", () => {
    const storage = vi.spyOn(window, "localStorage", "get");
    root.setAttribute(themeAttribute, "light");
    expect(getThemeChoice()).toBe("light");
    forgetThemeChoiceForTests();
    root.setAttribute(themeAttribute, "solarized");
    expect(getThemeChoice()).toBe("system");
    forgetThemeChoiceForTests();
    root.removeAttribute(themeAttribute);
    expect(getThemeChoice()).toBe("system");
    expect(storage).not.toHaveBeenCalled();
  });

  it("reads storage when the page returns, and follows the system if it is off or holds something else", () => {
    const unsubscribe = subscribeToThemeChoice(() => undefined);
    const returns = () => dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    localStorage.setItem(themeStorageKey, "light");
    returns();
    expect(getThemeChoice()).toBe("light");
    localStorage.setItem(themeStorageKey, "solarized");
    returns();
    expect(getThemeChoice()).toBe("system");
    localStorage.setItem(themeStorageKey, "dark");
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    returns();
    expect(getThemeChoice()).toBe("system");
    unsubscribe();
  });

  it("stores an explicit choice, puts it on <html> and tells subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToThemeChoice(listener);
    setThemeChoice("dark");
    expect(localStorage.getItem(themeStorageKey)).toBe("dark");
    expect(root.getAttribute(themeAttribute)).toBe("dark");
    expect(getThemeChoice()).toBe("dark");
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    setThemeChoice("light");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("stores nothing for System: the key is removed and <html> left to the stylesheet", () => {
    setThemeChoice("light");
    setThemeChoice("system");
    expect(localStorage.length).toBe(0);
    expect(root.hasAttribute(themeAttribute)).toBe(false);
    expect(getThemeChoice()).toBe("system");
  });

  it("still applies a choice it cannot store", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    setThemeChoice("light");
    expect(root.getAttribute(themeAttribute)).toBe("light");
    expect(getThemeChoice()).toBe("light");
  });

  it("switches without colour transitions for two frames", () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    setThemeChoice("light");
    expect(root.hasAttribute(themeSwitchingAttribute)).toBe(true);
    frames.shift()?.(0);
    expect(root.hasAttribute(themeSwitchingAttribute)).toBe(true);
    frames.shift()?.(0);
    expect(root.hasAttribute(themeSwitchingAttribute)).toBe(false);
  });

  it("takes a choice made in another tab", () => {
    // The storage listener is added in the task after the subscription (theme-store.ts).
    vi.useFakeTimers();
    const listener = vi.fn();
    const unsubscribe = subscribeToThemeChoice(listener);
    expect(getThemeChoice()).toBe("system");
    vi.runAllTimers();
    vi.useRealTimers();
    localStorage.setItem(themeStorageKey, "dark");
    dispatchEvent(new StorageEvent("storage", { key: themeStorageKey, newValue: "dark" }));
    expect(getThemeChoice()).toBe("dark");
    expect(root.getAttribute(themeAttribute)).toBe("dark");
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it("reads the choice again when the page returns from the back/forward cache", () => {
    const unsubscribe = subscribeToThemeChoice(() => undefined);
    setThemeChoice("light");
    // Meanwhile, another page of the site switched to dark.
    localStorage.setItem(themeStorageKey, "dark");
    dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    expect(getThemeChoice()).toBe("light");
    dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(getThemeChoice()).toBe("dark");
    expect(root.getAttribute(themeAttribute)).toBe("dark");
    unsubscribe();
  });
});
