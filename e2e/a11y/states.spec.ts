// Every page and open state as assistive technology gets it: the accessibility tree (ARIA
// snapshots, reviewed by hand: regenerate with --update-snapshots and review the diff) and
// axe-core (WCAG 2.0 to 2.2 A and AA, best practices; e2e/support/axe.ts): contrast, target
// size, names, landmarks, headings. An open state is scanned where it changed the page.
import { defaultLocale } from "../../src/i18n/locales";
import { expectNoAxeViolations } from "../support/axe";
import {
  contactFields,
  content,
  featureItems,
  pageLabel,
  sitePages,
  solutionSteps,
} from "../support/content";
import { expect, gotoHydrated, notFoundConsoleErrors, test } from "../support/fixtures";
import {
  contactField,
  contactFormOf,
  fillContactForm,
  heroRegion,
  notFoundPath,
  openDrawer,
  openFeatureDialog,
  playButton,
  solutionTab,
  submitButton,
  toaster,
} from "../support/site";

const { home, contact } = content();

// The landing page's states, each a test of its own: on a busy 2-core machine, the six scans
// of one test took over its minute.
test("the landing page", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.locator("body")).toMatchAriaSnapshot({ name: "home.aria.yml" });
  await expectNoAxeViolations(page, "/");
});

test("each solution step", async ({ page }) => {
  await gotoHydrated(page, "/");
  const region = page.getByRole("region", { name: home.solution.title });
  for (const [index, step] of solutionSteps().entries()) {
    await solutionTab(page, step.title).click();
    await expect(solutionTab(page, step.title)).toBeChecked();
    await expect(region).toMatchAriaSnapshot({ name: `solution-${step.id}.aria.yml` });
    // The first step was scanned with the page, the second here; the rest of the steps (the
    // same panel with another picture) in the matrix below.
    if (index === 1) await expectNoAxeViolations(page, `${step.title} selected`, "#solution");
  }
});

test("the video playing", async ({ page }) => {
  await gotoHydrated(page, "/");
  await playButton(page).click();
  await expect(heroRegion(page).locator("iframe")).toBeVisible();
  await expect(heroRegion(page)).toMatchAriaSnapshot({ name: "hero-playing.aria.yml" });
  await expect(heroRegion(page).locator("iframe")).toHaveAccessibleName(
    new RegExp(home.hero.videoTitle),
  );
  await expectNoAxeViolations(page, "the video playing", 'section[aria-labelledby="hero-title"]');
});

test("the remaining solution steps", { tag: "@matrix" }, async ({ page }) => {
  await gotoHydrated(page, "/");
  for (const step of solutionSteps().slice(2)) {
    await solutionTab(page, step.title).click();
    await expect(solutionTab(page, step.title)).toBeChecked();
    await expectNoAxeViolations(page, `${step.title} selected`, "#solution");
  }
});

// Six dialogs of one component with other words: the first in `npm test`, the rest in the
// slower suite's matrix.
for (const feature of featureItems()) {
  test(
    `the "${feature.title}" dialog: a modal named by its title`,
    { tag: "@matrix" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      const dialog = await openFeatureDialog(page, feature.title);
      expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
      await expect(dialog).toMatchAriaSnapshot({ name: `feature-${feature.id}.aria.yml` });
      await expectNoAxeViolations(page, `"${feature.title}" open`, "dialog[open]");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    },
  );
}

test(
  "the contact page: idle, fields in error, and the toast in its live region",
  { tag: "@matrix" },
  async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await expect(page.locator("body")).toMatchAriaSnapshot({ name: "contact.aria.yml" });
    await expectNoAxeViolations(page, "/contact");

    await submitButton(page).click();
    await contactField(page, "email").fill("ada@");
    await contactField(page, "firstName").focus();
    await expect(contactFormOf(page).locator(":user-invalid")).toHaveCount(
      contactFields().filter((field) => field.required).length,
    );
    await expectNoAxeViolations(page, "the form with fields in error", "main form");

    await fillContactForm(page);
    await submitButton(page).click();
    const toast = toaster(page).getByRole("listitem").filter({ hasText: contact.form.toastTitle });
    await expect(toast).toBeVisible();
    // Hovering the toaster pauses its timer, so the toast stays for the whole scan.
    await toast.hover();
    await expect(toaster(page)).toMatchAriaSnapshot({ name: "toast.aria.yml" });
    await expectNoAxeViolations(page, "the toast", "section[aria-live]");
    await expect(toast, "the toast was still shown when axe ran").toBeVisible();
  },
);

test.describe(() => {
  test.use({ allowedConsoleErrors: notFoundConsoleErrors });
  test("the not-found page", async ({ page }) => {
    await gotoHydrated(page, notFoundPath);
    await expect(page.locator("body")).toMatchAriaSnapshot({ name: "not-found.aria.yml" });
    await expectNoAxeViolations(page, "the not-found page");
  });
});

test(
  "the phone layout: its header and the open drawer (target sizes for touch)",
  { tag: ["@mobile", "@matrix"] },
  async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.locator("body")).toMatchAriaSnapshot({ name: "home-mobile.aria.yml" });
    await expectNoAxeViolations(page, "/ on a phone");
    const menu = await openDrawer(page);
    await expect(menu).toMatchAriaSnapshot({ name: "drawer.aria.yml" });
    await expectNoAxeViolations(page, "the drawer open", "dialog[open]");
  },
);

// The other languages' pages: the same components with other words (longer in German, in
// another script in Japanese), each page scanned once, in both themes, in the slower suite's
// matrix. The states above, and their snapshots, are the default language's.
for (const builtPage of sitePages.filter(({ locale }) => locale !== defaultLocale)) {
  test.describe(() => {
    if (builtPage.status === 404) test.use({ allowedConsoleErrors: notFoundConsoleErrors });
    test(`${pageLabel(builtPage)}: axe finds nothing`, { tag: "@matrix" }, async ({ page }) => {
      await gotoHydrated(page, builtPage.sample);
      await expectNoAxeViolations(page, pageLabel(builtPage));
    });
  });
}
