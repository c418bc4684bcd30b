// Every page is whole before any script runs: prerendered HTML with all its text, no inline
// code (the CSP allows none), and readable with JavaScript off.
import type { Page } from "@playwright/test";
import { tagAttributes } from "../builder/sitemap";
import {
  blockOf,
  contactFields,
  content,
  featureItems,
  pageLabel,
  sitePages,
  solutionSteps,
  type SitePage,
} from "./support/content";
import { expect, notFoundConsoleErrors, test } from "./support/fixtures";
import { inlineScripts as constantScripts } from "./support/inline-scripts";
import { brand, notFoundPath } from "./support/site";

/** The page's visible text as the server sent it: tags stripped, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<head[\s\S]*?<\/head>/i, " ")
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/**
 * Inline scripts and style attributes both need 'unsafe-inline' under a CSP. The two inline
 * scripts, the theme's head script and the loader, are constant and allowed by their hashes
 * instead (e2e/theme.spec.ts).
 */
function expectNoInlineCode(html: string, path: string): void {
  // Data blocks (JSON-LD) never run, so script-src does not govern them.
  const dataBlock = /\stype\s*=\s*"?application\/(ld\+)?json"?/i;
  const inlineScripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\ssrc\s*=/i.test(match[1] ?? "") && !dataBlock.test(match[1] ?? ""))
    .map((match) => match[0]);
  expect(
    inlineScripts.map((script) => script.replace(/^<script\b[^>]*>|<\/script>$/g, "")),
    `inline <script> without src in ${path}`,
  ).toEqual([...constantScripts]);
  const styled = [...html.matchAll(/<[a-z][^>]*\sstyle\s*=[^>]*>/gi)].map((match) => match[0]);
  expect(styled, `style="..." attributes in ${path}`).toEqual([]);
}

/** The words a page shows before any script runs, in its language. */
function pageTexts({ id, locale }: SitePage): string[] {
  const copy = content(locale);
  const { home, contact, imprint, privacy, integrations, trust, "not-found": notFound } = copy;
  switch (id) {
    case "home":
      return [
        home.hero.title,
        home.hero.subtitle,
        home.hero.cta,
        home.solution.title,
        ...solutionSteps(locale).flatMap((step) => [step.title, step.description]),
        home.features.title,
        ...featureItems(locale).flatMap((feature) => [feature.title, feature.summary]),
        home.cta.title,
        home.cta.button,
      ];
    case "contact":
      return [
        contact.page.back,
        contact.page.title,
        contact.page.intro,
        contact.page.emailTitle,
        contact.page.formTitle,
        ...contactFields(locale).map((field) => field.label),
      ];
    case "imprint":
      return [
        imprint.page.title,
        blockOf(imprint.blocks, "operator").title,
        blockOf(imprint.blocks, "section").text,
      ];
    case "privacy":
      return [
        privacy.page.title,
        blockOf(privacy.blocks, "controller").title,
        privacy.processings.contact.title,
        privacy.processings.video.title,
        blockOf(privacy.blocks, "japan").title,
      ];
    case "integrations":
      return [
        integrations.page.title,
        integrations.page.all,
        ...integrations.integrations.flatMap((entry) => [entry.name, entry.summary]),
      ];
    case "trust":
      return [
        trust.page.title,
        trust.residency.title,
        trust.siteProcessors.purposes.hosting,
        ...trust.certifications.entries.map((entry) => entry.name),
        trust.requests.dpa.label,
      ];
    case "not-found":
      return [notFound.page.title, notFound.page.text];
  }
}

test("the prerendered HTML of every page of every locale holds its text and no inline code", async ({
  request,
}) => {
  for (const builtPage of sitePages) {
    const { id, locale, sample: path, status } = builtPage;
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const html = await response.text();
    const text = textOf(html);
    for (const value of [...pageTexts(builtPage), brand.email]) {
      expect(text, `"${value}" is in the HTML of ${path}`).toContain(value);
    }
    expect(html.match(/<h1\b/g), `one h1 in ${path}`).toHaveLength(1);
    if (id === "contact") {
      const controls = [...tagAttributes(html, "input"), ...tagAttributes(html, "textarea")];
      for (const { name, placeholder } of contactFields(locale)) {
        const control = controls.find((attributes) => attributes.name === name);
        expect(control?.placeholder, `${pageLabel(builtPage)}: ${name}'s placeholder`).toBe(
          placeholder,
        );
      }
    }
    expectNoInlineCode(html, path);
  }
});

async function expectFooterEmail(page: Page): Promise<void> {
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: brand.email }),
  ).toHaveAttribute("href", `mailto:${brand.email}`);
}

async function openWithoutScripts(page: Page, path: string, status: number) {
  const response = await page.goto(path);
  expect(response!.status()).toBe(status);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: notFoundConsoleErrors });

  test(
    "every page shows its content, and the contact form every field",
    { tag: "@matrix" },
    async ({ page }) => {
      const { home, contact, "not-found": notFound } = content();
      await openWithoutScripts(page, "/", 200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title);
      await expect(page.getByText(home.hero.subtitle)).toBeVisible();
      for (const step of solutionSteps()) {
        await expect(page.getByRole("radio", { name: step.title, exact: true })).toBeVisible();
      }
      for (const { title } of featureItems()) {
        await expect(page.getByRole("button", { name: title, exact: true })).toBeVisible();
      }
      await expect(page.getByRole("heading", { name: home.cta.title })).toBeVisible();
      await expectFooterEmail(page);

      await openWithoutScripts(page, "/contact", 200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.page.title);
      await expect(page.getByRole("heading", { name: contact.page.formTitle })).toBeVisible();
      for (const field of contactFields()) {
        await expect(page.getByLabel(field.label)).toHaveAttribute("name", field.name);
      }
      await expect(page.locator("form")).toHaveAttribute("method", "post");
      await expect(page.locator('form button[type="submit"]')).toBeVisible();
      await expectFooterEmail(page);

      await openWithoutScripts(page, notFoundPath, 404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.page.title);
      await expect(page.getByRole("link", { name: notFound.page.home })).toHaveAttribute(
        "href",
        "/",
      );
    },
  );
});
