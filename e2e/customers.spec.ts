// The customer stories: the index's filters by keyboard with and without JavaScript (their
// rules are CSS, so they work from the first paint), a story's page with its figures, quote,
// call to action, JSON-LD and hreflang to the languages it is written in only, the locale's
// 404 for an unknown story, a landing page's quote and logos that are the story's, and axe
// in both themes (the site search finding a story: e2e/search.spec.ts). English in `npm
// test`, the other languages in the integration projects.
import type { Page } from "@playwright/test";
import type { StoryPageContent } from "../src/content/stories";
import { storyPaths } from "../src/content/stories";
import { markdownTwinPath } from "../src/features/seo/seo-config";
import { countText } from "../src/i18n/format";
import { defaultLocale } from "../src/i18n/locales";
import { expectNoAxeViolations } from "./support/axe";
import { content, inMatrixAfterFirst, siteLocales, storiesOf, storyPages } from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";

const storyCards = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 });

for (const [index, locale] of siteLocales.entries()) {
  const copy = () => content(locale).customers;
  const indexPath = storyPaths.index(locale);
  const tag = inMatrixAfterFirst(index);

  test(
    `the stories filter by industry, then deployment, by keyboard (${locale})`,
    { tag },
    async ({ page }) => {
      await gotoHydrated(page, indexPath);
      const main = page.getByRole("main");
      const stories = storiesOf(locale);
      await expect(storyCards(page)).toHaveCount(stories.length);
      await main.getByRole("radio", { name: copy().page.all, exact: true }).first().focus();
      // All, financial services, healthcare: two steps right, as a radio group moves.
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect(main.getByRole("radio", { name: copy().industries.healthcare })).toBeChecked();
      const healthcare = stories.filter((story) => story.industry === "healthcare");
      await expect(storyCards(page)).toHaveText(healthcare.map((story) => story.company));
      await expect(main.getByRole("status")).toHaveText(
        countText(copy().page.shown, healthcare.length, locale),
      );
      // Tab leaves the group for the deployment's; cloud and healthcare: none yet, and said so.
      await page.keyboard.press("Tab");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect(main.getByRole("radio", { name: copy().deployments.cloud })).toBeChecked();
      await expect(storyCards(page)).toHaveCount(0);
      await expect(main.getByRole("status")).toHaveText(copy().page.none);
    },
  );

  test(
    `without JavaScript the stories filter by keyboard (${locale})`,
    { tag },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(indexPath);
      const main = page.getByRole("main");
      await main.getByRole("radio", { name: copy().page.all, exact: true }).last().focus();
      await page.keyboard.press("ArrowRight");
      await expect(main.getByRole("radio", { name: copy().deployments["on-prem"] })).toBeChecked();
      const onPrem = storiesOf(locale).filter((story) => story.deployment === "on-prem");
      await expect(storyCards(page)).toHaveText(onPrem.map((story) => story.company));
      await context.close();
    },
  );

  test(
    `a story's page: figures with sources, quote, call to action, JSON-LD, its languages only (${locale})`,
    { tag },
    async ({ page }) => {
      // The story written in fewer languages than the site: hreflang names those only.
      const built =
        storyPages.find(
          (each) =>
            each.locale === locale &&
            each.id === "customer-story" &&
            Object.keys(each.stories!.alternates).length < siteLocales.length,
        ) ?? storyPages.find((each) => each.locale === locale && each.id === "customer-story")!;
      const { story, alternates } = built.stories!;
      const words = copy().story;
      await gotoHydrated(page, built.path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(story!.meta.title);
      for (const result of story!.results) {
        await expect(main.getByText(`${words.source}: ${result.source}`)).toBeVisible();
      }
      await expect(main.locator("blockquote")).toHaveText(story!.quote.quote);
      // A sample story says so where it starts and on its quote, in the page's language.
      await expect(main.locator("[data-sample]")).toHaveText([
        content(locale).facts.sampleLabel,
        content(locale).facts.sampleLabel,
      ]);
      await expect(main.getByRole("link", { name: words.ctaButton })).toBeVisible();
      const hreflangs = await page
        .locator('head link[rel="alternate"][hreflang]:not([hreflang="x-default"])')
        .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
      expect(hreflangs.sort()).toEqual(Object.keys(alternates).sort());
      const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
      expect(jsonLd).toContain(story!.meta.title);
      const card = page.locator('head meta[property="og:image"]');
      await expect(card).toHaveAttribute("content", /\/og-image\.png$/);
      const twin = await page.request.get(markdownTwinPath(built.path));
      expect(twin.status()).toBe(200);
      expect(await twin.text()).toContain(story!.quote.quote);
    },
  );

  test(
    `an unknown story is the locale's 404 (${locale})`,
    { tag: ["@matrix"] },
    async ({ request }) => {
      const response = await request.get(storyPaths.story(locale, "no-such-customer"));
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(`<html lang="${locale}"`);
    },
  );

  test(
    `the stories have no axe violation in either theme (${locale})`,
    { tag: ["@matrix"] },
    async ({ page }) => {
      await gotoHydrated(page, indexPath);
      await expectNoAxeViolations(page, `the stories' index (${locale})`);
      await gotoHydrated(page, storiesOf(locale)[0]!.path);
      await expectNoAxeViolations(page, `a story (${locale})`);
    },
  );
}

test("a landing page's quote and logos are the stories', linked to them", async ({ page }) => {
  const story = storyPages.find(
    (each) => each.locale === defaultLocale && each.stories?.story?.id === "northwind-bank",
  )!;
  const { quote, company, path } = (story.stories as unknown as StoryPageContent).story;
  await gotoHydrated(page, "/opentelemetry");
  const main = page.getByRole("main");
  await expect(main.locator("blockquote")).toHaveText(quote.quote);
  await expect(main.getByRole("link", { name: company })).toHaveCount(2);
  await main.getByRole("link", { name: company }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole("main").locator("blockquote")).toHaveText(quote.quote);
});

test("the first axe check of the stories, in the dark and light themes", async ({ page }) => {
  await gotoHydrated(page, storyPaths.index(defaultLocale));
  await expectNoAxeViolations(page, "the stories' index");
});
