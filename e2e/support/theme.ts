/// <reference lib="dom" />
import type { BrowserContextOptions, Page } from "@playwright/test";
import { themeColors } from "../../src/config/colors";
import {
  colorSchemes,
  themeColorMedia,
  themeStorageKey,
  type ColorScheme,
  type ThemeChoice,
} from "../../src/features/theme/theme-store";
import { defaultLocale, type Locale } from "../../src/i18n/locales";
import { content } from "./content";
import { expect } from "./fixtures";

// What the theme specs share: the stored choices, a first-frame probe and colour checks.

/** What can be stored: nothing (System), or an explicit theme. */
export const storedChoices = [null, "light", "dark"] as const;
export type Stored = (typeof storedChoices)[number];

export function resolve(choice: ThemeChoice | null, system: ColorScheme): ColorScheme {
  return choice === "light" || choice === "dark" ? choice : system;
}

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

/** A context whose localStorage holds `stored` before the first page loads. */
export function seededStorage(stored: Stored) {
  return async (
    { baseURL }: { baseURL: string | undefined },
    use: (state: StorageState) => Promise<void>,
  ) =>
    use({
      cookies: [],
      origins: stored
        ? [
            {
              origin: new URL(baseURL!).origin,
              localStorage: [{ name: themeStorageKey, value: stored }],
            },
          ]
        : [],
    });
}

/**
 * Records the page background in the first animation frame of every document that can paint
 * anything (one with a body: on a busy machine a frame can run while the parser is still in
 * the head, and Chromium paints nothing then) and in the first frame after a restore from the
 * back/forward cache.
 */
export async function recordFirstFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: string[] = [];
    Object.assign(window, { firstFrames: frames });
    const record = (): void => {
      requestAnimationFrame(() => {
        if (!document.body) return record();
        frames.push(getComputedStyle(document.documentElement).backgroundColor);
      });
    };
    record();
    addEventListener("pageshow", (event) => {
      if (event.persisted) record();
    });
  });
}

export function firstFrames(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { firstFrames: string[] }).firstFrames);
}

/** A CSS colour (lab(), oklch(), rgb()) as the sRGB pixel it paints. */
export function painted(page: Page, color: string): Promise<number[]> {
  return page.evaluate((value) => {
    const context = document.createElement("canvas").getContext("2d")!;
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  }, color);
}

export async function expectBackground(
  page: Page,
  color: string,
  scheme: ColorScheme,
  what: string,
) {
  const expected = [1, 3, 5].map((at) => parseInt(themeColors[scheme].slice(at, at + 2), 16));
  const actual = await painted(page, color);
  // oklch rounds to sRGB one step away from the hex the metas carry.
  for (const [channel, value] of actual.entries()) {
    expect(
      Math.abs(value - expected[channel]!),
      `${what}: ${color} is ${scheme}`,
    ).toBeLessThanOrEqual(1);
  }
}

export function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
}

export async function expectThemeColorMetas(page: Page, choice: ThemeChoice): Promise<void> {
  const metas = page.locator('meta[name="theme-color"]');
  await expect(metas).toHaveCount(2);
  for (const [index, scheme] of colorSchemes.entries()) {
    await expect(metas.nth(index)).toHaveAttribute("content", themeColors[scheme]);
    await expect(metas.nth(index)).toHaveAttribute("media", themeColorMedia(scheme, choice));
  }
}

/** The switch's name for a choice, as a screen reader announces it. */
export function choiceLabel(choice: ThemeChoice, locale: Locale = defaultLocale): string {
  return content(locale).common.theme.choices[choice];
}

/** The theme switch's accessible name. */
export const themeSwitchLabel = (locale: Locale = defaultLocale) =>
  content(locale).common.theme.label;

export function headerSwitch(page: Page, locale: Locale = defaultLocale) {
  return page.getByRole("banner").getByRole("radiogroup", { name: themeSwitchLabel(locale) });
}
