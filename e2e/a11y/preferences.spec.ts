/// <reference lib="dom" />
// The visitor's display preferences, which axe does not emulate: reduced motion (nothing
// glides or fades) and forced colours (Windows high contrast: focus and the selected step
// still show).
import type { Page } from "@playwright/test";
import { content, featureItems, solutionSteps } from "../support/content";
import { expect, gotoHydrated, notFoundConsoleErrors, test } from "../support/fixtures";
import {
  fillContactForm,
  heroRegion,
  notFoundPath,
  openFeatureDialog,
  solutionTab,
  submitButton,
  toaster,
} from "../support/site";

const { home, contact } = content();
const steps = solutionSteps();

/** Elements (and pseudo-elements) that declare a transition or animation that would run. */
function declaredMotion(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seconds = (value: string) => Math.max(...value.split(",").map((v) => parseFloat(v) || 0));
    const found: string[] = [];
    for (const element of document.querySelectorAll("*")) {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        const transition =
          style.transitionProperty !== "none" &&
          seconds(style.transitionDuration) + seconds(style.transitionDelay) > 0;
        const animation = style.animationName !== "none" && seconds(style.animationDuration) > 0;
        if (transition || animation) found.push(`${element.outerHTML.slice(0, 80)}${pseudo ?? ""}`);
      }
    }
    return found;
  });
}

/** Starts recording every CSS transition and animation that starts from now on. */
async function recordMotion(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const log: string[] = [];
    Object.assign(window, { e2eMotion: log });
    for (const type of ["transitionrun", "animationstart"]) {
      document.addEventListener(
        type,
        (event) => log.push(`${type} on ${(event.target as Element).outerHTML.slice(0, 80)}`),
        true,
      );
    }
  });
  return () => page.evaluate(() => (window as unknown as { e2eMotion: string[] }).e2eMotion);
}

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce", allowedConsoleErrors: notFoundConsoleErrors });

  test(
    "section links jump at once; nothing declares motion; dialogs and the toast appear still",
    { tag: "@matrix" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      ).toBe("auto");
      expect(await declaredMotion(page), "/").toEqual([]);
      const motion = await recordMotion(page);
      await heroRegion(page).getByRole("link", { name: home.hero.secondaryCta }).press("Enter");
      await expect(page).toHaveURL(/#features$/);
      // From the first frame on, the page is where it ends up.
      const positions = await page.evaluate(
        () =>
          new Promise<number[]>((resolve) => {
            const seen = [window.scrollY];
            const tick = () => {
              seen.push(window.scrollY);
              if (seen.length < 10) requestAnimationFrame(tick);
              else resolve(seen);
            };
            requestAnimationFrame(tick);
          }),
      );
      expect(positions[0]).toBeGreaterThan(0);
      expect(new Set(positions).size, `scroll positions ${positions.join(", ")}`).toBe(1);
      await openFeatureDialog(page, featureItems()[2]!.title);
      await page.keyboard.press("Escape");
      await solutionTab(page, steps[1]!.title).hover();
      expect(await motion(), "opening and closing a dialog, hovering").toEqual([]);

      await gotoHydrated(page, "/contact");
      expect(await declaredMotion(page), "/contact").toEqual([]);
      const toastMotion = await recordMotion(page);
      await fillContactForm(page);
      await submitButton(page).click();
      await expect(toaster(page).getByText(contact.form.toastTitle)).toBeVisible();
      expect(await toastMotion(), "the toast").toEqual([]);

      await gotoHydrated(page, notFoundPath);
      expect(await declaredMotion(page), notFoundPath).toEqual([]);
    },
  );
});

/**
 * Focuses every control in turn, the way the keyboard left it (the browser keeps showing
 * focus for script focus after a Tab), and lists those drawing no outline of 2 px or more on
 * themselves or the card around them.
 */
function controlsWithoutOutline(page: Page): Promise<{ checked: number; missing: string[] }> {
  return page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>("a[href], button, input, textarea, [tabindex='0']"),
    ].filter((control) => control.checkVisibility() && !control.closest("[inert]"));
    const missing = controls.filter((control) => {
      control.focus();
      for (let node: Element | null = control, depth = 0; node && depth <= 4; depth += 1) {
        const style = getComputedStyle(node);
        if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) return false;
        node = node.parentElement;
      }
      return true;
    });
    return { checked: controls.length, missing: missing.map((c) => c.outerHTML.slice(0, 90)) };
  });
}

test("forced colours: every control still shows focus, and the selected step stands out", async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: "active" });
  for (const path of ["/", "/contact"]) {
    await gotoHydrated(page, path);
    await page.keyboard.press("Tab");
    const { checked, missing } = await controlsWithoutOutline(page);
    expect(checked, `${path} has controls`).toBeGreaterThan(10);
    expect(missing, `${path}: controls without a focus outline`).toEqual([]);
  }

  // Forced colours drop backgrounds and shadows: the selected step's card (the radio's box)
  // needs a border of its own.
  await gotoHydrated(page, "/");
  const border = (title: string) =>
    solutionTab(page, title).evaluate((radio) => {
      const style = getComputedStyle(radio.parentElement ?? radio);
      return `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`;
    });
  expect(await border(steps[0]!.title)).not.toBe(await border(steps[1]!.title));
});
