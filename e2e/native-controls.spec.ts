// The feature dialogs and the solution steps are the platform's own controls (invoker
// commands on a <dialog>, a radio group): they work from the first paint, with the app's
// code held back, by tap and by keyboard, and the same once React has taken them over.
import type { Page } from "@playwright/test";
import type { Locale } from "../src/i18n/locales";
import { expectNoAxeViolations } from "./support/axe";
import { content, featureItems, otherLocales, pageIn, solutionSteps } from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectFocus } from "./support/focus";
import { featureCard, featureDialog, holdApp, solutionPicture, solutionTab } from "./support/site";

// The rest of the page is scanned in each state by the accessibility proofs (a11y/).
const sections = "#solution, #features";

const hydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated === "true");

/**
 * Each step by a tap, then by the arrow keys; each dialog by a tap and Escape, and by the
 * keyboard: every dialog when `everyKey`, else the first (the same native button and
 * command open each, so `npm test` proves the keyboard's path once; the matrix, on all).
 */
async function useEveryControl(page: Page, locale: Locale, phase: string, everyKey: boolean) {
  const steps = solutionSteps(locale);
  const picture = solutionPicture(page).getByRole("img");
  for (const step of [...steps.slice(1), steps[0]!]) {
    await solutionTab(page, step.title).click();
    await expect(solutionTab(page, step.title), `${phase}: tapped`).toBeChecked();
    await expect(picture).toHaveAccessibleName(step.imageAlt);
  }
  await page.keyboard.press("ArrowDown");
  await expect(solutionTab(page, steps[1]!.title)).toBeChecked();
  await expect(picture).toHaveAccessibleName(steps[1]!.imageAlt);
  await expectFocus(page, {
    step: `${phase}: ArrowDown`,
    target: solutionTab(page, steps[1]!.title),
  });
  await page.keyboard.press("ArrowUp");
  await expect(solutionTab(page, steps[0]!.title)).toBeChecked();

  const { close } = content(locale).home.features;
  for (const [index, feature] of featureItems(locale).entries()) {
    const card = featureCard(page, feature.title, locale);
    const dialog = featureDialog(page, feature.title);
    await card.click();
    await expect(dialog, `${phase}: ${feature.title} tapped`).toBeVisible();
    await expect(dialog).toContainText(feature.details);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
    if (index > 0 && !everyKey) continue;

    await page.keyboard.press("Enter");
    await expect(dialog, `${phase}: ${feature.title} by Enter`).toBeVisible();
    // The modal dialog's own focus: its first control, the close button.
    await expect(dialog.getByRole("button", { name: close })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(card, `${phase}: ${feature.title} closed, focus back`).toBeFocused();
  }
  // Focus shows where it is, in both themes, as the keyboard proofs check at every stop.
  await expectFocus(page, {
    step: `${phase}: the last dialog closed`,
    target: featureCard(page, featureItems(locale).at(-1)!.title, locale),
  });
}

/** Before hydration, with the app's code held back: every control by tap and by keyboard. */
async function beforeHydration(page: Page, locale: Locale, everyKey: boolean) {
  await holdApp(page);
  await page.goto(pageIn("home", locale).sample);
  await useEveryControl(page, locale, "before hydration", everyKey);
  expect(await hydrated(page), "the app's code was held back throughout").toBe(false);
}

/** Before hydration: axe on a dialog and the controls, then a dialog open through hydration. */
async function throughHydration(page: Page, locale: Locale) {
  const app = await holdApp(page);
  await page.goto(pageIn("home", locale).sample);
  const [first] = featureItems(locale);
  await featureCard(page, first!.title, locale).click();
  await expectNoAxeViolations(page, "a feature dialog before hydration", "dialog[open]");
  await page.keyboard.press("Escape");
  await expectNoAxeViolations(page, "the steps and cards before hydration", sections);
  expect(await hydrated(page), "the app's code was held back throughout").toBe(false);

  // Opened before hydration, the dialog stays open through it, once, and closes as before.
  await featureCard(page, first!.title, locale).click();
  await app.release();
  const dialog = featureDialog(page, first!.title);
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(featureCard(page, first!.title, locale)).toBeFocused();
}

/** The same controls once React has taken them over (axe: a11y/states.spec.ts). */
async function afterHydration(page: Page, locale: Locale, everyKey: boolean) {
  await gotoHydrated(page, pageIn("home", locale).sample);
  await useEveryControl(page, locale, "after hydration", everyKey);
}

// Short tests a case, each at most one pass over the controls (in `npm test`, the keyboard on
// the first dialog only). After hydration, `npm test` proves the controls in the home page's
// journeys (home.spec.ts, a11y/keyboard.spec.ts), so that pass runs in the matrix only.
const phases = [
  ["before hydration", beforeHydration, []],
  ["through hydration, axe-clean before it", throughHydration, []],
  ["after it", afterHydration, ["@matrix"]],
] as const;

for (const [phase, journey, tag] of phases) {
  test(
    `the feature dialogs and the solution steps work ${phase}`,
    { tag: [...tag] },
    async ({ page }) => {
      await journey(page, "en", tag.length > 0);
    },
  );

  for (const locale of otherLocales) {
    test(
      `${locale}: the feature dialogs and the solution steps work ${phase}`,
      { tag: "@matrix" },
      async ({ page }) => {
        await journey(page, locale, true);
      },
    );
  }

  test(
    `on a phone, the feature dialogs and the solution steps work ${phase} @mobile`,
    { tag: "@matrix" },
    async ({ page }) => {
      await journey(page, "en", true);
    },
  );
}
