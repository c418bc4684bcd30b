import type { APIRequestContext } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";

interface PageCase {
  name: string;
  path: string;
  status: number;
  h1: string;
  /** Pathname of the canonical URL; undefined when the page has none to check. */
  canonical?: string;
}

const pages: PageCase[] = [
  {
    name: "landing",
    path: "/",
    status: 200,
    h1: "Modern Systems, Modern Observability",
    canonical: "/",
  },
  { name: "contact", path: "/contact", status: 200, h1: "Get in Touch", canonical: "/contact" },
  { name: "not-found", path: "/this/does-not-exist", status: 404, h1: "Oops! Page not found" },
];

// One pattern: a second array element would read as a fixture tuple's options.
const notFoundConsole = [
  /404 Error: .*non-existent route|Failed to load resource: the server responded with a status of 404/,
];

function decode(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim();
}

function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i").exec(tag)?.[1];
  return value === undefined ? undefined : decode(value);
}

/** The head facts of a page as the server sends them, before any script runs. */
async function prerenderedHead(request: APIRequestContext, page: PageCase) {
  const response = await request.get(page.path);
  expect(response.status(), `status of ${page.path}`).toBe(page.status);
  const html = await response.text();
  const head = /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? "";
  const body = html.slice(html.search(/<body\b/i));
  const titles = [...head.matchAll(/<title\b[^>]*>([^<]*)<\/title>/gi)].map((m) => decode(m[1]!));
  const descriptions = [...head.matchAll(/<meta\b[^>]*\sname="description"[^>]*>/gi)].map(
    (m) => attribute(m[0], "content") ?? "",
  );
  const canonicals = [...head.matchAll(/<link\b[^>]*\srel="canonical"[^>]*>/gi)].map(
    (m) => attribute(m[0], "href") ?? "",
  );
  const h1s = [...body.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((m) =>
    decode(m[1]!.replace(/<[^>]+>/g, "")),
  );
  const lang = attribute(/<html\b[^>]*>/i.exec(html)?.[0] ?? "", "lang");
  return { titles, descriptions, canonicals, h1s, lang };
}

test.describe("head and metadata", () => {
  for (const pageCase of pages) {
    test(`${pageCase.name}: the prerendered HTML has lang, title, description and one h1`, async ({
      request,
    }) => {
      const head = await prerenderedHead(request, pageCase);
      expect(head.lang).toBe("en");
      expect(head.titles, "exactly one non-empty <title>").toHaveLength(1);
      expect(head.titles[0]).not.toBe("");
      expect(head.descriptions, "exactly one meta description").toHaveLength(1);
      expect(head.descriptions[0]!.length).toBeGreaterThan(0);
      expect(head.h1s).toEqual([pageCase.h1]);
      if (pageCase.canonical !== undefined) {
        expect(head.canonicals, "exactly one canonical link").toHaveLength(1);
        const canonical = head.canonicals[0]!;
        expect(canonical, "the canonical URL is absolute").toMatch(/^https?:\/\/[^/]+/);
        expect(new URL(canonical).pathname).toBe(pageCase.canonical);
        expect(new URL(canonical).search).toBe("");
      }
    });

    test.describe(() => {
      if (pageCase.status === 404) test.use({ allowedConsoleErrors: notFoundConsole });

      test(`${pageCase.name}: after hydration the head is the same and not duplicated`, async ({
        page,
        request,
      }) => {
        const head = await prerenderedHead(request, pageCase);
        await gotoHydrated(page, pageCase.path);

        await expect(page.locator("html")).toHaveAttribute("lang", "en");
        await expect(page).toHaveTitle(head.titles[0]!);
        await expect(page.locator("title")).toHaveCount(1);
        const description = page.locator('meta[name="description"]');
        await expect(description).toHaveCount(1);
        await expect(description).toHaveAttribute("content", head.descriptions[0]!);
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(head.canonicals.length);
        const h1 = page.getByRole("heading", { level: 1 });
        await expect(h1).toHaveCount(1);
        await expect(h1).toHaveText(pageCase.h1);
      });

      test(`${pageCase.name}: loading makes no request to another origin`, async ({
        page,
        externalRequests,
      }) => {
        await gotoHydrated(page, pageCase.path);
        await page.waitForLoadState("networkidle");
        expect(externalRequests).toEqual([]);
      });
    });
  }

  test("titles and descriptions differ between the pages", async ({ request }) => {
    const heads = await Promise.all(pages.map((pageCase) => prerenderedHead(request, pageCase)));
    const titles = heads.map((head) => head.titles[0]);
    const descriptions = heads.map((head) => head.descriptions[0]);
    expect(new Set(titles).size, `titles: ${titles.join(" / ")}`).toBe(pages.length);
    expect(new Set(descriptions).size, `descriptions: ${descriptions.join(" / ")}`).toBe(
      pages.length,
    );
  });

  test("client-side navigation swaps title, description and canonical", async ({
    page,
    request,
  }) => {
    const [home, contact] = await Promise.all(
      pages.slice(0, 2).map((pageCase) => prerenderedHead(request, pageCase)),
    );
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: "Get in Touch" }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === "/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");

    await expect(page).toHaveTitle(contact!.titles[0]!);
    await expect(page.locator("title")).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      contact!.descriptions[0]!,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      contact!.canonicals[0]!,
    );

    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page).toHaveTitle(home!.titles[0]!);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      home!.canonicals[0]!,
    );
  });
});
