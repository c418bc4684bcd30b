/// <reference lib="dom" />
// Keyboard journeys: only page.keyboard, never the mouse. At every step the test asserts
// where focus is, that it sits on rendered, non-inert content that is not covered, and that
// its indicator is at least 2 px wide with 3:1 contrast (support/focus.ts).
import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, isMobile, test } from "../support/fixtures";
import { expectFocus, focusedDescription, pressUntilFocused } from "./support/focus";
import {
  contactForm,
  contactValues,
  drawer,
  featureCard,
  featureDialog,
  featureTitles,
  heroTitle,
  holdClock,
  menuToggle,
  allowNotFoundErrors,
  pages,
  runClockUntilVisible,
  solutionSteps,
  stubAccessiblePlayer,
  submitButton,
  toastText,
  toastTitle,
  toaster,
} from "./support/site";

/** True when focus is inside `container`, or has left the document for the browser's UI. */
function focusInsideOrOnBrowserUi(container: Locator): Promise<boolean> {
  return container.evaluate(
    (element) =>
      element.contains(document.activeElement) || document.activeElement === document.body,
  );
}

async function skipToMain(page: Page): Promise<void> {
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expectFocus(page, { target: skip, step: "first Tab" });
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  // <main> is a programmatic focus target (tabindex=-1), not a control: no ring required.
  await expectFocus(page, { target: page.getByRole("main"), indicator: false, step: "skip" });
  await expect(page).toHaveURL(/#main$/);
}

test.describe("keyboard journeys", () => {
  test("the skip link is the first stop, visible when focused, and leads into the main content", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await skipToMain(page);
    await page.keyboard.press("Tab");
    const getInTouch = page
      .getByRole("region", { name: heroTitle })
      .getByRole("link", { name: "Get in Touch" });
    await expectFocus(page, { target: getInTouch, step: "first Tab after the skip" });
  });

  test("Features through the header, then each of the six feature dialogs opens and closes", async ({
    page,
  }, testInfo) => {
    test.slow();
    await gotoHydrated(page, "/");
    if (isMobile(testInfo.project.name)) {
      // The header link lives in the drawer here; the drawer journey follows it.
      await skipToMain(page);
      await pressUntilFocused(page, "Tab", featureCard(page, featureTitles[0]), {
        checkStops: true,
        step: "Tab from main to the features",
      });
    } else {
      const link = page.getByRole("banner").getByRole("link", { name: "Features" });
      await pressUntilFocused(page, "Tab", link, { checkStops: true, step: "Tab to Features" });
      await expectFocus(page, { target: link, step: "header Features link" });
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/#features$/);
      await expect(
        page.getByRole("heading", { level: 2, name: "Reimagine Observability" }),
      ).toBeInViewport();
      // The fragment moved the sequential focus starting point: Tab continues there.
      await page.keyboard.press("Tab");
    }

    for (const [index, title] of featureTitles.entries()) {
      const card = featureCard(page, title);
      await expectFocus(page, { target: card, step: `card "${title}"` });
      await expect(card).toHaveAttribute("aria-haspopup", "dialog");
      // Enter and Space both activate a button.
      await page.keyboard.press(index % 2 === 0 ? "Enter" : "Space");
      const dialog = featureDialog(page, title);
      await expect(dialog).toBeVisible();
      const close = dialog.getByRole("button", { name: "Close" });
      await expectFocus(page, { target: close, step: `dialog "${title}" opened` });

      // Tab stays in the dialog (or leaves for the browser's own UI); the page is inert.
      await page.keyboard.press("Tab");
      expect(await focusInsideOrOnBrowserUi(dialog), `Tab in "${title}" stays in it`).toBe(true);
      await pressUntilFocused(page, "Tab", close, { maxPresses: 3 });

      // Close alternately with Escape and with the Close button.
      await page.keyboard.press(index % 2 === 0 ? "Escape" : "Enter");
      await expect(dialog).toBeHidden();
      // The same card as before, already measured: where focus is suffices here.
      await expectFocus(page, {
        target: card,
        step: `dialog "${title}" closed, focus returned`,
        indicator: false,
      });
      if (index < featureTitles.length - 1) await page.keyboard.press("Tab");
    }
  });

  test("Our Solution: one tab stop; arrow keys, Home and End choose each step", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const tablist = page.getByRole("tablist", { name: "Solution steps" });
    const tab = (name: string) => tablist.getByRole("tab", { name });
    const panel = page.getByRole("tabpanel");
    await pressUntilFocused(page, "Tab", tab(solutionSteps[0]), { checkStops: true });

    const expectSelected = async (index: number, step: string) => {
      const name = solutionSteps[index]!;
      await expectFocus(page, { target: tab(name), step });
      await expect(tab(name)).toHaveAttribute("aria-selected", "true");
      await expect(tablist.getByRole("tab", { selected: true })).toHaveCount(1);
      await expect(panel).toHaveAccessibleName(new RegExp(name));
      await expect(tab(name)).toHaveAttribute("tabindex", "0");
    };
    await expectSelected(0, "the tab list's stop is the selected step");
    const keys: [string, number][] = [
      ["ArrowDown", 1],
      ["ArrowDown", 2],
      ["ArrowDown", 0],
      ["ArrowUp", 2],
      ["ArrowRight", 0],
      ["ArrowLeft", 2],
      ["Home", 0],
      ["End", 2],
      ["ArrowUp", 1],
    ];
    for (const [key, index] of keys) {
      await page.keyboard.press(key);
      await expectSelected(index, `${key} selects ${solutionSteps[index]}`);
    }

    // One tab stop: Tab leaves the list, Shift+Tab comes back to the selected step.
    await page.keyboard.press("Tab");
    await expect(tablist.getByRole("tab").filter({ has: page.locator(":focus") })).toHaveCount(0);
    expect(await tablist.evaluate((list) => list.contains(document.activeElement))).toBe(false);
    await expectFocus(page, { step: "Tab out of the tab list" });
    await page.keyboard.press("Shift+Tab");
    await expectSelected(1, "Shift+Tab returns to the selected step");
  });

  test("the demo video plays from the keyboard and focus moves to the player", async ({ page }) => {
    await stubAccessiblePlayer(page);
    await gotoHydrated(page, "/");
    const play = page.getByRole("button", { name: "Play demo video" });
    await pressUntilFocused(page, "Tab", play, { checkStops: true, step: "Tab to the video" });
    await expectFocus(page, { target: play, step: "video facade" });
    await page.keyboard.press("Enter");
    const player = page.locator("iframe");
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute("title", /\S/);
    await expect(play).toHaveCount(0);
    await expectFocus(page, { target: player, step: "the player took focus" });
  });

  test("mobile drawer: open it, follow a link, reopen it and close it with Escape", async ({
    page,
  }, testInfo) => {
    test.skip(!isMobile(testInfo.project.name), "the drawer exists at 390 px only");
    test.slow();
    await gotoHydrated(page, "/");
    const toggle = menuToggle(page);
    const menu = drawer(page);
    await pressUntilFocused(page, "Tab", toggle, { checkStops: true, step: "Tab to the menu" });
    await expectFocus(page, { target: toggle, step: "menu toggle" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const close = menu.getByRole("button", { name: "Close menu" });
    await expectFocus(page, { target: close, step: "drawer opened" });
    for (const target of [
      menu.getByRole("link", { name: "Our Solution" }),
      menu.getByRole("link", { name: "Features" }),
      menu.getByRole("button", { name: "Book Demo" }),
    ]) {
      await page.keyboard.press("Tab");
      await expectFocus(page, { target, step: "Tab through the drawer" });
    }
    // Past the last control focus goes to the browser's UI, then back into the drawer.
    await page.keyboard.press("Tab");
    expect(await focusInsideOrOnBrowserUi(menu), "Tab never reaches the inert page").toBe(true);
    await pressUntilFocused(page, "Tab", menu.getByRole("link", { name: "Features" }), {
      maxPresses: 5,
    });

    await page.keyboard.press("Enter");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL(/#features$/);
    await expect(
      page.getByRole("heading", { level: 2, name: "Reimagine Observability" }),
    ).toBeInViewport();
    await page.keyboard.press("Tab");
    await expectFocus(page, {
      target: featureCard(page, featureTitles[0]),
      step: "Tab after following the link continues at the features",
    });

    await pressUntilFocused(page, "Shift+Tab", toggle, {
      checkStops: true,
      step: "Shift+Tab back to the menu",
    });
    await expectFocus(page, { target: toggle, step: "back on the menu toggle" });
    await page.keyboard.press("Space");
    await expect(menu).toBeVisible();
    await expectFocus(page, { target: close, step: "drawer reopened" });
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expectFocus(page, { target: toggle, step: "Escape closed the drawer" });
  });

  test("contact: reach the form, send it, hear the confirmation and go back home", async ({
    page,
  }, testInfo) => {
    test.slow();
    // A fake clock holds the 1 s "sending" state and keeps the toast up for as long as the
    // test looks at it; it runs in real time until paused.
    await page.clock.install();
    await gotoHydrated(page, "/");
    const entry = isMobile(testInfo.project.name)
      ? page.getByRole("region", { name: heroTitle }).getByRole("link", { name: "Get in Touch" })
      : page.getByRole("banner").getByRole("link", { name: "Book Demo" });
    await pressUntilFocused(page, "Tab", entry, {
      checkStops: true,
      step: "Tab to the contact link",
    });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
    // The new page is announced from its start: focus moved to <main>.
    await expectFocus(page, { target: page.getByRole("main"), indicator: false, step: "arrived" });

    await page.keyboard.press("Tab");
    const back = page.getByRole("link", { name: "Back to Home" });
    await expectFocus(page, { target: back, step: "first stop in main" });

    // The live region exists before any message, so its later content is announced.
    const region = toaster(page);
    await expect(region).toHaveAttribute("aria-live", "polite");
    await region.evaluate((element) => element.setAttribute("data-a11y-before", ""));

    const form = contactForm(page);
    const first = form.getByLabel(contactValues[0].label);
    await pressUntilFocused(page, "Tab", first, { checkStops: true, step: "Tab to the form" });

    // Sending it empty keeps focus on the first required field, which the browser flags.
    await page.keyboard.press("Enter");
    await expectFocus(page, { target: first, step: "empty submit returns to the first field" });
    expect(await first.evaluate((input) => (input as HTMLInputElement).validity.valid)).toBe(false);
    await expect(region.getByText(toastTitle)).toHaveCount(0);

    for (const [index, { label, value }] of contactValues.entries()) {
      const field = form.getByLabel(label);
      await expectFocus(page, { target: field, step: `field "${label}"` });
      await page.keyboard.type(value);
      await expect(field).toHaveValue(value);
      if (index < contactValues.length - 1) await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Tab");
    const submit = submitButton(page);
    await expectFocus(page, { target: submit, step: "Send Message" });
    await holdClock(page);
    await page.keyboard.press("Enter");

    // While sending, the button says so, and focus must not drop to the top of the page.
    await expect(submit).toHaveText("Sending...");
    await expect(submit).toBeDisabled();
    await expectFocus(page, {
      target: submit,
      step: "while sending, focus stays on the button",
      soft: true,
    });

    const toast = region.getByRole("listitem").filter({ hasText: toastTitle });
    await page.clock.runFor(1000);
    await runClockUntilVisible(page, toast);
    await expect(toast).toContainText(toastText);
    await expect(page.locator("[data-a11y-before]"), "the same live region speaks").toContainText(
      toastTitle,
    );
    await expect(submit).toHaveText("Send Message");
    await expect(submit).toBeEnabled();
    for (const { label } of contactValues) await expect(form.getByLabel(label)).toHaveValue("");
    await expectFocus(page, { step: "after the confirmation", soft: true });
    await page.clock.resume();

    await pressUntilFocused(page, "Shift+Tab", back, {
      checkStops: true,
      step: "back to the link",
    });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: heroTitle })).toBeVisible();
    await expectFocus(page, { target: page.getByRole("main"), indicator: false, step: "home" });
  });
});

test.describe("tab order", () => {
  for (const { name, path } of pages) {
    test.describe(name, () => {
      if (name === "not-found") test.use({ allowedConsoleErrors: allowNotFoundErrors });

      test(`${name}: every stop, forwards and back, is visible, indicated and never hidden or inert`, async ({
        page,
      }) => {
        test.slow();
        await gotoHydrated(page, path);
        const stops: string[] = [];
        for (let i = 0; i < 60; i += 1) {
          await page.keyboard.press("Tab");
          if (await page.evaluate(() => document.activeElement === document.body)) break;
          const description = await focusedDescription(page);
          if (stops.includes(description)) break;
          stops.push(description);
          await expectFocus(page, { step: `Tab stop ${i + 1}`, soft: true });
        }
        expect(stops.length, "the page has tab stops").toBeGreaterThan(3);
        // Backwards, the sticky header must not hide what gets focus (WCAG 2.4.11).
        for (let i = stops.length - 1; i >= 0; i -= 1) {
          await page.keyboard.press("Shift+Tab");
          expect(await focusedDescription(page), "Shift+Tab retraces the order").toBe(stops[i]);
          await expectFocus(page, {
            step: `Shift+Tab stop ${i + 1}`,
            indicator: false,
            soft: true,
          });
        }
      });
    });
  }
});
