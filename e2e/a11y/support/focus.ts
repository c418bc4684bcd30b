/// <reference lib="dom" />
import type { Locator, Page } from "@playwright/test";
import { expect } from "../../support/fixtures";
import { installProbe, settle, type Box } from "./probe";

/** WCAG 2.4.7 / 2.4.13-style minimum: a 2 CSS px indicator with a 3:1 change of contrast. */
const minIndicatorWidth = 2;
const minIndicatorContrast = 3;
/** Share of the visible indicator that must reach 3:1 (anti-aliased corners are excluded). */
const minIndicatorShare = 0.9;

interface FocusFacts {
  element: string;
  tag: string;
  problem: string | null;
  /** Grid points over the element's box where it is the topmost thing: 0 means obscured. */
  visiblePoints: number;
  outline: { style: string; width: number; offset: number };
  /** How many levels up the ring is drawn: 0 on the element, more for a card around it. */
  ringDepth: number;
  /** The box of the element that draws the ring. */
  rect: Box;
  viewport: { width: number; height: number };
}

/** What has focus and whether a sighted keyboard user can see it there. */
async function focusFacts(page: Page): Promise<FocusFacts> {
  await installProbe(page);
  return page.evaluate(() => {
    const probe = window.__a11yProbe!;
    const element = document.activeElement ?? document.body;
    const rect = element.getBoundingClientRect();
    // The ring may be drawn by a container that reacts to the focus inside it
    // (:has(:focus-visible), :focus-within), as for a card whose button fills it.
    const draws = (node: Element) => getComputedStyle(node).outlineStyle !== "none";
    let ringHost: Element = element;
    let ringDepth = 0;
    if (!draws(element)) {
      let node = element.parentElement;
      for (let depth = 1; node && depth <= 4; depth += 1, node = node.parentElement) {
        if (draws(node)) {
          ringHost = node;
          ringDepth = depth;
          break;
        }
      }
    }
    const style = getComputedStyle(ringHost);
    const ringRect = ringHost.getBoundingClientRect();
    let visiblePoints = 0;
    for (let i = 1; i <= 5; i += 1) {
      for (let j = 1; j <= 5; j += 1) {
        const x = rect.x + (rect.width * i) / 6;
        const y = rect.y + (rect.height * j) / 6;
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === element || element.contains(hit))) visiblePoints += 1;
      }
    }
    return {
      element: probe.describe(element),
      tag: element.tagName.toLowerCase(),
      problem: probe.hiddenOrInertReason(element),
      visiblePoints,
      outline: {
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth) || 0,
        offset: parseFloat(style.outlineOffset) || 0,
      },
      ringDepth,
      rect: { x: ringRect.x, y: ringRect.y, width: ringRect.width, height: ringRect.height },
      viewport: { width: window.innerWidth, height: window.innerHeight },
    };
  });
}

interface IndicatorResult {
  samples: number;
  covered: number;
  share: number;
  minimum: number;
  median: number;
}

/**
 * Measures the focus indicator in pixels. The focused element is captured as painted and the
 * middle line of its outline ring is walked (straight sides and rounded corners, one point
 * per CSS px). A point counts as indicated when the pixel there shows the outline colour (so
 * a ring painted underneath an image or clipped away does not count) and that colour has
 * 3:1 contrast with the pixel just outside the ring: the page, a gradient or an image behind
 * it. Points under a sticky header or another overlay are left out.
 */
async function measureIndicator(page: Page, facts: FocusFacts): Promise<IndicatorResult> {
  const { rect, outline, viewport } = facts;
  const reach = Math.max(outline.offset + outline.width, 0) + 4;
  const x0 = Math.max(0, Math.floor(rect.x - reach));
  const y0 = Math.max(0, Math.floor(rect.y - reach));
  const x1 = Math.min(viewport.width, Math.ceil(rect.x + rect.width + reach));
  const y1 = Math.min(viewport.height, Math.ceil(rect.y + rect.height + reach));
  const clip = { x: x0, y: y0, width: Math.max(1, x1 - x0), height: Math.max(1, y1 - y0) };
  const png = await page.screenshot({ clip, scale: "css", caret: "hide" });

  return page.evaluate(
    async ({ rect, outline, clip, base64, ringDepth }) => {
      const probe = window.__a11yProbe!;
      await probe.loadImage("focus", base64);
      probe.images.focus!.x = clip.x;
      probe.images.focus!.y = clip.y;
      let element: Element = document.activeElement!;
      for (let depth = 0; depth < ringDepth && element.parentElement; depth += 1) {
        element = element.parentElement;
      }
      const style = getComputedStyle(element);
      const ringColor = probe.parseColor(style.outlineColor);
      // The ring follows the border radius (rounded-full is an "infinite" radius, which the
      // browser clamps to half the short side).
      const borderRadius = Math.min(
        parseFloat(style.borderTopLeftRadius) || 0,
        Math.min(rect.width, rect.height) / 2,
      );
      const middle = outline.offset + outline.width / 2;
      const left = rect.x - middle;
      const top = rect.y - middle;
      const right = rect.x + rect.width + middle;
      const bottom = rect.y + rect.height + middle;
      const radius =
        borderRadius > 0
          ? Math.min(Math.max(0, borderRadius + middle), (right - left) / 2, (bottom - top) / 2)
          : 0;
      const points: { x: number; y: number; nx: number; ny: number }[] = [];
      for (let x = left + radius; x <= right - radius; x += 1) {
        points.push({ x, y: top, nx: 0, ny: -1 }, { x, y: bottom, nx: 0, ny: 1 });
      }
      for (let y = top + radius; y <= bottom - radius; y += 1) {
        points.push({ x: left, y, nx: -1, ny: 0 }, { x: right, y, nx: 1, ny: 0 });
      }
      if (radius > 0) {
        const steps = Math.max(4, Math.ceil((Math.PI * radius) / 2));
        const corners: [number, number, number][] = [
          [left + radius, top + radius, Math.PI],
          [right - radius, top + radius, 1.5 * Math.PI],
          [right - radius, bottom - radius, 0],
          [left + radius, bottom - radius, 0.5 * Math.PI],
        ];
        for (const [cx, cy, start] of corners) {
          for (let i = 1; i < steps; i += 1) {
            const angle = start + (i / steps) * (Math.PI / 2);
            const nx = Math.cos(angle);
            const ny = Math.sin(angle);
            points.push({ x: cx + radius * nx, y: cy + radius * ny, nx, ny });
          }
        }
      }

      // An element in a fixed or sticky layer of its own (the skip link, the header, a
      // dialog) paints its ring above the page, so only page content can cover it.
      const elementInOverlay = probe.isInOverlay(element);
      const isCovered = (x: number, y: number) => {
        if (elementInOverlay) return false;
        const hit = document.elementFromPoint(x, y);
        if (!hit || hit === element || element.contains(hit) || hit.contains(element)) return false;
        for (let node: Element | null = hit; node; node = node.parentElement) {
          if (node.contains(element)) return false;
          if (probe.isInOverlay(node)) return true;
        }
        return false;
      };
      const distance = (a: number[], b: number[]) =>
        Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

      const ratios: number[] = [];
      let covered = 0;
      const outside = outline.width / 2 + 1.5;
      for (const { x, y, nx, ny } of points) {
        if (isCovered(x, y)) {
          covered += 1;
          continue;
        }
        const behind = probe.pixel("focus", x + nx * outside, y + ny * outside);
        if (!behind) continue;
        const ring = probe.over(ringColor, behind);
        // Of the pixels on the middle line and half a pixel to either side, one lies wholly
        // inside a 2 px ring whatever its sub-pixel position: the ring is there if one of
        // them shows its colour.
        const shown = [-0.5, 0, 0.5].some((shift) => {
          const seen = probe.pixel("focus", x + nx * shift, y + ny * shift);
          return seen !== null && distance(seen, ring) <= 40;
        });
        ratios.push(shown ? probe.contrast(ring, behind) : 1);
      }
      ratios.sort((a, b) => a - b);
      const passing = ratios.filter((ratio) => ratio >= 3).length;
      return {
        samples: ratios.length,
        covered,
        share: ratios.length ? passing / ratios.length : 0,
        minimum: ratios[0] ?? 0,
        median: ratios[Math.floor(ratios.length / 2)] ?? 0,
      };
    },
    {
      rect: facts.rect,
      outline: facts.outline,
      clip,
      base64: png.toString("base64"),
      ringDepth: facts.ringDepth,
    },
  );
}

export interface FocusExpectation {
  /** The element that must have focus; null checks whatever has it. */
  target?: Locator | null;
  /** Check the visible indicator (default true); off for non-interactive skip targets. */
  indicator?: boolean;
  /** Label for failure messages. */
  step?: string;
  /** Record failures and carry on (expect.soft), so one journey reports every barrier. */
  soft?: boolean;
}

/**
 * Asserts that focus is on `target`, on something rendered, not inert, not hidden from
 * assistive technology, not entirely covered (WCAG 2.4.11), and that its indicator is at
 * least 2 CSS px wide with 3:1 contrast against what is behind it (2.4.7, 2.4.13).
 */
export async function expectFocus(page: Page, expectation: FocusExpectation = {}): Promise<void> {
  const { target = null, indicator = true, soft = false } = expectation;
  const check = soft ? expect.soft : expect;
  const label = expectation.step ? `${expectation.step}: ` : "";
  if (target) {
    await check(target, `${label}focus is on the expected element`).toBeFocused();
    if (soft && !(await target.evaluate((element) => element === document.activeElement))) return;
  }
  await settle(page);
  const facts = await focusFacts(page);
  const where = `${label}focus on ${facts.element}`;
  check(facts.problem, `${where} must be on visible, non-inert content`).toBeNull();
  check(facts.visiblePoints, `${where} must not be entirely obscured`).toBeGreaterThan(0);
  if (!indicator || facts.tag === "iframe" || facts.problem) return;
  check(
    { style: facts.outline.style, wide: facts.outline.width >= minIndicatorWidth },
    `${where}: the focus outline must be drawn and at least ${minIndicatorWidth}px wide (got ${facts.outline.style} ${facts.outline.width}px)`,
  ).toEqual({ style: expect.not.stringMatching(/^none$/), wide: true });
  const result = await measureIndicator(page, facts);
  check(
    result.share,
    `${where}: at least ${minIndicatorShare * 100}% of the visible focus ring must contrast ${minIndicatorContrast}:1 with what is behind it ` +
      `(share ${result.share.toFixed(2)}, minimum ${result.minimum.toFixed(2)}, median ${result.median.toFixed(2)}, ` +
      `${result.samples} samples, ${result.covered} covered)`,
  ).toBeGreaterThanOrEqual(minIndicatorShare);
}

/** Describes what has focus now (for loops and messages). */
export async function focusedDescription(page: Page): Promise<string> {
  await installProbe(page);
  return page.evaluate(() => window.__a11yProbe!.describe(document.activeElement ?? document.body));
}

/**
 * Presses `key` until `target` has focus, checking every stop on the way with `expectFocus`
 * when `checkStops` is set. Bounded, so a missing target fails instead of hanging.
 */
export async function pressUntilFocused(
  page: Page,
  key: "Tab" | "Shift+Tab",
  target: Locator,
  { maxPresses = 40, checkStops = false, step = "" } = {},
): Promise<void> {
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
    if (checkStops && (await page.evaluate(() => document.activeElement !== document.body))) {
      // The tab-order tests measure every indicator; on the way, where focus is suffices.
      await expectFocus(page, {
        step: `${step} (on the way, ${key} #${i + 1})`,
        indicator: false,
        soft: true,
      });
    }
  }
  throw new Error(`${key} never reached ${target.toString()} within ${maxPresses} presses`);
}
