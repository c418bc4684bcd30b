/// <reference lib="dom" />
// The site as a visitor meets it: its pages, the copy they show (read from src/content, never
// retyped), where things are on the page, and the set-up steps the journeys share.
import type { Locator, Page } from "@playwright/test";
import { resolveBrandEnv } from "../../src/config/brand-env";
import { contactFields, contactPage, type ContactFieldName } from "../../src/content/contact";
import { featuresSection } from "../../src/content/features";
import { hero, solution } from "../../src/content/home";
import { navCopy, sectionIds } from "../../src/content/navigation";
import { notFoundPage } from "../../src/content/not-found";
import { expect } from "./fixtures";

/** The brand values the build resolved, as long as the suite runs with the build's env. */
export const brand = resolveBrandEnv(process.env);

export const notFoundPath = "/this/does-not-exist";

export const pages = [
  { name: "home", path: "/", h1: hero.title },
  { name: "contact", path: "/contact", h1: contactPage.title },
  { name: "not-found", path: notFoundPath, h1: notFoundPage.title },
] as const;

/** A valid value for each contact field, in the form's order. */
export const contactValues: Record<ContactFieldName, string> = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  subject: "Demo request",
  message: "We run 40 services on Kubernetes.",
};

/** A tab's accessible name is its step's title alone (the text is its description). */
export const solutionTab = (page: Page, title: string): Locator =>
  page.getByRole("tab", { name: title, exact: true });

export const heroRegion = (page: Page): Locator => page.getByRole("region", { name: hero.title });

export const featuresRegion = (page: Page): Locator =>
  page.getByRole("region", { name: featuresSection.title });

export const featureCard = (page: Page, title: string): Locator =>
  featuresRegion(page).getByRole("button", { name: title, exact: true });

export const featureDialog = (page: Page, title: string): Locator =>
  page.getByRole("dialog", { name: title, exact: true });

export const playButton = (page: Page): Locator =>
  page.getByRole("button", { name: hero.video.playLabel });

export const menuToggle = (page: Page): Locator =>
  page.getByRole("banner").getByRole("button", { name: navCopy.openMenu });

export const drawer = (page: Page): Locator =>
  page.getByRole("dialog", { name: navCopy.menuTitle });

export const contactFormOf = (page: Page): Locator => page.getByRole("main").locator("form");

export const submitButton = (page: Page): Locator =>
  contactFormOf(page).locator('button[type="submit"]');

/** A contact field, found by its visible label as a visitor would. */
export function contactField(page: Page, name: ContactFieldName): Locator {
  const field = contactFields.find((candidate) => candidate.name === name)!;
  return contactFormOf(page).getByLabel(field.label);
}

export const toaster = (page: Page): Locator =>
  page.getByRole("region", { name: contactPage.notifications });

export async function fillContactForm(page: Page, values = contactValues): Promise<void> {
  for (const { name } of contactFields) await contactField(page, name).fill(values[name]);
}

export async function expectImageLoaded(image: Locator): Promise<void> {
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
    )
    .toBe(true);
}

/** Opens a feature dialog with a click and waits for its picture (state set-up). */
export async function openFeatureDialog(page: Page, title: string): Promise<Locator> {
  await featureCard(page, title).click();
  const dialog = featureDialog(page, title);
  await expect(dialog).toBeVisible();
  await expectImageLoaded(dialog.getByRole("img"));
  return dialog;
}

/** Opens the phone layout's drawer and waits until it has slid in (state set-up). */
export async function openDrawer(page: Page): Promise<Locator> {
  await menuToggle(page).click();
  const menu = drawer(page);
  await expect(menu).toBeVisible();
  await expect
    .poll(async () => {
      const box = (await menu.boundingBox())!;
      return Math.round(box.x + box.width);
    })
    .toBe(page.viewportSize()!.width);
  return menu;
}

/**
 * Stops the fake clock (installed with page.clock.install() before the page loaded, running
 * in real time since) a little ahead, so nothing the page schedules from now on runs until
 * the test calls page.clock.runFor().
 */
export async function holdClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
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

/** How far the page scrolls sideways, in CSS px (0 when it does not). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Resolves with scrollY once the page has not moved for six frames in a row. */
export function scrollSettled(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 6) resolve(last);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** Marks the current document; a full reload would lose the mark. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { e2eMarker: 1 }));
}

export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker === 1);
}

/**
 * Asserts the page does not scroll behind an open modal (PageDown, End, the wheel), then
 * closes it with `close` and shows the same keys scroll the page again.
 */
export async function expectScrollLocked(page: Page, close: () => Promise<void>): Promise<void> {
  const before = await page.evaluate(() => window.scrollY);
  await page.keyboard.press("PageDown");
  await page.keyboard.press("End");
  await page.mouse.move(5, 400);
  await page.mouse.wheel(0, 800);
  expect(await scrollSettled(page), "the page behind the modal stays put").toBe(before);
  await close();
  // Pressed again until it moves: a wheel gesture still winding down can cancel the first.
  await expect(async () => {
    await page.keyboard.press("PageDown");
    expect(await scrollSettled(page)).toBeGreaterThan(before);
  }).toPass({ timeout: 10_000 });
}

/**
 * The video poster is an AVIF candidate fit for its slot at this screen's pixel density,
 * preloaded from the head with the same candidates, so it is fetched once.
 */
export async function expectPosterFitsScreen(page: Page): Promise<void> {
  const poster = playButton(page).locator("img");
  await expectImageLoaded(poster);
  await expect(poster).toHaveAttribute("width", /^[1-9]\d*$/);
  await expect(poster).toHaveAttribute("height", /^[1-9]\d*$/);
  const chosen = await poster.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    candidateWidth: Number(/-(\d+)-[\w-]+\.avif$/.exec(img.currentSrc)?.[1] ?? 0),
    needed: img.getBoundingClientRect().width * devicePixelRatio,
  }));
  expect(chosen.src).toMatch(/\.avif$/);
  expect(chosen.candidateWidth).toBeGreaterThanOrEqual(Math.min(chosen.needed * 0.8, 1920));
  expect(chosen.candidateWidth).toBeLessThanOrEqual(Math.max(chosen.needed * 2, 720));
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute("type", "image/avif");
  await expect(preload).toHaveAttribute("fetchpriority", "high");
  const requested = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.includes("video-poster")),
  );
  expect(requested, "the poster is fetched once").toEqual([chosen.src]);
}

/** Each landing-page section a header link leads to, by the heading that names it. */
export const sectionHeadings: Record<keyof typeof sectionIds, string> = {
  solution: solution.title,
  features: featuresSection.title,
};

/**
 * After a jump to a section, once scrolling has settled: the page moved, the URL names the
 * section, and the section starts at or below the sticky header with its heading in view.
 */
export async function expectScrolledToSection(
  page: Page,
  id: keyof typeof sectionIds,
): Promise<void> {
  const section = page.getByRole("region", { name: sectionHeadings[id] });
  await expect(section).toHaveId(sectionIds[id]);
  await expect(page).toHaveURL(new RegExp(`#${sectionIds[id]}$`));
  const heading = section.getByRole("heading", { level: 2, name: sectionHeadings[id] });
  await expect
    .poll(
      async () => {
        const y = await scrollSettled(page);
        const header = (await page.getByRole("banner").boundingBox())!;
        const top = (await section.boundingBox())!.y;
        const title = (await heading.boundingBox())!;
        const below = header.y + header.height - 1;
        return {
          scrolled: y > 0,
          sectionBelowHeader: top >= below,
          headingInView: title.y >= below && title.y + title.height <= page.viewportSize()!.height,
        };
      },
      { message: `#${id} settles in view below the sticky header`, timeout: 10_000 },
    )
    .toEqual({ scrolled: true, sectionBelowHeader: true, headingInView: true });
}
