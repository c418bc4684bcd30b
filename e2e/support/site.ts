/// <reference lib="dom" />
// The site as a visitor meets it: where things are on its pages, found by the copy they show
// (read from the content files, e2e/support/content.ts), and the set-up steps the journeys
// share. Every helper takes the page's locale, English unless told otherwise.
import type { Locator, Page } from "@playwright/test";
import { resolveBrandEnv } from "../../src/config/brand-env";
import { sectionIds, type ContactFieldName } from "../../src/content/ids";
import { contactFieldSpecs } from "../../src/features/contact/fields";
import { defaultLocale, type Locale } from "../../src/i18n/locales";
import { content, pageIn } from "./content";
import { expect } from "./fixtures";

/** The brand values the build resolved, as long as the suite runs with the build's env. */
export const brand = resolveBrandEnv(process.env);

/** The address builder/pages.ts shows the English not-found page at. */
export const notFoundPath = pageIn("not-found").sample;

/** A valid value for each contact field, in the form's order. */
export const contactValues: Record<ContactFieldName, string> = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  subject: "Demo request",
  message: "We run 40 services on Kubernetes.",
};

/** A step's radio: its accessible name is the step's title alone (the text describes it). */
export const solutionTab = (page: Page, title: string): Locator =>
  page.getByRole("radio", { name: title, exact: true });

/** The solution steps' radios, in their group named by the block's label. */
export const solutionTabs = (page: Page, locale: Locale = defaultLocale): Locator =>
  page
    .getByRole("radiogroup", { name: content(locale).home.solution.tabsLabel })
    .getByRole("radio");

/** The frame that shows the chosen step's picture (the others are not rendered). */
export const solutionPicture = (page: Page): Locator =>
  page.locator("#solution").locator("div:has(> picture img[data-step])");

export const heroRegion = (page: Page, locale: Locale = defaultLocale): Locator =>
  page.getByRole("region", { name: content(locale).home.hero.title });

export const featuresRegion = (page: Page, locale: Locale = defaultLocale): Locator =>
  page.getByRole("region", { name: content(locale).home.features.title });

export const featureCard = (page: Page, title: string, locale: Locale = defaultLocale): Locator =>
  featuresRegion(page, locale).getByRole("button", { name: title, exact: true });

export const featureDialog = (page: Page, title: string): Locator =>
  page.getByRole("dialog", { name: title, exact: true });

export const playButton = (page: Page, locale: Locale = defaultLocale): Locator =>
  page.getByRole("button", { name: content(locale).home.hero.playVideo });

export const menuToggle = (page: Page, locale: Locale = defaultLocale): Locator =>
  page.getByRole("banner").getByRole("button", { name: content(locale).common.nav.openMenu });

export const drawer = (page: Page, locale: Locale = defaultLocale): Locator =>
  page.getByRole("dialog", { name: content(locale).common.nav.menuTitle });

export const contactFormOf = (page: Page): Locator => page.getByRole("main").locator("form");

export const submitButton = (page: Page): Locator =>
  contactFormOf(page).locator('button[type="submit"]');

/**
 * A field's accessible name: its label, and for an optional field the note after it (the
 * required fields' asterisk is hidden from assistive technology).
 */
export function contactFieldName(name: ContactFieldName, locale: Locale = defaultLocale): string {
  const { fields, form } = content(locale).contact;
  const spec = contactFieldSpecs.find((candidate) => candidate.name === name)!;
  return spec.required ? fields[name].label : `${fields[name].label} ${form.optional}`;
}

/** A contact field, found by its label as assistive technology names it. */
export function contactField(
  page: Page,
  name: ContactFieldName,
  locale: Locale = defaultLocale,
): Locator {
  return contactFormOf(page).getByRole("textbox", {
    name: contactFieldName(name, locale),
    exact: true,
  });
}

export const toaster = (page: Page, locale: Locale = defaultLocale): Locator =>
  page.getByRole("region", { name: content(locale).contact.page.notifications });

export async function fillContactForm(
  page: Page,
  values = contactValues,
  locale: Locale = defaultLocale,
): Promise<void> {
  for (const { name } of contactFieldSpecs) {
    await contactField(page, name, locale).fill(values[name]);
  }
}

export async function expectImageLoaded(image: Locator): Promise<void> {
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
    )
    .toBe(true);
}

/** Opens a feature dialog with a click and waits for its picture (state set-up). */
export async function openFeatureDialog(
  page: Page,
  title: string,
  locale: Locale = defaultLocale,
): Promise<Locator> {
  await featureCard(page, title, locale).click();
  const dialog = featureDialog(page, title);
  await expect(dialog).toBeVisible();
  await expectImageLoaded(dialog.getByRole("img"));
  return dialog;
}

/** Opens the phone layout's drawer and waits until it has slid in (state set-up). */
export async function openDrawer(page: Page, locale: Locale = defaultLocale): Promise<Locator> {
  await menuToggle(page, locale).click();
  const menu = drawer(page, locale);
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
 * fetched once, first of the page's images.
 */
export async function expectPosterFitsScreen(page: Page): Promise<void> {
  const poster = playButton(page).locator("img");
  await expectImageLoaded(poster);
  await expect(poster).toHaveAttribute("width", /^[1-9]\d*$/);
  await expect(poster).toHaveAttribute("height", /^[1-9]\d*$/);
  const chosen = await poster.evaluate((img: HTMLImageElement) => {
    const srcset = img.parentElement?.querySelector("source")?.srcset ?? "";
    const candidates = srcset.split(/,\s+(?=\S)/).map((candidate) => candidate.trim().split(/\s+/));
    const picked = candidates.find(
      ([url]) => url && new URL(url, location.href).href === img.currentSrc,
    );
    return {
      src: img.currentSrc,
      candidateWidth: Number(/^(\d+)w$/.exec(picked?.[1] ?? "")?.[1] ?? 0),
      needed: img.getBoundingClientRect().width * devicePixelRatio,
      fetchPriority: img.getAttribute("fetchpriority"),
    };
  });
  expect(chosen.src).toMatch(/\.avif$/);
  expect(chosen.fetchPriority, "the first view's image is fetched first").toBe("high");
  expect(chosen.candidateWidth).toBeGreaterThanOrEqual(Math.min(chosen.needed * 0.8, 1920));
  expect(chosen.candidateWidth).toBeLessThanOrEqual(Math.max(chosen.needed * 2, 720));
  const requested = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.includes("video-poster")),
  );
  expect(requested, "the poster is fetched once").toEqual([chosen.src]);
}

/** Each landing-page section a header link leads to, by the heading that names it. */
export function sectionHeading(id: keyof typeof sectionIds, locale: Locale = defaultLocale) {
  const { home } = content(locale);
  return { solution: home.solution.title, features: home.features.title }[id];
}

/**
 * After a jump to a section, once scrolling has settled: the page moved, the URL names the
 * section, and the section starts at or below the sticky header with its heading in view.
 */
export async function expectScrolledToSection(
  page: Page,
  id: keyof typeof sectionIds,
  locale: Locale = defaultLocale,
): Promise<void> {
  const name = sectionHeading(id, locale);
  const section = page.getByRole("region", { name });
  await expect(section).toHaveId(sectionIds[id]);
  await expect(page).toHaveURL(new RegExp(`#${sectionIds[id]}$`));
  const heading = section.getByRole("heading", { level: 2, name });
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

/** Holds every script of the app until `release()`: the page is painted, not hydrated. */
export async function holdApp(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return {
    release: async () => {
      release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    },
  };
}
