/// <reference lib="dom" />
// prefers-reduced-motion: reduce. Nothing may move: no smooth scrolling, and no CSS
// animation or transition runs while the visitor uses the site.
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, isMobile, test } from "../support/fixtures";
import {
  allowNotFoundErrors,
  contactForm,
  contactValues,
  featureTitles,
  holdClock,
  notFoundPath,
  openDrawer,
  openFeatureDialog,
  runClockUntilVisible,
  submitButton,
  toastTitle,
  toaster,
} from "./support/site";

test.use({ reducedMotion: "reduce" });

/** Starts recording every CSS transition and animation that starts from now on. */
async function recordMotion(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { __a11yMotion: string[] }).__a11yMotion = log;
    const describe = (event: Event) => {
      const target = event.target as Element;
      const what =
        event instanceof TransitionEvent
          ? `transition of ${event.propertyName}`
          : `animation ${(event as AnimationEvent).animationName}`;
      return `${what} on <${target.tagName.toLowerCase()} class="${target.getAttribute("class")?.slice(0, 60) ?? ""}">`;
    };
    for (const type of ["transitionrun", "animationstart"]) {
      document.addEventListener(type, (event) => log.push(describe(event)), true);
    }
  });
}

async function expectNoMotion(page: Page, state: string): Promise<void> {
  const running = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .map((animation) => String((animation as CSSTransition).transitionProperty ?? animation.id)),
  );
  const started = await page.evaluate(
    () => (window as unknown as { __a11yMotion: string[] }).__a11yMotion,
  );
  expect({ running, started }, `${state}: nothing moves`).toEqual({ running: [], started: [] });
}

/** No element declares a transition or animation that would run. */
async function expectNoDeclaredMotion(page: Page, path: string): Promise<void> {
  const moving = await page.evaluate(() => {
    const seconds = (value: string) => Math.max(...value.split(",").map((v) => parseFloat(v) || 0));
    const found: string[] = [];
    for (const element of document.querySelectorAll("*")) {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        const transition =
          style.transitionProperty !== "none" &&
          seconds(style.transitionDuration) + seconds(style.transitionDelay) > 0;
        const animation = style.animationName !== "none" && seconds(style.animationDuration) > 0;
        if (transition || animation) {
          found.push(
            `<${element.tagName.toLowerCase()}${pseudo ?? ""} class="${element.getAttribute("class")?.slice(0, 60) ?? ""}">: ${transition ? `transition ${style.transitionProperty} ${style.transitionDuration}` : `animation ${style.animationName}`}`,
          );
        }
      }
    }
    return found;
  });
  expect(moving, `${path}: transitions or animations declared despite reduced motion`).toEqual([]);
}

test("section links jump without smooth scrolling", async ({ page }) => {
  await gotoHydrated(page, "/");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
    "auto",
  );
  await page.getByRole("link", { name: "Explore features" }).press("Enter");
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
});

test("no element declares a running transition or animation", async ({ page }) => {
  for (const path of ["/", "/contact"]) {
    await gotoHydrated(page, path);
    await expectNoDeclaredMotion(page, path);
  }
});

test.describe("not-found page", () => {
  test.use({ allowedConsoleErrors: allowNotFoundErrors });
  test("the not-found page declares no motion", async ({ page }) => {
    await gotoHydrated(page, notFoundPath);
    await expectNoDeclaredMotion(page, notFoundPath);
  });
});

test("opening and closing the dialogs and the drawer, hovering and focusing move nothing", async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, "/");
  await recordMotion(page);
  await openFeatureDialog(page, featureTitles[2]);
  await expectNoMotion(page, "feature dialog opened");
  await page.keyboard.press("Escape");
  await expectNoMotion(page, "feature dialog closed");
  if (isMobile(testInfo.project.name)) {
    await openDrawer(page);
    await expectNoMotion(page, "drawer opened");
    await page.keyboard.press("Escape");
    await expectNoMotion(page, "drawer closed");
  } else {
    for (const name of ["Play demo video", featureTitles[0]]) {
      await page.getByRole("button", { name }).hover();
    }
    await page.getByRole("tab", { name: "Deploy" }).hover();
  }
  for (let i = 0; i < 8; i += 1) await page.keyboard.press("Tab");
  await expectNoMotion(page, "after hovering and tabbing");
});

test("the confirmation toast appears without motion", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/contact");
  for (const { label, value } of contactValues) {
    await contactForm(page).getByLabel(label).fill(value);
  }
  await recordMotion(page);
  await holdClock(page);
  await submitButton(page).click();
  await page.clock.runFor(1000);
  await runClockUntilVisible(
    page,
    toaster(page).getByRole("listitem").filter({ hasText: toastTitle }),
  );
  await expectNoMotion(page, "toast shown");
});
