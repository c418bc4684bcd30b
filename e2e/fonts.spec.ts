// The brand typeface (src/styles/brand-font.ts): from this site only, requested after the
// first paint (which nothing makes wait for it) and swapped in with nothing shifting; on
// headings and body (Japanese in a CJK face); its fallback's line boxes within 1 px of its
// own, so the swap moves no line.
import type { Page } from "@playwright/test";
import { brandFont, fallbackFont } from "../src/styles/brand-font";
import { chromiumArgs, chromiumPath } from "../tools/chromium";
import { composedPages, firstViews, inMatrixAfterFirst } from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { type LayoutShift, layoutShifts, recordLayoutShifts } from "./support/layout-shifts";

// Faces and line boxes as visitors get them: the full browser, whose font stack the
// headless shell's does not match line for line (docs/decisions/0019-tests-fit-two-cores.md).
test.use({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } });

// The hero's heading and the paragraph under it, on both pages.
const heroText = ["h1", "h1 + p"] as const;

/** How wide each of the hero's texts is laid out: the sum of its line boxes' widths. */
function heroWidths(selectors: readonly string[]): number[] {
  return selectors.map((selector) => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector(selector) ?? document.body);
    return [...range.getClientRects()].reduce((sum, rect) => sum + rect.width, 0);
  });
}

/** The stack of an element's font without the brand face: its fallback alone. */
function useFallback(page: Page, selector: string) {
  return page.locator(selector).evaluate((element, family) => {
    const stack = getComputedStyle(element).fontFamily;
    element.style.fontFamily = stack.replace(new RegExp(`^"?${family}"?,\\s*`), "");
  }, brandFont.family);
}

/** The platform fonts Chromium really drew an element's text with, most glyphs first. */
async function drawnFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  await cdp.send("CSS.enable");
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** Headings and body in the brand face; Japanese text in a CJK face, never a Latin font's. */
async function expectDrawnInBrand(page: Page, locale: string) {
  for (const selector of [...heroText, "header nav a", "footer p"]) {
    const fonts = await drawnFonts(page, selector);
    if (locale === "ja") {
      expect(fonts.join(", "), selector).toMatch(/CJK|JP|Hiragino|Gothic/);
      expect(fonts, selector).not.toContain("DejaVu Sans");
    } else {
      expect(fonts, selector).toEqual([brandFont.family]);
    }
  }
}

/** Each line of an element's text: its top and height, and the element's own height. */
function lineBoxes(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = new Map<number, number>();
    for (const rect of range.getClientRects()) {
      const top = Math.round(rect.top * 10) / 10;
      lines.set(top, Math.max(lines.get(top) ?? 0, rect.height));
    }
    return {
      height: element.getBoundingClientRect().height,
      lines: [...lines].map(([top, height]) => ({ top, height })),
    };
  });
}

// The layout shift a late swap may cause at 1280 px: measured 0 to 0.0009 (centred text).
const lateShift = 0.002;

const settle = (page: Page, ms: number) =>
  page.evaluate((wait) => new Promise((done) => setTimeout(done, wait)), ms);

for (const [index, view] of firstViews.entries()) {
  // The default locale's home page in `npm test`; its other pages and the other locales'
  // (Japanese in its CJK stack) in the slower suite's "matrix" project.
  const tag = inMatrixAfterFirst(index);
  test.describe(`${view.sample}`, { tag }, () => {
    test("the brand face: from this site, after the first paint, moving nothing", async ({
      page,
    }) => {
      const fontRequests: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font") fontRequests.push(request.url());
      });
      await recordLayoutShifts(page);
      const response = await gotoHydrated(page, view.sample);
      const html = (await response?.text()) ?? "";
      await page.evaluate(() => document.fonts.ready);

      // Nothing in the page makes its first paint wait for the face: the critical
      // stylesheet has the fallback's faces only, and the boot loader alone names the file
      // (data-fonts), which it fetches after the first paint with the whole sheet that
      // brings Geist from this site, and applies the sheet once both are there.
      const named = /<script data-chunks="[^"]*"[^>]* data-fonts="([^"]+)"/.exec(html)?.[1];
      expect(html.replace(` data-fonts="${named}"`, "")).not.toMatch(/\.woff2|data:font/);
      const origin = new URL(page.url()).origin;
      expect(fontRequests).toHaveLength(1);
      expect(fontRequests[0]).toMatch(new RegExp(`^${origin}/assets/[\\w-]+\\.woff2$`));
      expect(fontRequests[0]).toBe(`${origin}${named}`);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
        font: performance
          .getEntriesByType("resource")
          .find((entry) => entry.name.endsWith(".woff2"))?.startTime,
      }));
      expect(timing.font, "the face is requested after the first paint").toBeGreaterThan(
        timing.paint,
      );
      const faces = await page.evaluate((family) => {
        const loaded = [...document.fonts].filter((face) => face.family === family);
        return loaded.map((face) => face.status);
      }, brandFont.family);
      expect(faces).toEqual(["loaded"]);

      // The fallback was drawn first, and Geist swapped in, which its metrics make a swap
      // that moves nothing (the fallback's line boxes are tested below).
      await settle(page, 300);
      const shifts = await layoutShifts(page);
      const described = (list: LayoutShift[]) =>
        list.map(({ moved, at }) => `${moved.join(", ")} at ${at} ms`).join("; ");
      // The header's controls can move at hydration (the theme switch's stand-in becomes the
      // switch, seen once on /ja/): noted apart, as this test is about the font.
      const header = shifts.filter((shift) => shift.inHeader);
      if (header.length > 0)
        test.info().annotations.push({ type: "header moved", description: described(header) });
      const elsewhere = shifts.filter((shift) => !shift.inHeader);
      expect(
        elsewhere.reduce((sum, shift) => sum + shift.value, 0),
        described(elsewhere),
      ).toBeLessThan(lateShift);
      await expectDrawnInBrand(page, view.locale);
      if (view.locale === "ja") return; // Japanese text is the CJK face's in either case.
      const now = await page.evaluate(heroWidths, heroText);
      for (const selector of heroText) await useFallback(page, selector);
      expect(await page.evaluate(heroWidths, heroText)).not.toEqual(now);
    });
  });
}

// Where the swap could move a line: a phone (390 px at 3x), Lighthouse's phone (412 px at
// 1.75x, where text is laid out on another pixel grid) and a desktop. Every first view and
// every composed page, whose headlines are the marketers' own and may sit on a line's edge.
const lineViews = [
  { width: 390, deviceScaleFactor: 3 },
  { width: 412, deviceScaleFactor: 1.75 },
  { width: 1280, deviceScaleFactor: 1 },
];
for (const view of [...firstViews, ...composedPages]) {
  test(
    `${view.sample}: the fallback's lines within 1 px of the brand face's on phones and desktops`,
    { tag: "@matrix" },
    async ({ browser }) => {
      for (const { width, deviceScaleFactor } of lineViews) {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          deviceScaleFactor,
          colorScheme: "dark",
        });
        const page = await context.newPage();
        await gotoHydrated(page, view.sample);
        await page.evaluate(() => document.fonts.ready);
        for (const selector of heroText) {
          const inBrand = await lineBoxes(page, selector);
          // The same text in the fallback family alone.
          await useFallback(page, selector);
          await page.evaluate(() => document.fonts.ready);
          const message = `${selector} at ${width} px (${deviceScaleFactor}x) in ${fallbackFont.family}`;
          if (view.locale !== "ja") {
            // Arial's metric twin on Linux: the fallback face, not the system's default.
            expect((await drawnFonts(page, selector))[0], message).toMatch(
              /Liberation Sans|Arimo|Arial/,
            );
          }
          const inFallback = await lineBoxes(page, selector);
          expect(inFallback.lines.length, message).toBe(inBrand.lines.length);
          expect(Math.abs(inFallback.height - inBrand.height), message).toBeLessThanOrEqual(1);
          inFallback.lines.forEach((line, index) => {
            const brand = inBrand.lines[index]!;
            expect(Math.abs(line.top - brand.top), message).toBeLessThanOrEqual(1);
            expect(Math.abs(line.height - brand.height), message).toBeLessThanOrEqual(1);
          });
        }
        await context.close();
      }
    },
  );
}

test(
  "a slow font holds up neither the whole sheet nor the page's scripts for long",
  { tag: "@matrix" },
  async ({ page }) => {
    // The boot loader holds the sheet back for the font, but not the app, which applies the
    // sheet before it hydrates (src/app/inline/boot-loader.ts, entry-client.tsx). Every font
    // is held until the page has hydrated, however long that takes on this machine: the
    // proof is the order, not a time.
    let releaseFonts = () => {};
    const fontsHeld = new Promise<void>((release) => (releaseFonts = release));
    await page.route("**/*.woff2", async (route) => {
      await fontsHeld;
      await route.continue().catch(() => {});
    });
    await gotoHydrated(page, firstViews[0]!.sample);
    const state = await page.evaluate((family) => {
      const sheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
      const face = [...document.fonts].find((font) => font.family === family);
      return { media: sheet?.media, face: face?.status };
    }, brandFont.family);
    expect(state).toEqual({ media: "all", face: "loading" });
    releaseFonts();
  },
);
