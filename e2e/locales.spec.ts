// Every language the site is built in besides the default one, walked once through the
// specification's behaviours with that language's own words, read from its content files:
// the full journeys, one behaviour each, are English (home, navigation, contact and
// not-found specs); this proves each other language is wired to the same behaviours under
// its own addresses. The first other language is walked in `npm test`, the rest in the
// slower suite's matrix. The language switch has language-switch.spec.ts; the servers' answers
// for these addresses, e2e/serving/locales.spec.ts.
import { navItems } from "../src/app/layout/nav-items";
import { submitDelayMs } from "../src/features/contact/simulate-send";
import { documentTitle } from "../src/features/seo/document-title";
import { locales } from "../src/i18n/locales";
import {
  contactFields,
  content,
  escapeRegExp,
  featureItems,
  inMatrixAfterFirst,
  otherLocales,
  pageIn,
  solutionSteps,
} from "./support/content";
import { expect, gotoHydrated, notFoundConsoleErrors, test } from "./support/fixtures";
import {
  brand,
  contactField,
  contactValues,
  expectScrolledToSection,
  fillContactForm,
  heroRegion,
  holdClock,
  markDocument,
  openFeatureDialog,
  playButton,
  runClockUntilVisible,
  sameDocument,
  solutionPicture,
  solutionTab,
  solutionTabs,
  submitButton,
  toaster,
} from "./support/site";

for (const [index, locale] of otherLocales.entries()) {
  const { common, home, contact, "not-found": notFound } = content(locale);
  const homePage = pageIn("home", locale);
  const contactPage = pageIn("contact", locale);
  const language = `${locales[locale].name} (${locale})`;

  test.describe(language, { tag: inMatrixAfterFirst(index) }, () => {
    test(`the landing page and the contact form in ${language}, without a reload`, async ({
      page,
    }) => {
      // A fake clock, running in real time until held, times the simulated send.
      await page.clock.install();
      await gotoHydrated(page, homePage.sample);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page).toHaveTitle(documentTitle(home.meta.title, brand.name, true));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title);
      await markDocument(page);

      // The header's section links scroll to their sections, on this language's page.
      const banner = page.getByRole("banner");
      const primary = banner.getByRole("navigation", { name: common.nav.primary });
      for (const { label, sectionId } of navItems(common.nav)) {
        await primary.getByRole("link", { name: label, exact: true }).click();
        await expectScrolledToSection(page, sectionId, locale);
        expect(new URL(page.url()).pathname, "still this language's home").toBe(homePage.path);
      }

      // The hero: its Get in Touch leads to this language's contact page; the video plays.
      const hero = heroRegion(page, locale);
      await expect(hero.getByText(home.hero.subtitle)).toBeVisible();
      await expect(hero.getByRole("link", { name: home.hero.cta })).toHaveAttribute(
        "href",
        contactPage.path,
      );
      await playButton(page, locale).click();
      const frame = hero.locator("iframe");
      await expect(frame).toBeFocused();
      await expect(frame).toHaveAccessibleName(new RegExp(escapeRegExp(home.hero.videoTitle)));
      await expect(playButton(page, locale)).toHaveCount(0);

      // Our Solution: the steps by their titles, the chosen one's picture by its description.
      const steps = solutionSteps(locale);
      const tabs = solutionTabs(page, locale);
      await expect(tabs).toHaveCount(steps.length);
      const step = steps[1]!;
      await solutionTab(page, step.title).click();
      await expect(solutionTab(page, step.title)).toBeChecked();
      await expect(tabs.nth(1)).toHaveAccessibleDescription(step.description);
      await expect(solutionPicture(page).getByRole("img")).toHaveAccessibleName(step.imageAlt);

      // A feature dialog opens on its card, shows its words and closes with its button.
      const feature = featureItems(locale)[0]!;
      const dialog = await openFeatureDialog(page, feature.title, locale);
      await expect(dialog.getByRole("heading", { name: feature.title })).toBeVisible();
      await expect(dialog).toContainText(feature.details);
      await expect(dialog.getByRole("img")).toHaveAccessibleName(feature.imageAlt);
      await dialog.getByRole("button", { name: home.features.close }).click();
      await expect(dialog).toBeHidden();

      // The call-to-action band.
      const band = page.getByRole("region", { name: home.cta.title });
      await expect(band.getByText(home.cta.text)).toBeVisible();
      await expect(band.getByRole("link", { name: home.cta.button })).toHaveAttribute(
        "href",
        contactPage.path,
      );

      // Book Demo: this language's contact page, client-side, its title in the tab.
      await banner.getByRole("link", { name: common.nav.bookDemo }).click();
      await expect(page).toHaveURL((url) => url.pathname === contactPage.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.page.title);
      await expect(page).toHaveTitle(documentTitle(contact.meta.title, brand.name, false));
      expect(await sameDocument(page), "client-side navigation, no reload").toBe(true);

      // The form, sent: the button says it is sending, then the toast in this language and
      // an empty form.
      await expect(contactField(page, "company", locale)).not.toHaveAttribute("required");
      await fillContactForm(page, contactValues, locale);
      await holdClock(page);
      await submitButton(page).click();
      await expect(submitButton(page)).toHaveText(contact.form.sending);
      await page.clock.runFor(submitDelayMs);
      const toast = toaster(page, locale).getByRole("listitem");
      await runClockUntilVisible(page, toast);
      await expect(toast).toContainText(contact.form.toastTitle);
      await expect(toast).toContainText(contact.form.toastText);
      await expect(submitButton(page)).toHaveText(contact.form.submit);
      for (const { name } of contactFields(locale)) {
        await expect(contactField(page, name, locale), `${name} is cleared`).toHaveValue("");
      }
      await page.clock.resume();

      // Back home and to the form again from the hero, all in one document.
      await page.getByRole("link", { name: contact.page.back }).click();
      await expect(page).toHaveURL((url) => url.pathname === homePage.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title);
      await heroRegion(page, locale).getByRole("link", { name: home.hero.cta }).click();
      await expect(page).toHaveURL((url) => url.pathname === contactPage.path);
      expect(await sameDocument(page), "one document for the whole visit").toBe(true);
    });

    test.describe(() => {
      test.use({ allowedConsoleErrors: notFoundConsoleErrors });

      // Its status and language over HTTP: serving/locales.spec.ts; here the page as seen.
      test(
        `an unknown address under ${homePage.path} is ${language}'s not-found page`,
        { tag: "@matrix" },
        async ({ page }) => {
          const sample = pageIn("not-found", locale).sample;
          const response = await gotoHydrated(page, sample);
          expect(response!.status(), sample).toBe(404);
          await expect(page.locator("html")).toHaveAttribute("lang", locale);
          await expect(page).toHaveURL((url) => url.pathname === sample);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.page.title);
          await expect(page.getByText(notFound.page.text)).toBeVisible();
          const homeLink = page.getByRole("main").getByRole("link", { name: notFound.page.home });
          await expect(homeLink).toHaveAttribute("href", homePage.path);
          await homeLink.click();
          await expect(page).toHaveURL((url) => url.pathname === homePage.path);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title);
        },
      );
    });
  });
}
