/// <reference lib="dom" />
import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated } from "../../support/fixtures";

/** What the accessibility journeys rely on, in the words a visitor sees and hears. */
export const heroTitle = "Modern Systems, Modern Observability";
export const solutionSteps = ["Configure", "Deploy", "Observe"] as const;
export { featureTitles } from "../../support/spec-text";
export const toastTitle = "Message sent!";
export const toastText = "We'll get back to you within 24 hours.";

/** The contact form's fields in tab order, with a valid value each. */
export const contactValues = [
  { label: "First name", value: "Ada", required: true },
  { label: "Last name", value: "Lovelace", required: true },
  { label: "Email", value: "ada@example.com", required: true },
  { label: "Company", value: "Analytical Engines", required: false },
  { label: "Subject", value: "Demo request", required: true },
  { label: "Message", value: "We run 40 services on Kubernetes.", required: true },
] as const;

/** The 404 page logs the path it was asked for; tests of it allow exactly that. */
export const notFoundConsoleErrors = [
  /404 Error: .*non-existent route/,
  /Failed to load resource: the server responded with a status of 404/,
];
/** For `test.use`: a bare array of two would be read as a [value, options] fixture tuple. */
export const allowNotFoundErrors: [RegExp[], { scope: "test" }] = [
  notFoundConsoleErrors,
  { scope: "test" },
];
export const notFoundPath = "/this/does-not-exist";

export const pages = [
  { name: "home", path: "/", title: heroTitle },
  { name: "contact", path: "/contact", title: "Get in Touch" },
  { name: "not-found", path: notFoundPath, title: "Oops! Page not found" },
] as const;
export type PageName = (typeof pages)[number]["name"];

export function featuresRegion(page: Page): Locator {
  return page.getByRole("region", { name: "Reimagine Observability" });
}

export function featureCard(page: Page, title: string): Locator {
  return featuresRegion(page).getByRole("button", { name: title });
}

export function featureDialog(page: Page, title?: string): Locator {
  return title ? page.getByRole("dialog", { name: title }) : page.getByRole("dialog");
}

export function menuToggle(page: Page): Locator {
  return page.getByRole("banner").getByRole("button", { name: "Open menu" });
}

export function drawer(page: Page): Locator {
  return page.getByRole("dialog", { name: "Menu" });
}

export function contactForm(page: Page): Locator {
  return page.locator("main form");
}

export function submitButton(page: Page): Locator {
  return contactForm(page).locator('button[type="submit"]');
}

export function toaster(page: Page): Locator {
  return page.getByRole("region", { name: /Notifications/ });
}

/** The YouTube stand-in used by the fixtures is not accessible itself; this one is. */
export async function stubAccessiblePlayer(page: Page): Promise<void> {
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><html lang="en"><title>Demo video</title><main><h1>Demo</h1></main></html>',
    }),
  );
}

/**
 * Stops the fake clock (installed with page.clock.install() before the page loaded, and
 * running in real time since) a little ahead, so nothing the page schedules from now on
 * runs until the test calls page.clock.runFor().
 */
export async function holdClock(page: Page): Promise<void> {
  await page.clock.pauseAt(Date.now() + 10_000);
}

/** Advances the held clock until `locator` shows (timers that schedule timers included). */
export async function runClockUntilVisible(page: Page, locator: Locator): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return locator.isVisible();
    })
    .toBe(true);
}

/** Opens the page and waits for hydration and for every eagerly loaded image. */
export async function openPage(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => image.loading !== "lazy")
          .every((image) => image.complete),
      ),
    )
    .toBe(true);
}

/** Opens the feature dialog for `title` with a click (state set-up, not a keyboard journey). */
export async function openFeatureDialog(page: Page, title: string): Promise<Locator> {
  await featureCard(page, title).click();
  const dialog = featureDialog(page, title);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("img")).toBeVisible();
  await expect
    .poll(() =>
      dialog
        .getByRole("img")
        .evaluate(
          (image) =>
            (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
        ),
    )
    .toBe(true);
  return dialog;
}

/** Opens the mobile drawer with a click (state set-up). */
export async function openDrawer(page: Page): Promise<Locator> {
  await menuToggle(page).click();
  const menu = drawer(page);
  await expect(menu).toBeVisible();
  return menu;
}

/** Fills the contact form's fields directly (state set-up). */
export async function fillContactForm(page: Page): Promise<void> {
  for (const { label, value } of contactValues) {
    await contactForm(page).getByLabel(label).fill(value);
  }
}
