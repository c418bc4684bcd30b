/// <reference lib="dom" />
import type { Locator, Page } from "@playwright/test";
import {
  colorSchemes,
  themeAttribute,
  themeSwitchingAttribute,
} from "../../src/features/theme/theme-store";
import { expect } from "./fixtures";

interface FocusState {
  /** Whether it is on the element marked by tabTo. */
  isTarget: boolean;
  /** Its number among the page's tab stops, as expectTabOrder numbered them. */
  stop: string | null;
  /** Why a sighted keyboard user could not see it, or null. */
  problem: string | null;
}

/**
 * What axe cannot judge about focus, read in the page in one go once any fade or slide has
 * ended: focus is on rendered content that is neither inert nor behind an open modal, not
 * wholly covered (by the sticky header, say: WCAG 2.4.11), and drawn, in the light and the
 * dark theme, with an outline at least 2 px wide, on the element or on the card drawn around
 * it (2.4.7), in a colour with at least 3:1 contrast against the background it is drawn on
 * (1.4.11). An outline, not a shadow: only an outline survives forced colours.
 */
function focusState(page: Page, indicator: boolean): Promise<FocusState> {
  const theme = { attribute: themeAttribute, switching: themeSwitchingAttribute, colorSchemes };
  return page.evaluate(
    async ({ needsIndicator, theme }) => {
      const finite = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));

      const element = document.activeElement;
      if (!element || element === document.body) {
        return { isTarget: false, stop: null, problem: "nothing has focus" };
      }
      const words = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim();
      const where = `<${element.tagName.toLowerCase()}> "${words.slice(0, 40)}"`;
      const state = (problem: string | null) => ({
        isTarget: element.hasAttribute("data-e2e-target"),
        stop: element.getAttribute("data-e2e-stop"),
        problem: problem && `${where}: ${problem}`,
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

      /** A CSS colour (oklch(), lab(), rgb()) as the sRGB pixel it paints, alpha 0-1. */
      const context = document.createElement("canvas").getContext("2d", {
        willReadFrequently: true,
      })!;
      const rgba = (color: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
        return [r, g, b, a / 255] as const;
      };
      const luminance = ([r, g, b]: readonly number[]) =>
        [r!, g!, b!]
          .map((c) => c / 255)
          .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
          .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
      /** The colour behind `node`: its ancestors' backgrounds laid over the page's. */
      const backdrop = (node: Element) => {
        const layers: (readonly [number, number, number, number])[] = [];
        for (let at: Element | null = node.parentElement; at; at = at.parentElement) {
          const layer = rgba(getComputedStyle(at).backgroundColor);
          if (layer[3] > 0) layers.unshift(layer);
          if (layer[3] === 1) break;
        }
        return layers.reduce<number[]>(
          (below, [r, g, b, a]) => [r, g, b].map((c, i) => c * a + below[i]! * (1 - a)),
          [255, 255, 255],
        );
      };
      const indicatorProblem = () => {
        for (let node: Element | null = element, depth = 0; node && depth <= 4; depth += 1) {
          const style = getComputedStyle(node);
          if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) {
            const [light, dark] = [luminance(rgba(style.outlineColor)), luminance(backdrop(node))]
              .sort((a, b) => b - a)
              .map((l) => l + 0.05);
            const ratio = light! / dark!;
            return ratio >= 3 ? null : `focus outline contrast ${ratio.toFixed(2)}:1, under 3:1`;
          }
          node = node.parentElement;
        }
        return "no focus outline of 2 px or more";
      };

      // Each theme in turn, in this one task: nothing is painted in between, and with
      // transitions off (as while the site switches themes) no colour fades back afterwards.
      const root = document.documentElement;
      const chosen = root.getAttribute(theme.attribute);
      root.setAttribute(theme.switching, "");
      const problems: string[] = [];
      for (const scheme of theme.colorSchemes) {
        root.setAttribute(theme.attribute, scheme);
        const problem = indicatorProblem();
        if (problem) problems.push(`${scheme} theme: ${problem}`);
      }
      if (chosen === null) root.removeAttribute(theme.attribute);
      else root.setAttribute(theme.attribute, chosen);
      document.body.getBoundingClientRect();
      root.removeAttribute(theme.switching);
      return state(problems.length > 0 ? problems.join("; ") : null);
    },
    { needsIndicator: indicator, theme },
  );
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
 * Walks the whole page up with Shift+Tab from its last control: every stop shows its focus
 * (going up is where the sticky header could hide it), and the stops are the page's controls
 * in reverse document order, so Tab visits them in document order.
 */
export async function expectTabOrder(page: Page, where: string): Promise<void> {
  // One Tab first: focus moved by script then shows as it does for the keyboard.
  await page.keyboard.press("Tab");
  const count = await page.evaluate(() => {
    const stops = [
      ...document.querySelectorAll<HTMLElement>(
        "a[href], button, input, textarea, select, summary, iframe, [tabindex]",
      ),
    ]
      .filter((el) => el.tabIndex >= 0 && el.checkVisibility() && !el.closest("[inert]"))
      // A radio group (the theme switch) is one stop: its checked radio.
      .filter((el) => !(el instanceof HTMLInputElement && el.type === "radio" && !el.checked));
    stops.forEach((stop, index) => stop.setAttribute("data-e2e-stop", String(index)));
    stops.at(-1)?.focus();
    return stops.length;
  });
  expect(count, `${where} has tab stops`).toBeGreaterThan(3);
  for (let index = count - 1; index >= 0; index -= 1) {
    if (index < count - 1) await page.keyboard.press("Shift+Tab");
    const { stop, problem } = await focusState(page, true);
    expect(problem, `${where}: stop ${index}`).toBeNull();
    expect(stop, `${where}: Shift+Tab reaches the stops in reverse document order`).toBe(
      String(index),
    );
  }
}
