// Every page is whole before any script runs: prerendered HTML with all its text, no inline
// code (the CSP allows none), and readable with JavaScript off.
import type { Page } from "@playwright/test";
import { contactFields, contactPage } from "../src/content/contact";
import { featuresSection } from "../src/content/features";
import { ctaBand, hero, solution } from "../src/content/home";
import { notFoundPage } from "../src/content/not-found";
import { themeHeadScript } from "../src/features/theme/head-script";
import { expect, notFoundConsoleErrors, test } from "./support/fixtures";
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
 * Inline scripts and style attributes both need 'unsafe-inline' under a CSP. The one inline
 * script, the theme's head script, is allowed by its hash instead (e2e/theme.spec.ts).
 */
function expectNoInlineCode(html: string, path: string): void {
  // Data blocks (JSON-LD) never run, so script-src does not govern them.
  const dataBlock = /\stype\s*=\s*"?application\/(ld\+)?json"?/i;
  const inlineScripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\ssrc\s*=/i.test(match[1] ?? "") && !dataBlock.test(match[1] ?? ""))
    .map((match) => match[0]);
  expect(inlineScripts, `inline <script> without src in ${path}`).toEqual([
    `<script>${themeHeadScript}</script>`,
  ]);
  const styled = [...html.matchAll(/<[a-z][^>]*\sstyle\s*=[^>]*>/gi)].map((match) => match[0]);
  expect(styled, `style="..." attributes in ${path}`).toEqual([]);
}

const homeTexts = [
  hero.title,
  hero.subtitle,
  hero.cta,
  solution.title,
  ...solution.steps.flatMap((step) => [step.title, step.description]),
  featuresSection.title,
  ...featuresSection.features.flatMap((feature) => [feature.title, feature.summary]),
  ctaBand.title,
  ctaBand.cta,
];
const contactTexts = [
  contactPage.back,
  contactPage.title,
  contactPage.intro,
  contactPage.emailTitle,
  contactPage.formTitle,
  ...contactFields.map((field) => field.label),
];

test("the prerendered HTML holds each page's text and no inline code", async ({ request }) => {
  const cases = [
    { path: "/", status: 200, texts: homeTexts },
    { path: "/contact", status: 200, texts: contactTexts },
    { path: notFoundPath, status: 404, texts: [notFoundPage.title, notFoundPage.text] },
  ];
  for (const { path, status, texts } of cases) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const html = await response.text();
    const text = textOf(html);
    for (const value of [...texts, brand.email]) {
      expect(text, `"${value}" is in the HTML of ${path}`).toContain(value);
    }
    expect(html.match(/<h1\b/g), `one h1 in ${path}`).toHaveLength(1);
    if (path === "/contact") {
      const controls = html.match(/<(input|textarea)\b[^>]*>/g) ?? [];
      for (const { name, placeholder } of contactFields) {
        const control = controls.find((tag) => tag.includes(` name="${name}"`));
        expect(control, `field ${name} with its placeholder`).toContain(
          ` placeholder="${placeholder}"`,
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

  test("every page shows its content, and the contact form every field", async ({ page }) => {
    await openWithoutScripts(page, "/", 200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);
    await expect(page.getByText(hero.subtitle)).toBeVisible();
    for (const step of solution.steps) {
      await expect(page.getByRole("tab", { name: step.title, exact: true })).toBeVisible();
    }
    for (const { title } of featuresSection.features) {
      await expect(page.getByRole("button", { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: ctaBand.title })).toBeVisible();
    await expectFooterEmail(page);

    await openWithoutScripts(page, "/contact", 200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactPage.title);
    await expect(page.getByRole("heading", { name: contactPage.formTitle })).toBeVisible();
    for (const field of contactFields) {
      await expect(page.getByLabel(field.label)).toHaveAttribute("name", field.name);
    }
    await expect(page.locator("form")).toHaveAttribute("method", "post");
    await expect(page.locator('form button[type="submit"]')).toBeVisible();
    await expectFooterEmail(page);

    await openWithoutScripts(page, notFoundPath, 404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundPage.title);
    await expect(page.getByRole("link", { name: notFoundPage.home })).toHaveAttribute("href", "/");
  });
});
