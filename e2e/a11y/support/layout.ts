/// <reference lib="dom" />
import type { Page } from "@playwright/test";
import { expect } from "../../support/fixtures";
import { installProbe, settle } from "./probe";

/** The WCAG 1.4.12 text-spacing overrides (the bookmarklet every audit uses). */
export const textSpacingCss = `
  * {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-bottom: 2em !important; }
`;

const interactiveSelector =
  "a[href], button, input:not([type=hidden]), textarea, select, summary, [role=button], [role=tab], [role=link], [tabindex]:not([tabindex='-1'])";

/**
 * Reflow and text-spacing failures in the current state (WCAG 1.4.10, 1.4.12): a page that
 * scrolls sideways, text or a control outside the viewport's width, text cut off by an
 * ancestor that hides overflow (scrolling containers count as reachable, so a dialog's
 * scrolling body is fine), a region that scrolls sideways, and text running over other text.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  await installProbe(page);
  await settle(page);
  return page.evaluate((selector) => {
    const probe = window.__a11yProbe!;
    const problems: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width + 1) {
      const widest = [...document.querySelectorAll("body *")]
        .filter((element) => probe.isRendered(element))
        .map((element) => ({ element, right: element.getBoundingClientRect().right + scrollX }))
        .filter(({ right }) => right > width + 1)
        .sort((a, b) => b.right - a.right)
        .slice(0, 3)
        .map(({ element, right }) => `${probe.describe(element)} reaches ${Math.round(right)}px`);
      problems.push(
        `the page scrolls sideways (${root.scrollWidth}px in ${width}px): ${widest.join("; ")}`,
      );
    }

    const items = probe.textItems().filter((item) => item.kind === "text");
    const scrollers = new Set<Element>();
    for (const item of items) {
      const element = probe.elementOf(item.index)!;
      for (const rect of item.rects) {
        if (rect.x < -1 || rect.x + rect.width > width + 1) {
          problems.push(`"${item.text}" in ${item.element} is outside the viewport's width`);
          break;
        }
        // The box the text must fit in: the text itself, then any scrolling ancestor it can
        // be scrolled into view within.
        let box = {
          left: rect.x,
          right: rect.x + rect.width,
          top: rect.y,
          bottom: rect.y + rect.height,
        };
        let clipped = "";
        for (
          let node: Element | null = element;
          node && node !== document.body;
          node = node.parentElement
        ) {
          const style = getComputedStyle(node);
          const area = node.getBoundingClientRect();
          const scrollsX = /auto|scroll/.test(style.overflowX);
          const scrollsY = /auto|scroll/.test(style.overflowY);
          if (scrollsX && node.scrollWidth > node.clientWidth + 1) scrollers.add(node);
          if (
            /hidden|clip/.test(style.overflowX) &&
            (box.left < area.left - 1 || box.right > area.right + 1)
          )
            clipped = `cut off at the sides by ${probe.describe(node)}`;
          if (
            /hidden|clip/.test(style.overflowY) &&
            (box.top < area.top - 1 || box.bottom > area.bottom + 1)
          )
            clipped = `cut off at the top or bottom by ${probe.describe(node)}`;
          if (clipped) break;
          if (scrollsX) box = { ...box, left: area.left, right: area.right };
          if (scrollsY) box = { ...box, top: area.top, bottom: area.bottom };
        }
        if (clipped) {
          problems.push(`"${item.text}" in ${item.element} is ${clipped}`);
          break;
        }
      }
    }
    for (const scroller of scrollers) {
      if (scroller.closest("pre, code, table")) continue;
      problems.push(`${probe.describe(scroller)} scrolls sideways`);
    }

    for (const control of document.querySelectorAll(selector)) {
      if (probe.hiddenOrInertReason(control)) continue;
      const rect = control.getBoundingClientRect();
      if (rect.left < -1 || rect.right > width + 1)
        problems.push(`${probe.describe(control)} is outside the viewport's width`);
    }

    // Text over text: every pair of lines from different elements in the page's flow.
    const lines = items
      .filter((item) => !item.overlay)
      .flatMap((item) => item.rects.map((rect) => ({ item, rect })));
    for (let i = 0; i < lines.length; i += 1) {
      for (let j = i + 1; j < lines.length; j += 1) {
        const a = lines[i]!;
        const b = lines[j]!;
        if (a.item.index === b.item.index) continue;
        const overlapX =
          Math.min(a.rect.x + a.rect.width, b.rect.x + b.rect.width) - Math.max(a.rect.x, b.rect.x);
        const overlapY =
          Math.min(a.rect.y + a.rect.height, b.rect.y + b.rect.height) -
          Math.max(a.rect.y, b.rect.y);
        const smaller = Math.min(a.rect.width * a.rect.height, b.rect.width * b.rect.height);
        if (overlapX > 1 && overlapY > 1 && overlapX * overlapY > 0.2 * smaller)
          problems.push(`"${a.item.text}" overlaps "${b.item.text}"`);
      }
    }
    return [...new Set(problems)];
  }, interactiveSelector);
}

export async function expectNoLayoutProblems(page: Page, state: string): Promise<void> {
  expect(await layoutProblems(page), `${state}: content lost or overlapping`).toEqual([]);
}

/**
 * Targets smaller than 24x24 CSS px whose 24 px circle (centred on them) touches another
 * target or another small target's circle (WCAG 2.5.8). Links inside a sentence are exempt.
 */
export async function targetSizeProblems(page: Page): Promise<string[]> {
  await installProbe(page);
  await settle(page);
  return page.evaluate((selector) => {
    const probe = window.__a11yProbe!;
    const targets = [...document.querySelectorAll(selector)]
      .filter((element) => !probe.hiddenOrInertReason(element))
      .filter((element) => !element.closest("[aria-hidden='true']"))
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      // The skip link waits above the viewport until focused.
      .filter(({ rect }) => rect.bottom > -scrollY && rect.right > 0)
      // A target under an overlay (a toast over the footer) cannot be hit where covered.
      .filter(({ element, rect }) => {
        const x = rect.x + rect.width / 2;
        const y = rect.y + rect.height / 2;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return true;
        const hit = document.elementFromPoint(x, y);
        return !hit || hit === element || element.contains(hit) || hit.contains(element);
      });
    const inSentence = (element: Element) => {
      if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
      const block = element.parentElement;
      const own = (element.textContent ?? "").trim();
      return !!block && (block.textContent ?? "").trim().length > own.length + 10;
    };
    const small = (rect: DOMRect) => rect.width < 24 || rect.height < 24;
    const problems: string[] = [];
    for (const target of targets) {
      if (!small(target.rect) || inSentence(target.element)) continue;
      const cx = target.rect.x + target.rect.width / 2;
      const cy = target.rect.y + target.rect.height / 2;
      const crowded = targets.find((other) => {
        if (
          other === target ||
          other.element.contains(target.element) ||
          target.element.contains(other.element)
        )
          return false;
        const dx = Math.max(other.rect.left - cx, 0, cx - other.rect.right);
        const dy = Math.max(other.rect.top - cy, 0, cy - other.rect.bottom);
        if (Math.hypot(dx, dy) < 12) return true;
        if (!small(other.rect)) return false;
        const ox = other.rect.x + other.rect.width / 2;
        const oy = other.rect.y + other.rect.height / 2;
        return Math.hypot(ox - cx, oy - cy) < 24;
      });
      if (crowded) {
        problems.push(
          `${probe.describe(target.element)} is ${Math.round(target.rect.width)}x${Math.round(target.rect.height)}px, ` +
            `too close to ${probe.describe(crowded.element)}`,
        );
      }
    }
    return problems;
  }, interactiveSelector);
}

/**
 * Controls that draw nothing a user can see against their own background (forced-colors
 * checks): within each control's box, fewer than 12 pixels reach 3:1 against the most common
 * colour there. Walks the page a viewport at a time, like the contrast audit.
 */
export async function invisibleControls(page: Page): Promise<string[]> {
  await installProbe(page);
  await settle(page);
  const positions = await page.evaluate(() => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    const locked = [...document.querySelectorAll("dialog")].some((d) => d.matches(":modal"));
    if (locked) return [window.scrollY];
    const step = Math.max(100, window.innerHeight - 120);
    const positions: number[] = [];
    for (let y = 0; y < max; y += step) positions.push(y);
    positions.push(Math.max(0, max));
    return positions;
  });
  const seen = new Map<string, boolean>();
  for (const y of positions) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await settle(page);
    const png = await page.screenshot({ scale: "css", caret: "hide" });
    const verdicts = await page.evaluate(
      async ({ base64, selector }) => {
        const probe = window.__a11yProbe!;
        await probe.loadImage("controls", base64);
        const out: [string, boolean][] = [];
        for (const control of document.querySelectorAll(selector)) {
          if (probe.hiddenOrInertReason(control)) continue;
          const rect = control.getBoundingClientRect();
          if (rect.top < 0 || rect.left < 0 || rect.bottom > innerHeight || rect.right > innerWidth)
            continue;
          const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
          if (!hit || !(hit === control || control.contains(hit) || hit.contains(control)))
            continue;
          const pixels: [number, number, number, number][] = [];
          for (let py = Math.ceil(rect.top); py < rect.bottom; py += 1) {
            for (let px = Math.ceil(rect.left); px < rect.right; px += 1) {
              const pixel = probe.pixel("controls", px, py);
              if (pixel) pixels.push(pixel);
            }
          }
          const counts = new Map<string, number>();
          for (const [r, g, b] of pixels) {
            const key = `${r >> 3},${g >> 3},${b >> 3}`;
            counts.set(key, (counts.get(key) ?? 0) + 1);
          }
          const [mode] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ["0,0,0"];
          const background = mode.split(",").map((v) => Number(v) * 8 + 4);
          const bg: [number, number, number, number] = [
            background[0]!,
            background[1]!,
            background[2]!,
            1,
          ];
          const visible = pixels.filter((pixel) => probe.contrast(pixel, bg) >= 3).length;
          out.push([probe.describe(control), visible >= 12]);
        }
        return out;
      },
      { base64: png.toString("base64"), selector: interactiveSelector },
    );
    for (const [name, visible] of verdicts) seen.set(name, (seen.get(name) ?? false) || visible);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  expect(seen.size, "controls were measured").toBeGreaterThan(0);
  return [...seen.entries()].filter(([, visible]) => !visible).map(([name]) => name);
}
