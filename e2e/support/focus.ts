/// <reference lib="dom" />
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

interface FocusState {
  /** Where focus is: its path from <body> and a few words of it ("" when nothing has it). */
  key: string;
  /** Whether it is on the element marked by tabTo. */
  isTarget: boolean;
  /** Why a sighted keyboard user could not see it, or null. */
  problem: string | null;
}

/**
 * What axe cannot judge about focus, read in the page in one go once any fade or slide has
 * ended: focus is on rendered content that is neither inert nor behind an open modal, not
 * wholly covered (by the sticky header, say: WCAG 2.4.11), and drawn with an outline at least
 * 2 px wide, on the element or on the card drawn around it (2.4.7). An outline, not a shadow:
 * only an outline survives forced colours.
 */
function focusState(page: Page, indicator: boolean): Promise<FocusState> {
  return page.evaluate(async (needsIndicator) => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));

    const element = document.activeElement;
    if (!element || element === document.body) {
      return { key: "", isTarget: false, problem: "nothing has focus" };
    }
    // The path from <body>, which content added elsewhere (a toast) leaves unchanged.
    const path: string[] = [];
    for (let node: Element = element; node.parentElement; node = node.parentElement) {
      const same = [...node.parentElement.children].filter((s) => s.tagName === node.tagName);
      path.unshift(`${node.tagName.toLowerCase()}${same.length > 1 ? same.indexOf(node) : ""}`);
    }
    const words = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim();
    const key = `${path.join(">")} "${words.slice(0, 40)}"`;
    const state = (problem: string | null) => ({
      key,
      isTarget: element.hasAttribute("data-e2e-target"),
      problem: problem && `${key}: ${problem}`,
    });

    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      return state("not rendered");
    }
    if (element.closest("[inert], [aria-hidden='true']")) return state("inert or hidden");
    const modal = [...document.querySelectorAll("dialog")].find((d) => d.matches(":modal"));
    if (modal && !modal.contains(element)) return state("behind the open modal");
    const rect = element.getBoundingClientRect();
    let seen = false;
    for (let i = 0; i < 25 && !seen; i += 1) {
      const hit = document.elementFromPoint(
        rect.x + (rect.width * ((i % 5) + 1)) / 6,
        rect.y + (rect.height * (Math.floor(i / 5) + 1)) / 6,
      );
      seen = hit !== null && (hit === element || element.contains(hit));
    }
    if (!seen) return state("wholly covered or out of view");
    if (!needsIndicator || element.tagName === "IFRAME") return state(null);
    for (let node: Element | null = element, depth = 0; node && depth <= 4; depth += 1) {
      const style = getComputedStyle(node);
      if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) return state(null);
      node = node.parentElement;
    }
    return state("no focus outline of 2 px or more");
  }, indicator);
}

export interface FocusCheck {
  /** Label for failure messages. */
  step: string;
  /** The element that must have focus; without it, whatever has focus is checked. */
  target?: Locator;
  /** Require a visible indicator (default true); off for programmatic targets like <main>. */
  indicator?: boolean;
}

/** Focus is on `target` (when given), and a sighted keyboard user can see it there. */
export async function expectFocus(page: Page, { step, target, indicator = true }: FocusCheck) {
  if (target) await expect(target, `${step}: focus is on the expected element`).toBeFocused();
  expect((await focusState(page, indicator)).problem, step).toBeNull();
}

/**
 * Presses `key` until `target` has focus, checking every stop on the way as expectFocus
 * does. Bounded, so a missing target fails instead of hanging.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { key = "Tab", maxPresses = 40, step = "" }: { key?: string; maxPresses?: number; step?: string },
): Promise<void> {
  await target.evaluate((element) => element.setAttribute("data-e2e-target", ""));
  try {
    for (let i = 1; i <= maxPresses; i += 1) {
      await page.keyboard.press(key);
      const { isTarget, problem } = await focusState(page, true);
      expect(problem, `${step}: ${key} #${i}`).toBeNull();
      if (isTarget) return;
    }
    throw new Error(`${step}: ${key} never reached ${target.toString()} in ${maxPresses} presses`);
  } finally {
    await target.evaluate((element) => element.removeAttribute("data-e2e-target"));
  }
}

/**
 * Tabs through the whole page and back: every stop shows its focus, and Shift+Tab retraces
 * the order Tab took (with `back`, the default).
 */
export async function expectTabOrder(page: Page, where: string, back = true): Promise<void> {
  const stops: string[] = [];
  for (let i = 1; i <= 80; i += 1) {
    await page.keyboard.press("Tab");
    const { key, problem } = await focusState(page, true);
    // Past the last stop focus leaves for the browser's own UI.
    if (!key) break;
    expect(stops, `${where}: Tab never comes back to a stop`).not.toContain(key);
    expect(problem, `${where}: Tab stop ${i}`).toBeNull();
    stops.push(key);
  }
  expect(stops.length, `${where} has tab stops`).toBeGreaterThan(3);
  if (!back) return;
  for (let i = stops.length - 1; i >= 0; i -= 1) {
    await page.keyboard.press("Shift+Tab");
    const { key, problem } = await focusState(page, true);
    expect(key, `${where}: Shift+Tab retraces Tab`).toBe(stops[i]);
    expect(problem, `${where}: Shift+Tab stop ${i + 1}`).toBeNull();
  }
}
