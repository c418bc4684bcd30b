import type { Locator, Page } from "@playwright/test";
import type { Locale } from "../../src/i18n/locales";
import { content } from "./content";
import { expect } from "./fixtures";

const copy = (locale: Locale) => content(locale).common.search;

/** The search dialog, by its accessible name. */
export const searchDialog = (page: Page, locale: Locale = "en"): Locator =>
  page.getByRole("dialog", { name: copy(locale).title });

/** The search field: the dialog's combobox. */
export const searchField = (page: Page, locale: Locale = "en"): Locator =>
  searchDialog(page, locale).getByRole("combobox", { name: copy(locale).label });

/** The header's search button (at any width, the one on screen). */
export const searchButton = (page: Page, locale: Locale = "en"): Locator =>
  page
    .getByRole("banner")
    .getByRole("button", { name: copy(locale).open })
    .locator("visible=true");

/** The results' options. */
export const searchOptions = (page: Page): Locator => page.getByRole("listbox").getByRole("option");

/** Opens the search with the header's button, types `query` and waits for results. */
export async function searchFor(page: Page, query: string, locale: Locale = "en") {
  await searchButton(page, locale).click();
  await expect(searchField(page, locale)).toBeFocused();
  await searchField(page, locale).fill(query);
  await expect(searchOptions(page).first()).toBeVisible({ timeout: firstResultsTimeout });
}

/**
 * How long the index's first answer on a page may take (the search's first results, the
 * not-found page's nearest pages): it loads the index's script, starts its WebAssembly in a
 * worker and reads the index's files, 1-3 s. Expect's own 5 s, named so a wait on the index
 * reads as one.
 */
export const firstResultsTimeout = 5_000;

/** The addresses of the results on screen: each option is the link to its page. */
export const resultUrls = (page: Page): Promise<string[]> =>
  searchOptions(page).evaluateAll((options) =>
    options.map((option) => option.getAttribute("href") ?? ""),
  );

/** Whether a request is any part of the search: its dialog's code or its index. */
export const isSearchRequest = (url: string): boolean =>
  /\/pagefind\/|\/assets\/search-dialog-/.test(new URL(url).pathname);
