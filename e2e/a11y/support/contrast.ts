/// <reference lib="dom" />
import type { Locator, Page } from "@playwright/test";
import { expect } from "../../support/fixtures";
import { installProbe, settle, type TextItem } from "./probe";

export interface ContrastResult {
  kind: string;
  text: string;
  element: string;
  ratio: number;
  required: number;
}

/** Hides every glyph (text, placeholders, typed values, icons drawn in currentColor). */
const hideForeground = `
  *, *::before, *::after {
    color: transparent !important;
    -webkit-text-fill-color: transparent !important;
    text-shadow: none !important;
    text-decoration-color: transparent !important;
    caret-color: transparent !important;
  }
  ::placeholder { color: transparent !important; }
  svg, svg * { stroke: transparent !important; fill: transparent !important; }
`;

/**
 * Contrast as painted: collects every run of visible text, every field border and every
 * icon that alone identifies a control, then captures the page with all of them made
 * transparent, so what remains is exactly what each one sits on (solid colours, glows,
 * translucent cards, images). Each is judged against the worst background pixel under it
 * (the darkest 2% are ignored as anti-aliasing of the shapes behind). The page is walked a
 * viewport at a time; something is judged where it is wholly in view and on top.
 *
 * `scope` limits the audit to one element (hover states); otherwise the whole page, or just
 * the viewport while a modal dialog locks scrolling.
 */
export async function measureContrast(page: Page, scope?: Locator): Promise<ContrastResult[]> {
  await installProbe(page);
  await settle(page);
  if (scope) await scope.scrollIntoViewIfNeeded();
  const scopeHandle = scope ? await scope.elementHandle() : null;
  const { count, positions, start, clip } = await page.evaluate((root) => {
    const probe = window.__a11yProbe!;
    const items = probe.textItems(root ?? document.body);
    const locked =
      !!root || [...document.querySelectorAll("dialog")].some((d) => d.matches(":modal"));
    const max = document.documentElement.scrollHeight - window.innerHeight;
    const step = Math.max(100, window.innerHeight - 120);
    const positions: number[] = [];
    if (locked) positions.push(window.scrollY);
    else {
      for (let y = 0; y < max; y += step) positions.push(y);
      positions.push(Math.max(0, max));
    }
    const state = window as unknown as {
      __a11yContrast: Record<number, ContrastResult>;
      __a11yItems: TextItem[];
    };
    state.__a11yContrast = {};
    state.__a11yItems = items;
    // A scoped audit captures just the element and a margin (field borders are judged
    // against the pixels just outside them).
    let clip: { x: number; y: number; width: number; height: number } | undefined;
    if (root) {
      // Everything measured, not just the element's own box: a toast is positioned
      // outside its zero-sized region.
      const boxes = [root.getBoundingClientRect(), ...items.flatMap((item) => item.rects)].filter(
        (box) => box.width > 0 && box.height > 0,
      );
      const x = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.x)) - 8));
      const y = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.y)) - 8));
      const right = Math.min(
        window.innerWidth,
        Math.ceil(Math.max(...boxes.map((b) => b.x + b.width)) + 8),
      );
      const bottom = Math.min(
        window.innerHeight,
        Math.ceil(Math.max(...boxes.map((b) => b.y + b.height)) + 8),
      );
      clip = { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) };
    }
    return { count: items.length, positions, start: window.scrollY, clip };
  }, scopeHandle);
  expect(count, "there is something to measure").toBeGreaterThan(0);

  await page.evaluate((css) => window.__a11yProbe!.setOverride("hide", css), hideForeground);
  try {
    for (const y of positions) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      await settle(page);
      const png = await page.screenshot({ clip, scale: "css", caret: "hide" });
      await page.evaluate(
        async ({ base64, origin }) => {
          const probe = window.__a11yProbe!;
          const state = window as unknown as {
            __a11yContrast: Record<number, ContrastResult>;
            __a11yItems: TextItem[];
          };
          const results = state.__a11yContrast;
          await probe.loadImage("backdrop", base64);
          probe.images.backdrop!.x = origin.x;
          probe.images.backdrop!.y = origin.y;
          for (let index = 0; index < state.__a11yItems.length; index += 1) {
            const element = probe.elementOf(index);
            if (!element) break;
            if (results[index]) continue;
            const rects = probe.rectsOf(index);
            if (rects.length === 0) continue;
            const inView = rects.every(
              (rect) =>
                rect.x >= 0 &&
                rect.y >= 0 &&
                rect.x + rect.width <= window.innerWidth &&
                rect.y + rect.height <= window.innerHeight,
            );
            if (!inView) continue;
            // On top where it is: not under the sticky header or another layer.
            const onTop = rects.every((rect) => {
              const hit = document.elementFromPoint(
                rect.x + rect.width / 2,
                rect.y + rect.height / 2,
              );
              return !!hit && (hit === element || element.contains(hit) || hit.contains(element));
            });
            const item = state.__a11yItems[index];
            if (!onTop || !item) continue;
            const ratios: number[] = [];
            for (const rect of rects) {
              for (let y = Math.ceil(rect.y); y < rect.y + rect.height; y += 1) {
                for (let x = Math.ceil(rect.x); x < rect.x + rect.width; x += 1) {
                  const behind = probe.pixel("backdrop", x, y);
                  if (behind) ratios.push(probe.contrast(probe.over(item.color, behind), behind));
                }
              }
            }
            if (ratios.length === 0) continue;
            ratios.sort((a, b) => a - b);
            // Icons are judged on their typical surrounding, text on its worst.
            const ratio =
              item.kind === "icon"
                ? ratios[Math.floor(ratios.length / 2)]!
                : ratios[Math.floor(ratios.length * 0.02)]!;
            results[index] = {
              kind: item.kind,
              text: item.text,
              element: item.element,
              ratio: Math.round(ratio * 100) / 100,
              required: item.required,
            };
          }
        },
        { base64: png.toString("base64"), origin: { x: clip?.x ?? 0, y: clip?.y ?? 0 } },
      );
    }
  } finally {
    await page.evaluate(() => window.__a11yProbe!.setOverride("hide", null));
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), start);
  }
  return page.evaluate(() =>
    Object.values(
      (window as unknown as { __a11yContrast: Record<number, ContrastResult> }).__a11yContrast,
    ),
  );
}

/** Fails with the list of everything below its required ratio. */
export async function expectContrast(page: Page, state: string, scope?: Locator): Promise<void> {
  const results = await measureContrast(page, scope);
  expect(results.length, `${state}: measured something`).toBeGreaterThan(0);
  const failures = results
    .filter((result) => result.ratio < result.required)
    .map(
      (result) =>
        `${result.kind} ${JSON.stringify(result.text)} in ${result.element}: ${result.ratio}:1 < ${result.required}:1`,
    );
  expect(failures, `${state}: contrast below WCAG 1.4.3 / 1.4.11`).toEqual([]);
}
