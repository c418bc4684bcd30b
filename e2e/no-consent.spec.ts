// Why the site needs no consent banner (§ 25 TDDDG, ePrivacy Art. 5(3); docs/legal.md): a
// visitor walks every journey and the site stores nothing on the device (no cookie, no web
// storage, no database, no cache, no service worker) and contacts no other origin, until the
// visitor plays the video; the theme is stored only when the visitor chooses one.
import type { Page } from "@playwright/test";
import { builtPages } from "../builder/pages";
import { themeStorageKey } from "../src/features/theme/theme-store";
import { pathOf } from "../src/site-pages";
import {
  content,
  featureItems,
  inMatrixAfterFirst,
  siteLocales,
  solutionSteps,
} from "./support/content";
import {
  expect,
  gotoHydrated,
  notFoundConsoleErrors,
  test,
  youtubeOrigin,
} from "./support/fixtures";
import {
  contactValues,
  fillContactForm,
  openFeatureDialog,
  playButton,
  solutionTab,
  submitButton,
  toaster,
} from "./support/site";
import { choiceLabel, headerSwitch } from "./support/theme";

/** Everything a page can keep on the device, for the site's origin. */
function deviceState(page: Page) {
  return page.evaluate(async () => ({
    cookie: document.cookie,
    localStorage: { ...localStorage },
    sessionStorage: { ...sessionStorage },
    indexedDB: (await indexedDB.databases()).map((database) => database.name),
    caches: await caches.keys(),
    serviceWorkers: (await navigator.serviceWorker.getRegistrations()).length,
  }));
}

const nothing = {
  cookie: "",
  localStorage: {},
  sessionStorage: {},
  indexedDB: [],
  caches: [],
  serviceWorkers: 0,
};

for (const [index, locale] of siteLocales.entries()) {
  const { common, contact } = content(locale);
  const footerLink = (page: Page, name: string) =>
    page.getByRole("contentinfo").getByRole("link", { name, exact: true });
  const blog = builtPages().filter((page) => page.locale === locale && page.blog);
  const post = blog.find((page) => page.id === "blog-post");
  const tag = blog.find((page) => page.id === "blog-tag");

  test.describe(`${locale}: no consent needed`, { tag: inMatrixAfterFirst(index) }, () => {
    test.use({ allowedConsoleErrors: notFoundConsoleErrors });

    test("every journey stores nothing and calls no other origin until the video is played", async ({
      page,
      context,
      externalRequests,
    }) => {
      await gotoHydrated(page, pathOf(locale, "home"));
      await solutionTab(page, solutionSteps(locale)[1]!.title).click();
      const feature = featureItems(locale)[0]!;
      await openFeatureDialog(page, feature.title, locale);
      await page.keyboard.press("Escape");
      await page.getByRole("banner").getByRole("link", { name: common.nav.bookDemo }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.page.title);
      await fillContactForm(page, contactValues, locale);
      await submitButton(page).click();
      await expect(toaster(page, locale).getByText(contact.form.toastTitle)).toBeVisible({
        timeout: 10_000,
      });
      await footerLink(page, common.footer.imprint).click();
      await footerLink(page, common.footer.privacy).click();
      await expect(page).toHaveURL(pathOf(locale, "privacy"));
      await footerLink(page, common.footer.blog).click();
      await page.waitForLoadState();
      if (post) await gotoHydrated(page, post.sample);
      if (tag) await gotoHydrated(page, tag.sample);
      await gotoHydrated(page, `${pathOf(locale, "home")}no-such-page`);
      const other = siteLocales.find((candidate) => candidate !== locale);
      if (other) {
        // The language switch: a plain link to the same page in another language.
        const href = await page
          .locator(`header a[hreflang="${other}"]`)
          .first()
          .getAttribute("href");
        await gotoHydrated(page, href!);
      }

      expect(await context.cookies()).toEqual([]);
      expect(await deviceState(page)).toEqual(nothing);
      expect(externalRequests).toEqual([]);

      // The one outside load, and only at the visitor's request.
      await gotoHydrated(page, pathOf(locale, "home"));
      await playButton(page, locale).click();
      await expect(page.locator(`iframe[src^="${youtubeOrigin}/"]`)).toBeAttached();
      await expect.poll(() => externalRequests.length).toBeGreaterThan(0);
      expect(externalRequests.every((url) => url.startsWith(`${youtubeOrigin}/`))).toBe(true);
      expect(await deviceState(page)).toEqual(nothing);
    });

    test("the theme is stored only when the visitor chooses one", async ({ page, context }) => {
      await gotoHydrated(page, pathOf(locale, "home"));
      expect(await deviceState(page)).toEqual(nothing);
      await headerSwitch(page, locale)
        .getByRole("radio", { name: choiceLabel("dark", locale) })
        .click();
      expect(await deviceState(page)).toEqual({
        ...nothing,
        localStorage: { [themeStorageKey]: "dark" },
      });
      await headerSwitch(page, locale)
        .getByRole("radio", { name: choiceLabel("system", locale) })
        .click();
      expect(await deviceState(page)).toEqual(nothing);
      expect(await context.cookies()).toEqual([]);
    });
  });
}
