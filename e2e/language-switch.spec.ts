/// <reference lib="dom" />
// The language switch: on every page of every locale it links to the same page, and the
// same section, in each language the site is built in (a not-found page to each home), says
// which is current, and names each link's language; it is plain links, so it works without
// JavaScript; on a phone it is a labelled list in the drawer.
import type { Page } from "@playwright/test";
import { sectionIds } from "../src/content/ids";
import { locales, type Locale } from "../src/i18n/locales";
import {
  content,
  otherLocales,
  pageIn,
  pageLabel,
  siteLocales,
  sitePages,
  type SitePage,
} from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectScrolledToSection, openDrawer } from "./support/site";

/** Where the switch on `from` leads for `locale`: the same page, or a not-found page's home. */
function switchTarget(from: SitePage, locale: Locale, hash = ""): string {
  return from.status === 200
    ? `${pageIn(from.id, locale).path}${hash}`
    : pageIn("home", locale).path;
}

interface LanguageLink {
  name: string;
  href: string | null;
  hreflang: string | null;
  lang: string | null;
  current: string | null;
}

/** The links of each language switch in the HTML (the header's, then the drawer's). */
function switchLinks(page: Page, html: string): Promise<LanguageLink[][]> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const switches = [...doc.querySelectorAll("nav")].filter((nav) =>
      nav.querySelector("a[hreflang]"),
    );
    return switches.map((nav) =>
      [...nav.querySelectorAll("a")].map((link) => ({
        name: link.textContent ?? "",
        href: link.getAttribute("href"),
        hreflang: link.getAttribute("hreflang"),
        lang: link.getAttribute("lang"),
        current: link.getAttribute("aria-current"),
      })),
    );
  }, html);
}

test(
  "on every page of every locale, both switches link to that page in every language",
  { tag: "@matrix" },
  async ({ page, request }) => {
    for (const builtPage of sitePages) {
      const response = await request.get(builtPage.sample);
      expect(response.status()).toBe(builtPage.status);
      const expected = siteLocales.map((locale) => ({
        name: locales[locale].name,
        href: switchTarget(builtPage, locale),
        hreflang: locale,
        lang: locale,
        current: locale === builtPage.locale ? "page" : null,
      }));
      expect(await switchLinks(page, await response.text()), pageLabel(builtPage)).toEqual([
        expected,
        expected,
      ]);
    }
  },
);

/** The header's switch: a disclosure named in the page's language, showing its code. */
function headerSwitch(page: Page, locale: Locale) {
  return page
    .getByRole("banner")
    .getByRole("navigation", { name: content(locale).common.language.label, exact: true });
}

/**
 * Opens the header's switch on `from` and checks each language's link (the page, with the
 * section in the address, in that language), then follows the one for `to`: another
 * document, in that language.
 */
async function switchLanguage(page: Page, from: SitePage, to: Locale, hash = "") {
  const languages = headerSwitch(page, from.locale);
  const summary = languages.locator("summary");
  await expect(summary).toContainText(from.locale.toUpperCase());
  await summary.click();
  for (const locale of siteLocales) {
    const link = languages.getByRole("link", { name: locales[locale].name, exact: true });
    await expect(link).toBeVisible();
    await expect(link, `${pageLabel(from)}: ${locale}`).toHaveAttribute(
      "href",
      switchTarget(from, locale, hash),
    );
    await expect(link).toHaveAttribute("hreflang", locale);
    await expect(link).toHaveAttribute("lang", locale);
    if (locale === from.locale) await expect(link).toHaveAttribute("aria-current", "page");
    else await expect(link).not.toHaveAttribute("aria-current");
  }
  await languages.getByRole("link", { name: locales[to].name, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.hash === switchTarget(from, to, hash));
  await expect(page.locator("html")).toHaveAttribute("lang", to);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

test("the switch keeps the page and the section: home and contact, through every language", async ({
  page,
}) => {
  const hash = `#${sectionIds.features}`;
  const [first, ...rest] = otherLocales;
  test.skip(!first, "a build in one language has no switch");
  await gotoHydrated(page, `/${hash}`);
  // From the default language's landing page, at a section, to the next language's: the
  // same section is scrolled into view.
  await switchLanguage(page, pageIn("home"), first!, hash);
  await expectScrolledToSection(page, sectionIds.features, first);

  // On through every language on the contact page, and back to the default one.
  const { common } = content(first);
  await page.getByRole("banner").getByRole("link", { name: common.nav.bookDemo }).click();
  let from = pageIn("contact", first);
  await expect(page).toHaveURL((url) => url.pathname === from.path);
  for (const to of [...rest, siteLocales[0]!]) {
    await switchLanguage(page, from, to);
    from = pageIn("contact", to);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      content(to).contact.page.title,
    );
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the switch opens and its links lead to the page in the other language",
    { tag: "@matrix" },
    async ({ page }) => {
      const from = pageIn("contact");
      const to = siteLocales.at(-1)!;
      test.skip(to === from.locale, "a build in one language has no switch");
      await page.goto(from.sample);
      const languages = headerSwitch(page, from.locale);
      await languages.locator("summary").click();
      await languages.getByRole("link", { name: locales[to].name, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === pageIn("contact", to).path);
      await expect(page.locator("html")).toHaveAttribute("lang", to);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        content(to).contact.page.title,
      );
    },
  );
});

test(
  "in the phone's drawer: every language under the switch's name",
  { tag: ["@mobile", "@matrix"] },
  async ({ page }) => {
    const from = pageIn("home");
    const to = otherLocales[0];
    test.skip(!to, "a build in one language has no switch");
    await gotoHydrated(page, from.sample);
    const menu = await openDrawer(page);
    const languages = menu.getByRole("navigation", {
      name: content().common.language.label,
      exact: true,
    });
    for (const locale of siteLocales) {
      await expect(
        languages.getByRole("link", { name: locales[locale].name, exact: true }),
      ).toBeVisible();
    }
    await languages.getByRole("link", { name: locales[to!].name, exact: true }).tap();
    await expect(page).toHaveURL((url) => url.pathname === pageIn("home", to).path);
    await expect(page.locator("html")).toHaveAttribute("lang", to!);
  },
);
