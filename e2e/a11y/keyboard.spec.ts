// Keyboard journeys: page.keyboard only, never the mouse. At every stop expectFocus checks
// where focus is, that it shows in both themes and that nothing covers it
// (e2e/support/focus.ts).
import type { Locator, Page } from "@playwright/test";
import { navItems } from "../../src/app/layout/nav-items";
import { submitDelayMs } from "../../src/features/contact/simulate-send";
import { locales } from "../../src/i18n/locales";
import {
  contactFields,
  content,
  featureItems,
  resourcesOf,
  siteLocales,
  solutionSteps,
} from "../support/content";
import { expect, gotoHydrated, notFoundConsoleErrors, test } from "../support/fixtures";
import { expectFocus, expectTabOrder, tabTo } from "../support/focus";
import { firstResultsTimeout } from "../support/search";
import {
  contactField,
  contactFormOf,
  contactValues,
  drawer,
  featureCard,
  featureDialog,
  featuresRegion,
  heroRegion,
  holdClock,
  menuToggle,
  notFoundPath,
  playButton,
  runClockUntilVisible,
  scrollSettled,
  solutionTab,
  submitButton,
  toaster,
} from "../support/site";

const { common, home, contact } = content();
const navCopy = common.nav;
const mainNav = navItems(navCopy);
const { hero } = home;
const steps = solutionSteps();
const features = featureItems();
const fields = contactFields();
const featuresLink = mainNav.find((item) => item.sectionId === "features")!.label;

/** True when focus is inside `container`, or has left the document for the browser's UI. */
function focusInsideOrOnBrowserUi(container: Locator): Promise<boolean> {
  return container.evaluate(
    (element) =>
      element.contains(document.activeElement) || document.activeElement === document.body,
  );
}

/**
 * A section link took the page to Features, and its glide (smooth scrolling) has ended, as a
 * sighted user would see before pressing Tab. A Tab pressed mid-glide lands on the first card
 * while the page still moves, and a slow machine once checked it before it came into view.
 */
async function arriveAtFeatures(page: Page): Promise<void> {
  await expect(page).toHaveURL(/#features$/);
  // In view first, so the glide has begun: six still frames then mean it is over.
  await expect(featuresRegion(page).getByRole("heading", { level: 2 })).toBeInViewport();
  await scrollSettled(page);
}

test("the skip link, the header's Features link, and the feature dialogs by keyboard", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: navCopy.skipLink });
  await expectFocus(page, { step: "the first Tab", target: skip });
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  // <main> is a programmatic focus target (tabindex=-1), not a control: no ring required.
  await expectFocus(page, { step: "skipped", target: page.getByRole("main"), indicator: false });
  await expect(page).toHaveURL(/#main$/);
  await page.keyboard.press("Tab");
  const heroCta = heroRegion(page).getByRole("link", { name: hero.cta });
  await expectFocus(page, { step: "the first stop in main", target: heroCta });

  const link = page.getByRole("banner").getByRole("link", { name: featuresLink });
  await tabTo(page, link, { key: "Shift+Tab", step: "back to the header" });
  await page.keyboard.press("Enter");
  await arriveAtFeatures(page);
  // The fragment moved the sequential focus starting point: Tab continues there.
  await page.keyboard.press("Tab");

  // Two dialogs: one opened with Enter and closed with Escape, one with Space and Close.
  for (const [index, [open, shut]] of [
    ["Enter", "Escape"],
    ["Space", "Enter"],
  ].entries()) {
    const feature = features[index]!;
    const card = featureCard(page, feature.title);
    await expectFocus(page, { step: `card "${feature.title}"`, target: card });
    await expect(card).toHaveAttribute("aria-haspopup", "dialog");
    await page.keyboard.press(open!);
    const dialog = featureDialog(page, feature.title);
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole("button", { name: home.features.close });
    await expectFocus(page, { step: `"${feature.title}" opened with ${open}`, target: close });
    // Its scrolling text is a stop of its own; past it, focus stays in the dialog or leaves
    // for the browser's UI, never the inert page behind.
    await page.keyboard.press("Tab");
    await expectFocus(page, { step: "the dialog's text", target: dialog.getByRole("region") });
    for (let i = 0; i < 3 && !(await close.evaluate((e) => e === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
      expect(await focusInsideOrOnBrowserUi(dialog), "Tab stays in the dialog").toBe(true);
    }
    await expect(close).toBeFocused();
    await page.keyboard.press(shut!);
    await expect(dialog).toBeHidden();
    await expectFocus(page, { step: `"${feature.title}" closed, focus back`, target: card });
    await page.keyboard.press("Tab");
  }
});

test(
  "Our Solution is one tab stop chosen with the arrow keys; the video plays from the keyboard",
  { tag: "@matrix" },
  async ({ page }) => {
    await gotoHydrated(page, "/");
    const tab = (index: number) => solutionTab(page, steps[index]!.title);
    /** Which step is checked, which has focus, which picture the frame shows. */
    const tabsState = () =>
      page.locator("#solution").evaluate((section) => {
        const radios = [...section.querySelectorAll<HTMLInputElement>("input[type=radio]")];
        const pictures = [...section.querySelectorAll<HTMLImageElement>("img[data-step]")];
        return {
          selected: radios.findIndex((radio) => radio.checked),
          focused: radios.findIndex((radio) => radio === document.activeElement),
          panel: pictures.findIndex((picture) => picture.checkVisibility()),
        };
      });
    const expectSelected = async (index: number, step: string) => {
      await expect
        .poll(tabsState, { message: step })
        .toEqual({ selected: index, focused: index, panel: index });
      await expectFocus(page, { step });
    };
    await tabTo(page, tab(0), { step: "Tab to Our Solution" });
    await expectSelected(0, "the list's one stop is the selected step");
    const moves: [string, number][] = [
      ["ArrowRight", 1],
      ["ArrowDown", 2],
      ["ArrowRight", 0], // wraps forward
      ["ArrowLeft", 2], // wraps backward
      ["ArrowUp", 1],
      ["ArrowDown", 2],
      ["ArrowDown", 0],
      ["ArrowUp", 2],
    ];
    for (const [key, index] of moves) {
      await page.keyboard.press(key);
      await expectSelected(index, `${key} selects ${steps[index]!.title}`);
    }
    await page.keyboard.press("Tab");
    await expectFocus(page, {
      step: "Tab leaves the list",
      target: featureCard(page, features[0]!.title),
    });
    await page.keyboard.press("Shift+Tab");
    await expectSelected(2, "Shift+Tab comes back to the selected step");

    await tabTo(page, playButton(page), { key: "Shift+Tab", step: "back to the video" });
    await page.keyboard.press("Enter");
    const player = heroRegion(page).locator("iframe");
    await expect(player).toBeVisible();
    await expect(playButton(page)).toHaveCount(0);
    await expectFocus(page, { step: "the player took focus", target: player });
  },
);

test(
  "contact: reach the form from Book Demo, send it, hear the confirmation, go back home",
  { tag: "@matrix" },
  async ({ page }) => {
    // A fake clock, running in real time until held, keeps 'Sending...' and the toast up.
    await page.clock.install();
    await gotoHydrated(page, "/");
    const bookDemo = page.getByRole("banner").getByRole("link", { name: navCopy.bookDemo });
    await tabTo(page, bookDemo, { step: "Tab to Book Demo" });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.page.title);
    // The new page is announced from its start: focus moved to <main>.
    await expectFocus(page, { step: "arrived", target: page.getByRole("main"), indicator: false });
    await page.keyboard.press("Tab");
    const back = page.getByRole("link", { name: contact.page.back });
    await expectFocus(page, { step: "the first stop in main", target: back });

    const first = contactField(page, fields[0]!.name);
    await tabTo(page, first, { step: "Tab to the form" });
    // Sent empty, focus stays on the first required field, which the browser flags.
    await page.keyboard.press("Enter");
    await expectFocus(page, { step: "an empty submit", target: first });
    expect(await first.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);

    // Tab visits the fields in the form's (and the page's reading) order.
    for (const [index, { name }] of fields.entries()) {
      await expectFocus(page, { step: `field ${name}`, target: contactField(page, name) });
      // One input event for the whole value: typing it key by key shows nothing more.
      await page.keyboard.insertText(contactValues[name]);
      if (index < fields.length - 1) await page.keyboard.press("Tab");
    }
    // ...which is also the order they read in: left to right in a row, then down.
    const places = await contactFormOf(page).evaluate(
      (form, names) =>
        names.map((name) => {
          const box = form.querySelector(`[name="${name}"]`)!.getBoundingClientRect();
          return { name, x: box.x, y: box.y };
        }),
      fields.map(({ name }) => name),
    );
    for (const [index, place] of places.entries()) {
      const before = places[index - 1];
      if (!before) continue;
      const sameRow = Math.abs(place.y - before.y) < 2;
      expect(sameRow ? place.x > before.x : place.y > before.y, `${place.name} reads next`).toBe(
        true,
      );
    }
    await page.keyboard.press("Tab");
    await expectFocus(page, { step: "the submit button", target: submitButton(page) });
    await holdClock(page);
    await page.keyboard.press("Enter");
    await expect(submitButton(page)).toHaveText(contact.form.sending);
    await expectFocus(page, { step: "while sending, focus stays", target: submitButton(page) });

    await page.clock.runFor(submitDelayMs);
    const toast = toaster(page).getByRole("listitem");
    await runClockUntilVisible(page, toast);
    await expect(toast).toContainText(contact.form.toastText);
    await expect(first).toHaveValue("");
    await expectFocus(page, { step: "after the confirmation" });
    await page.clock.resume();

    await tabTo(page, back, { key: "Shift+Tab", step: "back to the link" });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);
    await expectFocus(page, { step: "home", target: page.getByRole("main"), indicator: false });
  },
);

// The contact page's own stops are walked both ways by the contact journey above; its header
// and footer are the landing page's.
test(
  "every stop of the landing page shows its focus, in document order",
  { tag: "@matrix" },
  async ({ page }) => {
    await gotoHydrated(page, "/");
    await expectTabOrder(page, "/");
  },
);

test.describe(() => {
  test.use({ allowedConsoleErrors: notFoundConsoleErrors });
  // The same focus styles as the landing page's, on fewer stops: in the slower suite's matrix.
  test("every stop of the not-found page shows its focus", { tag: "@matrix" }, async ({ page }) => {
    await gotoHydrated(page, notFoundPath);
    // Its nearest pages (or the search) arrive from the index after the first paint.
    await expect(page.locator("main [aria-busy]")).toHaveAttribute("aria-busy", "false", {
      timeout: firstResultsTimeout,
    });
    await expectTabOrder(page, notFoundPath);
  });
});

test(
  "the phone's drawer: open it, follow a link, reopen it, close it with Escape",
  { tag: ["@mobile", "@matrix"] },
  async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = menuToggle(page);
    const menu = drawer(page);
    await tabTo(page, toggle, { step: "Tab to the menu" });
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const close = menu.getByRole("button", { name: navCopy.closeMenu });
    await expectFocus(page, { step: "the drawer opened", target: close });
    for (const target of [
      menu.getByRole("button", { name: common.search.open }),
      ...mainNav.map(({ label }) => menu.getByRole("link", { name: label })),
      menu.getByRole("link", { name: navCopy.pricing, exact: true }),
      ...resourcesOf().map(({ label }) => menu.getByRole("link", { name: label, exact: true })),
      menu.getByRole("button", { name: navCopy.bookDemo }),
      ...siteLocales.map((locale) =>
        menu.getByRole("link", { name: locales[locale].name, exact: true }),
      ),
      // The theme switch is one stop: its chosen radio.
      menu.getByRole("radio", { checked: true }),
    ]) {
      await page.keyboard.press("Tab");
      await expectFocus(page, { step: "Tab through the drawer", target });
    }
    // Past the last control focus leaves for the browser's UI, then comes back in.
    await page.keyboard.press("Tab");
    expect(await focusInsideOrOnBrowserUi(menu), "Tab never reaches the inert page").toBe(true);
    const featuresInMenu = menu.getByRole("link", { name: featuresLink });
    for (
      let i = 0;
      i < 5 && !(await featuresInMenu.evaluate((e) => e === document.activeElement));
      i++
    ) {
      await page.keyboard.press("Tab");
    }

    await page.keyboard.press("Enter");
    await expect(menu).toBeHidden();
    await arriveAtFeatures(page);
    await page.keyboard.press("Tab");
    await expectFocus(page, {
      step: "Tab after the link continues at the features",
      target: featureCard(page, features[0]!.title),
    });

    await tabTo(page, toggle, { key: "Shift+Tab", step: "back to the menu" });
    await page.keyboard.press("Space");
    await expect(menu).toBeVisible();
    await expectFocus(page, { step: "the drawer reopened", target: close });
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expectFocus(page, { step: "Escape closed the drawer", target: toggle });
  },
);
