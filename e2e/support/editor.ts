// Driving the content editor as a marketer does: sign in to the working copy, open a file,
// find a field by the labels the editor shows (taken from the generated configuration, never
// retyped), type, save. The editor renders fields as they scroll into view, so finding one
// scrolls its pane.
import { expect, type Locator, type Page } from "@playwright/test";
import { cmsFields, type CmsField } from "../../editor/cms-fields";
import { postCollection } from "../../editor/post-collection";
import { releaseCollection } from "../../editor/release-collection";
import { contentFiles, type ContentFileName } from "../../src/content/schema";
import { locales, type Locale } from "../../src/i18n/locales";

/** The editor's names wrap values in invisible isolation marks (U+2068, U+2069). */
const isolated = (text: string) => `\u2068?${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\u2069?`;

/** The editor's fields of a content file. */
export const contentFields = (file: ContentFileName) => cmsFields(contentFiles[file].schema);

/** The editor's fields of a post: the posts collection of the working copy at `root`. */
export const postFields = (root: string) => cmsFields(postCollection(root).schema);

/** The editor's fields of a release note. */
export const releaseFields = () => cmsFields(releaseCollection().schema);

/**
 * Gives a front-matter field of a Markdown entry its value as its own input event: the
 * text's rich-text editor below takes the focus whenever it has started, and typed keys
 * would follow it there.
 */
export async function setFieldValue(box: Locator, value: string): Promise<void> {
  await box.evaluate((input, text) => {
    (input as HTMLInputElement).value = text;
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }, value);
  await expect(box).toHaveValue(value);
}

/** The label of each field along a key path. */
export function fieldLabels(fields: CmsField[], path: readonly string[]): string[] {
  return path.map((key) => {
    const field = fields.find((each) => each.name === key);
    if (!field) throw new Error(`no field ${path.join(".")}`);
    fields = field.fields ?? [];
    return field.label;
  });
}

/**
 * Opens the editor on the working copy, at one content file (its label in the list of
 * texts) or one collection (its label in the editor's menu), the default locale beside.
 */
export async function openInEditor(page: Page, editor: string, file: ContentFileName | string) {
  await page.goto(`${editor}/admin/`);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  const label = file in contentFiles ? contentFiles[file as ContentFileName].label : file;
  await page.getByText(label, { exact: true }).first().click();
}

/**
 * Opens an entry of the collection on screen (named by `title`, as the list shows it) at the
 * pane of `locale`. Clicked again if its editor has not opened: in CI a click on a busy
 * machine once left the row focused and the list on screen until the test timed out.
 */
export async function openEntry(page: Page, title: string, locale: Locale): Promise<Locator> {
  const pane = localePane(page, locale);
  await expect(async () => {
    await page.getByText(title).first().click();
    await expect(pane).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
  return pane;
}

/** The editor's pane of one locale (the English name the editor gives it). */
export function localePane(page: Page, locale: Locale): Locator {
  const name = new Intl.DisplayNames("en", { type: "language" }).of(locale) ?? locales[locale].name;
  return page.getByRole("group", { name: new RegExp(`^Edit ${isolated(name)} Content$`) });
}

/** Scrolls the pane until `target` is rendered (the editor renders fields as they come into view). */
export async function reveal(page: Page, pane: Locator, target: Locator) {
  for (let tries = 0; tries < 60 && (await target.count()) === 0; tries += 1) {
    await pane.hover();
    await page.mouse.wheel(0, 250);
    await page.waitForTimeout(100);
  }
  return target;
}

/**
 * The text box of a field that shows `value`, with the field's group: for a field of a
 * list's item (a block's card), whose label every item repeats.
 */
export async function boxShowing(
  page: Page,
  pane: Locator,
  label: string,
  value: string,
): Promise<{ group: Locator; box: Locator }> {
  const boxes = pane.getByRole("textbox", { name: label, exact: true });
  for (let tries = 0; tries < 60; tries += 1) {
    for (const box of await boxes.all()) {
      if ((await box.inputValue()) === value) {
        await box.scrollIntoViewIfNeeded();
        return { group: box.locator("xpath=ancestor::*[@role='group'][1]"), box };
      }
    }
    await pane.hover();
    await page.mouse.wheel(0, 250);
    await page.waitForTimeout(100);
  }
  throw new Error(`no “${label}” field shows “${value}”`);
}

/** The text box of a field (`nav.solution`), its groups opened. */
export async function fieldBox(
  page: Page,
  pane: Locator,
  fields: CmsField[],
  path: readonly string[],
): Promise<{ group: Locator; box: Locator }> {
  const labels = fieldLabels(fields, path);
  let scope = pane;
  for (const label of labels) {
    const group = await reveal(
      page,
      pane,
      scope.getByRole("group", { name: new RegExp(`^“${isolated(label)}” Field$`) }).first(),
    );
    // The group's own toggle comes before those of the groups inside it.
    const toggle = group.getByRole("button", { name: /^(Expand|Collapse)$/ }).first();
    if (label !== labels.at(-1) && (await toggle.getAttribute("aria-expanded")) !== "true") {
      await toggle.click();
    }
    scope = group;
  }
  const box = scope.getByRole("textbox", { name: labels.at(-1) });
  await box.scrollIntoViewIfNeeded();
  return { group: scope, box };
}
