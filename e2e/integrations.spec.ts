// The integrations catalog: the category filter by keyboard with and without JavaScript (its
// rules are CSS, so it works from the first paint), the text filter once hydrated, a card's
// own address, and axe in both themes (the site search finding it: e2e/search.spec.ts).
import type { Page } from "@playwright/test";
import { countText } from "../src/i18n/format";
import { expectNoAxeViolations } from "./support/axe";
import { content, inMatrixAfterFirst, pageIn, siteLocales } from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";

const categoryHeading = (page: Page, name: string) =>
  page.getByRole("main").getByRole("heading", { level: 2, name, exact: true });

for (const [index, locale] of siteLocales.entries()) {
  const copy = () => content(locale).integrations;
  const path = pageIn("integrations", locale).path;
  const { categories } = copy();
  const tag = inMatrixAfterFirst(index);

  test(
    `the category filter works by keyboard, then the text filter narrows it (${locale})`,
    { tag },
    async ({ page }) => {
      await gotoHydrated(page, path);
      const main = page.getByRole("main");
      await main.getByRole("radio", { name: copy().page.all, exact: true }).focus();
      // All, languages, Kubernetes, cloud, databases: four steps right, as a radio group moves.
      for (let step = 0; step < 4; step += 1) await page.keyboard.press("ArrowRight");
      await expect(main.getByRole("radio", { name: categories.databases.name })).toBeChecked();
      await expect(categoryHeading(page, categories.databases.name)).toBeVisible();
      await expect(categoryHeading(page, categories.languages.name)).toBeHidden();
      const databases = copy().integrations.filter((entry) => entry.category === "databases");
      await expect(main.getByRole("heading", { level: 3 })).toHaveCount(databases.length);

      // Tab leaves the group for the text filter; what is typed narrows the category.
      await page.keyboard.press("Tab");
      await expect(main.getByRole("searchbox", { name: copy().page.search })).toBeFocused();
      await page.keyboard.type("postgre");
      await expect(main.getByRole("heading", { level: 3 })).toHaveText(["PostgreSQL"]);
      await expect(main.getByRole("status")).toHaveText(countText(copy().page.shown, 1, locale));
      await page.keyboard.type("zzz");
      await expect(main.getByRole("heading", { level: 3 })).toHaveCount(0);
      await expect(main.getByText(copy().page.none.replace("{query}", "postgrezzz"))).toBeVisible();

      // Back to all: every integration again.
      await page.keyboard.press("Control+a");
      await page.keyboard.press("Backspace");
      await page.keyboard.press("Shift+Tab");
      for (let step = 0; step < 4; step += 1) await page.keyboard.press("ArrowLeft");
      await expect(main.getByRole("radio", { name: copy().page.all, exact: true })).toBeChecked();
      await expect(main.getByRole("heading", { level: 3 })).toHaveCount(copy().integrations.length);
    },
  );

  test(
    `without JavaScript the category filter still works by keyboard (${locale})`,
    { tag: ["@matrix"] },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(path);
      const main = page.getByRole("main");
      // The text filter needs the page's code: a browser without scripts hides it by
      // `@media (scripting: none)`, which this emulation (scripts disabled by the driver)
      // does not report, so the rule's presence in the first paint's sheet is checked.
      expect(await response!.text()).toContain(
        "@media (scripting:none){.integrations-text-filter{display:none",
      );
      await main.getByRole("radio", { name: copy().page.all, exact: true }).focus();
      await page.keyboard.press("ArrowLeft");
      await expect(main.getByRole("radio", { name: categories.alerting.name })).toBeChecked();
      await expect(categoryHeading(page, categories.alerting.name)).toBeVisible();
      await expect(categoryHeading(page, categories.databases.name)).toBeHidden();
      const alerting = copy().integrations.filter((entry) => entry.category === "alerting");
      await expect(main.getByRole("heading", { level: 3 })).toHaveCount(alerting.length);
      await context.close();
    },
  );
}

test("without JavaScript, the first keyboard journey: the category filter in English", async ({
  browser,
}) => {
  const copy = content().integrations;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/integrations");
  const main = page.getByRole("main");
  await main.getByRole("radio", { name: copy.page.all, exact: true }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(main.getByRole("radio", { name: copy.categories.languages.name })).toBeChecked();
  await expect(categoryHeading(page, copy.categories.kubernetes.name)).toBeHidden();
  await expect(main.getByRole("heading", { level: 3 })).toHaveCount(
    copy.integrations.filter((entry) => entry.category === "languages").length,
  );
  await context.close();
});

test("a link to one integration lands on its card, marked", async ({ page }) => {
  const { integrations, page: words } = content().integrations;
  expect(integrations.length, "at least forty integrations").toBeGreaterThanOrEqual(40);
  await gotoHydrated(page, "/integrations#kafka");
  const card = page.locator("#kafka");
  await expect(card).toBeInViewport();
  await expect(card.getByRole("heading")).toHaveText("Apache Kafka");
  await expect(
    card.getByRole("link", { name: words.anchor.replace("{name}", "Apache Kafka") }),
  ).toHaveAttribute("href", "#kafka");
  // The marked card: its border is the accent, not the other cards' line colour.
  const border = (selector: string) =>
    page
      .locator(`${selector} > article`)
      .evaluate((element) => getComputedStyle(element).borderTopColor);
  expect(await border("#kafka")).not.toBe(await border("#rabbitmq"));
});

test(
  "the catalog has no axe violation in either theme, filtered or not",
  { tag: "@matrix" },
  async ({ page }) => {
    await gotoHydrated(page, "/integrations");
    await expectNoAxeViolations(page, "the integrations catalog");
    await page.getByRole("main").getByRole("searchbox").fill("zzzz");
    await expectNoAxeViolations(page, "the integrations catalog with nothing matching");
  },
);

test("the first axe check of the catalog, in the dark and light themes (de)", async ({ page }) => {
  await gotoHydrated(page, pageIn("integrations", "de").path);
  await expectNoAxeViolations(page, "the German integrations catalog");
});

test("the OpenTelemetry landing page links its OpenTelemetry-native claim to the catalog", async ({
  page,
}) => {
  await gotoHydrated(page, "/opentelemetry");
  const link = page
    .getByRole("main")
    .getByRole("link", { name: /OpenTelemetry-native/ })
    .filter({ has: page.locator('[href="/integrations"]') })
    .or(page.getByRole("main").locator('a[href="/integrations"]'));
  await expect(link.first()).toHaveText(/OpenTelemetry-native/);
  await link.first().click();
  await expect(page).toHaveURL((url) => url.pathname === "/integrations");
});
