import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { themeHeadScript } from "../src/features/theme/head-script";
import { featureTitles } from "./support/spec-text";

const hero = {
  title: "Modern Systems, Modern Observability",
  subtitle: /AI-powered, composable observability that adapts to your needs and (your )?budget/i,
};
const solutionSteps = ["Configure", "Deploy", "Observe"];
const ctaText = "Unlock smarter, more efficient observability with our platform";
const contactLabels = ["First name", "Last name", "Email", "Company", "Subject", "Message"];
const contactNames = ["firstName", "lastName", "email", "company", "subject", "message"];
const notFoundTitle = "Oops! Page not found";

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

async function prerendered(request: APIRequestContext, path: string, status = 200) {
  const response = await request.get(path);
  expect(response.status(), `status of ${path}`).toBe(status);
  const html = await response.text();
  return { html, text: textOf(html) };
}

/**
 * Inline scripts and style attributes both need 'unsafe-inline' under a CSP. The one inline
 * script, the theme's head script, is allowed by its hash instead (e2e/theme.spec.ts).
 */
function expectNoInlineCode(html: string, path: string): void {
  // Data blocks (JSON-LD) are never executed, so CSP's script-src does not govern them.
  const dataBlock = /\stype\s*=\s*"?application\/(ld\+)?json"?/i;
  const inlineScripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\ssrc\s*=/i.test(match[1] ?? "") && !dataBlock.test(match[1] ?? ""))
    .map((match) => match[0]);
  expect(inlineScripts, `inline <script> without src in ${path}`).toEqual([
    `<script>${themeHeadScript}</script>`,
  ]);
  const styleAttributes = [...html.matchAll(/<[a-z][^>]*\sstyle\s*=[^>]*>/gi)].map(
    (match) => match[0],
  );
  expect(styleAttributes, `style="..." attributes in ${path}`).toEqual([]);
}

async function expectFooterEmail(page: Page): Promise<void> {
  const mail = page.getByRole("contentinfo").getByRole("link", { name: /@/ });
  await expect(mail).toBeVisible();
  await expect(mail).toHaveAttribute("href", /^mailto:[^@\s]+@[^@\s]+$/);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the landing page shows all of its text", async ({ page }) => {
    const response = await page.goto("/");
    expect(response!.status()).toBe(200);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);
    await expect(page.getByText(hero.subtitle)).toBeVisible();
    for (const step of solutionSteps) {
      await expect(page.getByRole("tab", { name: step })).toBeVisible();
    }
    for (const title of featureTitles) {
      await expect(page.getByRole("button", { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByText(ctaText, { exact: true })).toBeVisible();
    await expectFooterEmail(page);
    expect(
      await page.evaluate(() => document.documentElement.dataset.hydrated),
      "no script ran",
    ).toBeUndefined();
  });

  test("the contact page shows its form with every field and label", async ({ page }) => {
    const response = await page.goto("/contact");
    expect(response!.status()).toBe(200);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
    await expect(page.getByRole("heading", { name: "Email Us" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Send us a message" })).toBeVisible();
    for (const [index, label] of contactLabels.entries()) {
      const control = page.getByLabel(label);
      await expect(control).toBeVisible();
      await expect(control).toHaveAttribute("name", contactNames[index]!);
      await expect(page.locator("label").filter({ hasText: label }).first()).toBeVisible();
    }
    await expect(page.locator("form")).toHaveAttribute("method", "post");
    await expect(page.locator('form button[type="submit"]')).toBeVisible();
    await expectFooterEmail(page);
  });

  test.describe("unknown path", () => {
    // Chromium reports the 404 document itself.
    test.use({ allowedConsoleErrors: [/the server responded with a status of 404/] });

    test("an unknown path shows the not-found text", async ({ page }) => {
      const response = await page.goto("/this/does-not-exist");
      expect(response!.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundTitle);
      await expect(page.getByRole("main").getByRole("link", { name: /home/i })).toHaveAttribute(
        "href",
        "/",
      );
    });
  });
});

test.describe("prerendered HTML", () => {
  test("/ holds the landing page's text and no inline code", async ({ request }) => {
    const { html, text } = await prerendered(request, "/");
    expect(text).toContain(hero.title);
    expect(text).toMatch(hero.subtitle);
    for (const value of [...solutionSteps, ...featureTitles, ctaText]) {
      expect(text, `"${value}" is in the HTML`).toContain(value);
    }
    expect(html).toMatch(/href="mailto:[^"@\s]+@[^"\s]+"/);
    expectNoInlineCode(html, "/");
  });

  test("/contact holds the form, its labels and no inline code", async ({ request }) => {
    const { html, text } = await prerendered(request, "/contact");
    for (const value of ["Get in Touch", "Email Us", "Send us a message", ...contactLabels]) {
      expect(text, `"${value}" is in the HTML`).toContain(value);
    }
    for (const name of contactNames) {
      expect(html, `field ${name} is in the HTML`).toMatch(new RegExp(`name="${name}"`));
    }
    expect(html).toMatch(/<form\b[^>]*\smethod="post"/);
    expect(html).toContain("Tell us about your requirements...");
    expectNoInlineCode(html, "/contact");
  });

  test("an unknown path holds the not-found text and no inline code", async ({ request }) => {
    const { html, text } = await prerendered(request, "/this/does-not-exist", 404);
    expect(text).toContain(notFoundTitle);
    expectNoInlineCode(html, "404");
  });
});
