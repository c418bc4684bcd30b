import type { Page } from "@playwright/test";

/** One layout shift, as the page's PerformanceObserver saw it. */
export interface LayoutShift {
  value: number;
  /** When, from the document's start. */
  at: number;
  /** What moved, as `TAG.class list`. */
  moved: string[];
  /** Whether everything that moved is in the site's header. */
  inHeader: boolean;
}

/** Records every layout shift of the next documents from their start (read with `layoutShifts`). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    Object.assign(window, { layoutShifts: shifts });
    type Entry = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        const moved = entry.sources.map(({ node }) =>
          node instanceof Element ? node : (node?.parentElement ?? null),
        );
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: moved.map((element) => `${element?.tagName ?? "?"}.${element?.className ?? ""}`),
          inHeader: moved.every((element) => element?.closest("header")),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts recorded so far on the current document. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}
