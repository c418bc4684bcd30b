import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The widths every page and state is compared at: a phone, a tablet, a laptop. */
export const visualWidths = [390, 768, 1280] as const;

/** From this width the header shows its own navigation; below it, the drawer holds it. */
export const desktopNavWidth = 1280;

/**
 * The header's items (the logo, each link, each control) that touch or overlap another,
 * named by their text: a label too long for the room runs into its neighbour.
 */
export function headerCollisions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const row = document.querySelector("[data-header-row]");
    const items = [...(row?.querySelectorAll("a, button, [role=radiogroup], summary") ?? [])]
      .filter(
        (item) =>
          item.checkVisibility() && !item.parentElement?.closest("[role=radiogroup], dialog"),
      )
      .map((item) => ({
        name: (item.textContent || item.getAttribute("aria-label") || item.localName).trim(),
        box: item.getBoundingClientRect(),
      }));
    const touching: string[] = [];
    for (const [index, a] of items.entries()) {
      for (const b of items.slice(index + 1)) {
        if (
          a.box.left < b.box.right &&
          b.box.left < a.box.right &&
          a.box.top < b.box.bottom &&
          b.box.top < a.box.bottom
        ) {
          touching.push(`${a.name} / ${b.name}`);
        }
      }
    }
    return touching;
  });
}

async function settle(page: Page): Promise<void> {
  // Images in view decoded, so a shot never catches one half-painted, and every face the
  // page declares loaded: the brand face comes with the whole stylesheet, after the first
  // paint, and `document.fonts.ready` settles early if no layout has asked for it yet.
  await page.evaluate(async () => {
    await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
    const inView = [...document.images].filter((image) => {
      const { top, bottom, width } = image.getBoundingClientRect();
      return width > 0 && bottom > 0 && top < innerHeight;
    });
    await Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
  });
}

/**
 * The viewport, or one element whole (a section taller than the viewport). `mask` covers
 * what moves on its own schedule (a toast sliding in while the viewport changes).
 */
export async function shoot(
  page: Page,
  name: string,
  { target = page, mask = [] }: { target?: Page | Locator; mask?: Locator[] } = {},
) {
  // An element taller than the viewport would be captured beyond it, with the sticky header
  // and the hidden skip link painted over it where the viewport happened to be: a viewport
  // as tall as the page holds any element whole, with the header at the top of the page.
  const viewport = page.viewportSize();
  if (target !== page && viewport) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: viewport.width, height });
  }
  await settle(page);
  await expect(target).toHaveScreenshot(`${name}.png`, {
    animations: "disabled",
    caret: "hide",
    // A few edge pixels of a decoded image can differ between runs; anything a person would
    // notice is far more.
    maxDiffPixels: 40,
    // The copyright year is the build's: a baseline must not expire on New Year's Day.
    mask: [page.getByText(/^© \d{4} /), ...mask],
  });
  if (target !== page && viewport) await page.setViewportSize(viewport);
}
