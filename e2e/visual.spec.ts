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

for (const [scheme, width] of colorSchemes.flatMap((scheme) =>
  visualWidths.map((width) => [scheme, width] as const),
)) {
  test.describe(`${scheme} ${width} px`, { tag: "@visual" }, () => {
    // The system's setting, with nothing stored: the theme a first visit gets.
    test.use({ colorScheme: scheme, viewport: { width, height: width < 768 ? 844 : 800 } });
    const shot = (name: string) => `${name}-${scheme}-${width}`;

    test("home top", async ({ page }) => {
      await gotoHydrated(page, "/");
      await shoot(page, shot("home-top"));
    });

    test("solution step 2", async ({ page }) => {
      await gotoHydrated(page, "/");
      await page.getByRole("tab", { name: new RegExp(solution.steps[1]!.title) }).click();
      const panelImage = page.locator("#solution-panel img");
      await panelImage.scrollIntoViewIfNeeded();
      await panelImage.evaluate((img) => (img as HTMLImageElement).decode());
      await shoot(page, shot("solution-step-2"), { target: page.locator("#solution") });
    });

    test("feature dialog", async ({ page }) => {
      await gotoHydrated(page, "/");
      await page
        .getByRole("button", { name: new RegExp(featuresSection.features[4]!.title) })
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page
        .getByRole("dialog")
        .locator("img")
        .evaluate((img) => (img as HTMLImageElement).decode());
      await shoot(page, shot("feature-dialog"));
    });

    test("drawer open", async ({ page }) => {
      test.skip(width >= 768, "the drawer exists below 768 px only");
      await gotoHydrated(page, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      await shoot(page, shot("drawer-open"));
    });

    test("contact idle, sending and toast", async ({ page }) => {
      await page.clock.install();
      await gotoHydrated(page, "/contact");
      await shoot(page, shot("contact-idle"));
      await fillContactForm(page);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
      await page.getByRole("button", { name: contactForm.submit }).click();
      await expect(page.getByRole("button", { name: contactForm.sending })).toBeVisible();
      await shoot(page, shot("contact-sending"));
      await page.clock.runFor(1100);
      await expect(page.getByText(contactForm.toastTitle, { exact: true })).toBeVisible();
      await shoot(page, shot("contact-toast"));
    });

    test.describe(() => {
      test.use({ allowedConsoleErrors: notFoundConsoleErrors });
      test("not found", async ({ page }) => {
        await gotoHydrated(page, "/no-such-page");
        await shoot(page, shot("not-found"));
      });
    });
  });
}
