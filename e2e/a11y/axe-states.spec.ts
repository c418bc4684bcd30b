/// <reference lib="dom" />
// axe-core (WCAG 2.0/2.1 A and AA, 2.2 AA, best practices) on the states e2e/axe.spec.ts
// does not open: every feature dialog, every solution step, the form with fields in error,
// and the pages at 320 px (400% zoom).
import { expectNoAxeViolations } from "../support/axe";
import { expect, gotoHydrated, isMobile, test } from "../support/fixtures";
import {
  contactForm,
  contactValues,
  featureTitles,
  openFeatureDialog,
  solutionSteps,
  submitButton,
} from "./support/site";

test("every feature dialog", async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo.project.name), "e2e/axe.spec.ts scans one dialog on mobile");
  test.slow();
  await gotoHydrated(page, "/");
  for (const title of featureTitles) {
    const dialog = await openFeatureDialog(page, title);
    await expectNoAxeViolations(page, `/ with "${title}" open`);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  }
});

test("every solution step", async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo.project.name), "the same markup as on desktop");
  await gotoHydrated(page, "/");
  for (const step of solutionSteps.slice(1)) {
    await page.getByRole("tab", { name: step }).click();
    await expect(page.getByRole("tab", { name: step })).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page, `/ with ${step} selected`);
  }
});

// The 1 s sending state is not scanned: holding it needs a paused clock, and axe-core runs
// on timers of its own. The contrast and screen-reader specs cover that state.
test("the contact form with fields in error", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await submitButton(page).click();
  await expect(contactForm(page).getByLabel(contactValues[0].label)).toBeFocused();
  await contactForm(page).getByLabel("Email").fill("ada@");
  await contactForm(page).getByLabel("Email").press("Tab");
  await expectNoAxeViolations(page, "/contact with invalid fields");
});

test("the pages at 320 px, as at 400% zoom", async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo.project.name), "the desktop project covers it");
  await page.setViewportSize({ width: 320, height: 256 });
  for (const path of ["/", "/contact"]) {
    await gotoHydrated(page, path);
    await expectNoAxeViolations(page, `${path} at 320x256`);
  }
});
