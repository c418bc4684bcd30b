// Taps given in the window before hydration, which the app's chunks, held back here, keep
// open as long as the test needs: native controls work at once (the feature dialogs and the
// solution steps: native-controls.spec.ts), the others (the calculator's volumes among them)
// take effect once the page is hydrated, exactly once, with focus where it belongs.
import type { Page } from "@playwright/test";
import { estimate } from "../src/features/pricing/estimate";
import { formatMoney } from "../src/features/pricing/money";
import {
  contactFields,
  content,
  inMatrixAfterFirst,
  pageIn,
  pricingCalculator,
  siteLocales,
  solutionSteps,
} from "./support/content";
import { expect, test } from "./support/fixtures";
import {
  contactField,
  contactValues,
  drawer,
  holdApp,
  menuToggle,
  playButton,
  solutionTab,
  submitButton,
} from "./support/site";

const hydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated === "true");

test(
  "the video tapped before hydration plays once hydrated, the player focused",
  { tag: "@matrix" },
  async ({ page }) => {
    await page.route(/youtube-nocookie/, (route) =>
      route.fulfill({ body: "<title>player</title>" }),
    );
    const app = await holdApp(page);
    await page.goto("/");
    await playButton(page).click();
    await app.release();
    const player = page.locator("iframe");
    await expect(player).toHaveCount(1);
    await expect(player).toBeFocused();
  },
);

test("a message typed and sent before hydration is sent once hydrated, nothing lost", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
  const app = await holdApp(page);
  await page.goto("/contact");
  for (const field of contactFields()) {
    await contactField(page, field.name).fill(contactValues[field.name]);
  }
  await submitButton(page).click();
  expect(posts, "the form is not posted by the browser").toEqual([]);
  await expect(page).toHaveURL(/\/contact$/);
  await app.release();
  await expect(page.getByText(content().contact.form.toastTitle, { exact: true })).toHaveCount(1);
});

test("volumes set in the calculator before hydration are its estimate once hydrated", async ({
  page,
}) => {
  const { pricing, calculator } = pricingCalculator();
  const { labels, anchor, prices } = calculator;
  const section = page.locator(`#${anchor}`);
  const app = await holdApp(page);
  await page.goto(pricing.path);
  await section.getByRole("spinbutton", { name: labels.signals.logs.label }).fill("4321");
  await section.getByRole("combobox", { name: labels.retention }).selectOption("90");
  await app.release();
  const expected = estimate(prices, { ...calculator.example, logs: 4321, retention: 90 });
  await expect(
    section.getByRole("heading", { name: labels.results }).locator("..").locator("dd").first(),
  ).toHaveText(formatMoney(expected.monthly, prices.currency, "en"));
  await expect(page).toHaveURL(/logs=4321&.*retention=90/);
});

test("the drawer opens and closes before hydration, with focus and aria-expanded right @mobile", async ({
  page,
}) => {
  await holdApp(page);
  await page.goto("/");
  const toggle = menuToggle(page);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(drawer(page)).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  expect(await page.evaluate(() => document.activeElement?.closest("dialog")?.id)).toBe(
    "mobile-nav",
  );
  await page.keyboard.press("Escape");
  await expect(drawer(page)).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  // A section link closes the drawer, then the page scrolls to the section.
  await toggle.click();
  await drawer(page).getByRole("link", { name: content().common.nav.features }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(page).toHaveURL(/#features$/);
  await expect(page.locator("#features")).toBeInViewport();
  expect(await hydrated(page)).toBe(false);
});

test(
  "the drawer opened before hydration stays open through it, once @mobile",
  { tag: "@matrix" },
  async ({ page }) => {
    const app = await holdApp(page);
    await page.goto("/");
    await menuToggle(page).click();
    await app.release();
    await expect(drawer(page)).toBeVisible();
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
    await drawer(page).getByRole("button", { name: content().common.nav.closeMenu }).click();
    await expect(drawer(page)).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
  },
);

// Every locale, both gated pages: the menu works before hydration, a tab's tap is kept.
siteLocales.forEach((locale, index) => {
  for (const [idIndex, id] of (["home", "contact"] as const).entries()) {
    const path = pageIn(id, locale).sample;
    test(
      `${path}: the menu works before hydration, and no tap is lost @mobile`,
      { tag: inMatrixAfterFirst(index + idIndex) },
      async ({ page }) => {
        const app = await holdApp(page);
        await page.goto(path);
        const toggle = menuToggle(page, locale);
        await toggle.click();
        await expect(drawer(page, locale)).toBeVisible();
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        await page.keyboard.press("Escape");
        await expect(toggle).toBeFocused();
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
        const tab = id === "home" ? solutionTab(page, solutionSteps(locale)[1]!.title) : null;
        await tab?.click();
        await app.release();
        await expect(drawer(page, locale)).toBeHidden();
        if (tab) await expect(tab).toBeChecked();
      },
    );
  }
});
