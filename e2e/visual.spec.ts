// Visual regression guard: every page and state at 390, 768 and 1280 px, in the dark and
// the light theme, compared with the committed baselines. After an intended change, refresh
// them with `npm run test:visual:update` and look at every image that changed before
// committing it.
import type { Page } from "@playwright/test";
import { contactFields, contactForm } from "../src/content/contact";
import { featuresSection } from "../src/content/features";
import { solution } from "../src/content/home";
import { colorSchemes } from "../src/features/theme/theme-store";
import { expect, gotoHydrated, notFoundConsoleErrors, test } from "./support/fixtures";
import { shoot, visualWidths } from "./support/visual";

async function fillContactForm(page: Page): Promise<void> {
  const values = ["Ada", "Lovelace", "ada@example.com", "Analytical Engines", "A demo", "Hello"];
  for (const [index, field] of contactFields.entries()) {
    await page.locator(`[name="${field.name}"]`).fill(values[index] ?? "x");
  }
}

for (const width of visualWidths) {
  test.describe(`${width} px`, { tag: "@visual" }, () => {
    // The system's setting, with nothing stored: the theme a first visit gets.
    test.use({ viewport: { width, height: width < 768 ? 844 : 800 } });
    /**
     * Shoots the state in each theme. The page follows the system's setting as it changes,
     * so one page load serves both.
     */
    async function shootThemes(page: Page, name: string, options?: Parameters<typeof shoot>[2]) {
      for (const scheme of colorSchemes) {
        await page.emulateMedia({ colorScheme: scheme });
        await shoot(page, `${name}-${scheme}-${width}`, options);
      }
    }

    test("home top", async ({ page }) => {
      await gotoHydrated(page, "/");
      await shootThemes(page, "home-top");
    });

    test("solution step 2", async ({ page }) => {
      await gotoHydrated(page, "/");
      await page.getByRole("tab", { name: new RegExp(solution.steps[1]!.title) }).click();
      const panelImage = page.locator("#solution-panel img");
      await panelImage.scrollIntoViewIfNeeded();
      await panelImage.evaluate((img) => (img as HTMLImageElement).decode());
      await shootThemes(page, "solution-step-2", { target: page.locator("#solution") });
    });

    test("feature dialog", async ({ page }) => {
      // A page loaded in each theme: once the theme has changed under it, the dialog can
      // lay out a pixel shorter than on a first visit.
      for (const scheme of colorSchemes) {
        await page.emulateMedia({ colorScheme: scheme });
        await gotoHydrated(page, "/");
        await page
          .getByRole("button", { name: new RegExp(featuresSection.features[4]!.title) })
          .click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        await dialog.locator("img").evaluate((img) => (img as HTMLImageElement).decode());
        await shoot(page, `feature-dialog-${scheme}-${width}`);
      }
    });

    test("drawer open", async ({ page }) => {
      test.skip(width >= 768, "the drawer exists below 768 px only");
      await gotoHydrated(page, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      await shootThemes(page, "drawer-open");
    });

    test("contact idle, sending and toast", async ({ page }) => {
      await page.clock.install();
      await gotoHydrated(page, "/contact");
      await shootThemes(page, "contact-idle");
      await fillContactForm(page);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
      await page.getByRole("button", { name: contactForm.submit }).click();
      await expect(page.getByRole("button", { name: contactForm.sending })).toBeVisible();
      await shootThemes(page, "contact-sending");
      await page.clock.runFor(1100);
      await expect(page.getByText(contactForm.toastTitle, { exact: true })).toBeVisible();
      await shootThemes(page, "contact-toast");
    });

    test.describe(() => {
      test.use({ allowedConsoleErrors: notFoundConsoleErrors });
      test("not found", async ({ page }) => {
        await gotoHydrated(page, "/no-such-page");
        await shootThemes(page, "not-found");
      });
    });
  });
}
