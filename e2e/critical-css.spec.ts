// The critical share of the stylesheet (builder/critical-css.ts) draws the page as the whole
// sheet does: every element's box and colours in both themes, at a phone's and a desktop's
// width, so the whole sheet, linked after the first paint, changes nothing.
import type { Page } from "@playwright/test";
import { firstViews, inMatrixAfterFirst } from "./support/content";
import { expect, test } from "./support/fixtures";

/** Every element drawn: where it is and the colours it is drawn in. */
function layout(page: Page) {
  return page.evaluate(() =>
    [...document.body.querySelectorAll("*")].flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0) return [];
      const style = getComputedStyle(element);
      const round = (n: number) => Math.round(n);
      return [
        `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""} ` +
          `${[box.x, box.y, box.width, box.height].map(round).join(",")} ` +
          `${style.color} ${style.backgroundColor} ${style.display} ${style.opacity}`,
      ];
    }),
  );
}

/**
 * The page as its first paint draws it (the critical sheet alone), or with the whole sheet.
 * Without scripts, where <noscript> links the whole sheet, so that nothing else differs;
 * in the fallback face in both, as the brand face comes with the whole sheet.
 */
async function render(page: Page, path: string, wholeSheet: boolean) {
  await page.unrouteAll();
  await page.route(/\.woff2$/, (route) => route.abort());
  if (!wholeSheet) await page.route(/\.css$/, (route) => route.abort());
  await page.goto(path);
  return layout(page);
}

// The requests held back are reported by the browser as failed loads.
test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/net::ERR_FAILED/] });

for (const [index, view] of firstViews.entries()) {
  test.describe(view.sample, { tag: inMatrixAfterFirst(index) }, () => {
    for (const colorScheme of ["dark", "light"] as const) {
      test(
        `the critical sheet draws the page as the whole sheet, ${colorScheme}`,
        { tag: "@matrix" },
        async ({ page }) => {
          await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
          for (const width of [390, 1280]) {
            await page.setViewportSize({ width, height: 900 });
            const critical = await render(page, view.sample, false);
            const whole = await render(page, view.sample, true);
            expect(critical, `${width} px`).toEqual(whole);
          }
        },
      );
    }
  });
}
