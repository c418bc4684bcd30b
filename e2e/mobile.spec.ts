// What only the phone layout has: the menu toggle and its right-side drawer, the poster for a
// dense screen, and reflow down to 320 px and 400% zoom. Run by the "mobile" project
// (390x844, touch, 3x), which runs only tests tagged @mobile.
import type { Page } from "@playwright/test";
import { navItems } from "../src/app/layout/nav-items";
import { content, featureItems, pageLabel, siteLocales, sitePages } from "./support/content";
import { expect, gotoHydrated, notFoundConsoleErrors, test } from "./support/fixtures";
import {
  drawer,
  expectPosterFitsScreen,
  expectScrollLocked,
  expectScrolledToSection,
  fillContactForm,
  horizontalOverflow,
  markDocument,
  menuToggle,
  openDrawer,
  openFeatureDialog,
  sameDocument,
  submitButton,
  toaster,
} from "./support/site";

const { common, home, contact } = content();
const navCopy = common.nav;
const mainNav = navItems(navCopy);

test.describe("the phone layout", { tag: "@mobile" }, () => {
  test("a named menu toggle opens a modal drawer from the right; Escape closes it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await expectPosterFitsScreen(page);
    const banner = page.getByRole("banner");
    for (const name of [...mainNav.map((item) => item.label), navCopy.bookDemo]) {
      await expect(banner.getByRole("link", { name }), `${name} is in the drawer`).toHaveCount(0);
    }
    const toggle = menuToggle(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(drawer(page)).toHaveCount(0);

    await toggle.tap();
    const menu = drawer(page);
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toHaveId((await toggle.getAttribute("aria-controls"))!);
    expect(await menu.evaluate((element) => element.matches(":modal"))).toBe(true);
    await expect(menu.getByRole("button", { name: navCopy.closeMenu })).toBeFocused();
    await expect
      .poll(async () => {
        const box = (await menu.boundingBox())!;
        return { right: Math.round(box.x + box.width), top: Math.round(box.y) };
      })
      .toEqual({ right: page.viewportSize()!.width, top: 0 });
    const box = (await menu.boundingBox())!;
    expect(box.x, "a drawer, not a full-screen sheet").toBeGreaterThan(0);
    expect(Math.round(box.height)).toBeGreaterThanOrEqual(page.viewportSize()!.height);
    for (const { label, sectionId } of mainNav) {
      await expect(menu.getByRole("link", { name: label })).toHaveAttribute(
        "href",
        `#${sectionId}`,
      );
    }

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test(
    "a drawer link closes the drawer, then scrolls; Book Demo only closes it",
    { tag: "@matrix" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      await markDocument(page);
      for (const { label, sectionId } of [...mainNav].reverse()) {
        const menu = await openDrawer(page);
        await menu.getByRole("link", { name: label }).tap();
        await expect(menu).toBeHidden();
        await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
        await expectScrolledToSection(page, sectionId);
      }

      const url = page.url();
      const menu = await openDrawer(page);
      await expect(menu.getByRole("link", { name: navCopy.bookDemo })).toHaveCount(0);
      await menu.getByRole("button", { name: navCopy.bookDemo }).tap();
      await expect(menu).toBeHidden();
      await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
      expect(page.url(), "Book Demo does not navigate").toBe(url);
      expect(await sameDocument(page)).toBe(true);

      // While the drawer is open the page behind it does not scroll.
      await openDrawer(page);
      await expectScrollLocked(page, async () => {
        await drawer(page).getByRole("button", { name: navCopy.closeMenu }).tap();
        await expect(drawer(page)).toBeHidden();
        await expect(menuToggle(page)).toBeFocused();
      });
    },
  );
});

/** A phone, a small phone, and a 1280x1024 screen at 400% zoom. */
const reflowSizes = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
  { width: 320, height: 256 },
];

/** At every reflow size, in the page's current state, nothing scrolls sideways (WCAG 1.4.10). */
async function expectReflow(page: Page, state: string): Promise<void> {
  for (const size of reflowSizes) {
    await page.setViewportSize(size);
    await expect
      .poll(() => horizontalOverflow(page), { message: `${state} at ${size.width}x${size.height}` })
      .toBeLessThanOrEqual(0);
  }
}

test.describe("reflow", { tag: "@mobile" }, () => {
  test("the landing page, its drawer and a feature dialog", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title);
    await expectReflow(page, "/");
    await openDrawer(page);
    await expectReflow(page, "the drawer");
    await page.keyboard.press("Escape");
    const dialog = await openFeatureDialog(page, featureItems()[3]!.title);
    await expectReflow(page, "a feature dialog");
    const box = (await dialog.boundingBox())!;
    expect(box.x + box.width, "the dialog fits the width").toBeLessThanOrEqual(320);
  });

  test("the contact page with its toast", { tag: "@matrix" }, async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await expectReflow(page, "/contact");
    await fillContactForm(page);
    await submitButton(page).tap();
    await expect(toaster(page).getByText(contact.form.toastTitle)).toBeVisible();
    await expectReflow(page, "/contact with the toast");
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: notFoundConsoleErrors });
    // Long German compounds and Japanese without spaces wrap inside the narrowest screen:
    // the default language and the first other one (German: the longest words) in `npm
    // test`, the rest in the slower suite's matrix.
    for (const locale of siteLocales) {
      test(`every page in ${locale}`, { tag: "@matrix" }, async ({ page }) => {
        for (const builtPage of sitePages.filter((candidate) => candidate.locale === locale)) {
          await gotoHydrated(page, builtPage.sample);
          await expectReflow(page, pageLabel(builtPage));
        }
      });
    }
  });
});
