// The changelog: every page's footer names the newest release; the index lists every
// release newest first, each linked to its page; a release's page shows its kind, date,
// version and note; a language without its own note of a release shows the English one,
// says so and keeps that page from search engines; the feed parses and every item
// answers; an unknown release is the locale's 404; axe in both themes (the search
// finding a release: e2e/search.spec.ts). English and the German fallback in `npm test`, the rest in the matrix.
import type { Page } from "@playwright/test";
import { changelogPaths } from "../src/content/changelog";
import { defaultLocale } from "../src/i18n/locales";
import { expectNoAxeViolations } from "./support/axe";
import { content, inMatrixAfterFirst, releasesOf, siteLocales } from "./support/content";
import { feedItems } from "./support/feed";
import { expect, gotoHydrated, test } from "./support/fixtures";

const listed = (page: Page) => page.getByRole("main").getByRole("list").last().getByRole("heading");

for (const [index, locale] of siteLocales.entries()) {
  const copy = () => content(locale).changelog;
  const tag = inMatrixAfterFirst(index);
  const releases = releasesOf(locale);
  const newest = releases[0]!;

  test(
    `the footer's newest release leads to its page and the changelog (${locale})`,
    { tag },
    async ({ page }) => {
      await gotoHydrated(page, locale === defaultLocale ? "/contact" : `/${locale}/contact`);
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText(content(locale).common.footer.whatsNew);
      await footer.getByRole("link", { name: newest.title }).click();
      await expect(page).toHaveURL((url) => url.pathname === newest.path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(newest.title);
      await expect(main.locator(`time[datetime="${newest.date}"]`)).toHaveText(newest.dateText);
      await expect(main).toContainText(copy().kinds[newest.kind]);
      await expect(main).toContainText(newest.version);
      await expect(page.locator('head link[type="application/rss+xml"]')).toHaveAttribute(
        "href",
        changelogPaths.feed(locale),
      );

      await main.getByRole("link", { name: copy().release.back }).click();
      await expect(page).toHaveURL((url) => url.pathname === changelogPaths.index(locale));
      await expect(listed(page)).toHaveText(releases.map((release) => release.title));
      await listed(page).last().getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(releases.at(-1)!.title);
    },
  );

  test(
    `the feed parses, and each item is a release that answers (${locale})`,
    { tag },
    async ({ page, request }) => {
      await page.goto(changelogPaths.index(locale));
      const response = await request.get(changelogPaths.feed(locale));
      expect(response.status()).toBe(200);
      const items = await feedItems(page, await response.text());
      expect(items, "the feed parses").not.toBeNull();
      expect(items!.map((item) => new URL(item.link).pathname)).toEqual(
        releases.map((release) => release.path),
      );
      for (const item of items!) {
        expect(Number.isNaN(Date.parse(item.date))).toBe(false);
        expect(item.content, "the whole note").toMatch(/<p>|<li>/);
        expect((await request.get(new URL(item.link).pathname)).status()).toBe(200);
      }
    },
  );

  const fallback = releases.find((release) => release.lang !== locale);
  if (fallback) {
    test(
      `a release without a ${locale} note is shown in English, saying so, kept from search engines`,
      // One language's fallback in `npm test`: it is the behaviour, the others repeat it.
      { tag: locale === "de" ? [] : ["@matrix"] },
      async ({ page }) => {
        await gotoHydrated(page, changelogPaths.index(locale));
        const card = page
          .getByRole("main")
          .getByRole("article")
          .filter({ hasText: fallback.title });
        await expect(card).toContainText(copy().release.inEnglish);
        await expect(card.getByRole("heading")).toHaveAttribute("lang", "en");
        await card.getByRole("link", { name: fallback.title }).click();
        await expect(page).toHaveURL((url) => url.pathname === fallback.path);
        const main = page.getByRole("main");
        await expect(main).toContainText(copy().release.fallback);
        await expect(main.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
        // The English page is the one its alternates name.
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
          "href",
          new RegExp(`${fallback.alternates.en}$`),
        );
        await expect(page.locator(`link[rel="alternate"][hreflang="${locale}"]`)).toHaveCount(0);
      },
    );
  }

  test(
    `an unknown release is the locale's 404 (${locale})`,
    { tag: ["@matrix"] },
    async ({ request }) => {
      const response = await request.get(changelogPaths.release(locale, "99.0"));
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(`<html lang="${locale}"`);
    },
  );

  test(
    `the changelog has no axe violation in either theme (${locale})`,
    { tag: ["@matrix"] },
    async ({ page }) => {
      await gotoHydrated(page, changelogPaths.index(locale));
      await expectNoAxeViolations(page, `the changelog (${locale})`);
      await gotoHydrated(page, (fallback ?? newest).path);
      await expectNoAxeViolations(page, `a release (${locale})`);
    },
  );
}

test("the first axe check of the changelog, in the dark and light themes", async ({ page }) => {
  await gotoHydrated(page, releasesOf(defaultLocale)[0]!.path);
  await expectNoAxeViolations(page, "a release");
});
