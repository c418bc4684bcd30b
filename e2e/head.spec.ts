/// <reference lib="dom" />
// What search engines, link previews and installed-app launchers read: each page's head as
// the server sends it and after hydration, and the crawl and install files.
import { createHash } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { themeColors } from "../src/config/colors";
import { contactMeta } from "../src/content/contact";
import { hero, homeMeta } from "../src/content/home";
import { notFoundMeta } from "../src/content/not-found";
import type { PageMeta } from "../src/content/types";
import { documentTitle } from "../src/features/seo/document-title";
import { seoFiles } from "../src/features/seo/seo-config";
import { themeHeadScript } from "../src/features/theme/head-script";
import { expect, gotoHydrated, notFoundConsoleErrors, test } from "./support/fixtures";
import { brand, notFoundPath } from "./support/site";

const site = brand.siteUrl;
const socialImageUrl = `${site}${seoFiles.socialImage.path}`;

interface PageCase {
  path: string;
  status: number;
  meta: PageMeta;
}

const home: PageCase = { path: "/", status: 200, meta: homeMeta };
const contact: PageCase = { path: "/contact", status: 200, meta: contactMeta };
const notFound: PageCase = { path: notFoundPath, status: 404, meta: notFoundMeta };

interface HeadTags {
  lang: string | null;
  titles: string[];
  /** `<meta name>` and `<meta property>` values in <head>, by name. */
  meta: Record<string, string[]>;
  links: { rel: string; href: string; type: string | null; sizes: string | null }[];
  /** Head-only tags in <body>, where crawlers may ignore them. */
  strayInBody: string[];
  jsonLd: string[];
}

/** Parses HTML with the browser's own parser (no scripts run, nothing is fetched). */
function parseHead(page: Page, html: string): Promise<HeadTags> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const meta: Record<string, string[]> = {};
    for (const element of doc.head.querySelectorAll("meta[name], meta[property]")) {
      const key = element.getAttribute("name") ?? element.getAttribute("property") ?? "";
      (meta[key] ??= []).push(element.getAttribute("content") ?? "");
    }
    return {
      lang: doc.documentElement.getAttribute("lang"),
      titles: [...doc.querySelectorAll("title")].map((title) => title.textContent ?? ""),
      meta,
      links: [...doc.head.querySelectorAll("link")].map((link) => ({
        rel: link.getAttribute("rel") ?? "",
        href: link.getAttribute("href") ?? "",
        type: link.getAttribute("type"),
        sizes: link.getAttribute("sizes"),
      })),
      strayInBody: [...doc.body.querySelectorAll("title, meta, link")].map((e) => e.outerHTML),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? "",
      ),
    };
  }, html);
}

async function prerenderedHead(page: Page, request: APIRequestContext, pageCase: PageCase) {
  const response = await request.get(pageCase.path);
  expect(response.status(), `status of ${pageCase.path}`).toBe(pageCase.status);
  return parseHead(page, await response.text());
}

test("each page's prerendered head: title, description, canonical or noindex, sharing tags", async ({
  page,
  request,
}) => {
  for (const pageCase of [home, contact, notFound]) {
    const head = await prerenderedHead(page, request, pageCase);
    const where = pageCase.path;
    const one = (key: string) => {
      expect(head.meta[key], `${where}: exactly one ${key}`).toHaveLength(1);
      return head.meta[key]![0]!;
    };
    const linksTo = (rel: string) => head.links.filter((link) => link.rel === rel);
    expect(head.lang).toBe("en");
    expect(head.strayInBody, `${where}: head tags outside <head>`).toEqual([]);
    expect(head.titles).toEqual([documentTitle(pageCase.meta, brand.name)]);
    expect(one("description")).toBe(pageCase.meta.description);

    if (pageCase.meta.path === undefined) {
      expect(one("robots")).toBe("noindex");
      expect(linksTo("canonical")).toEqual([]);
      expect(head.meta["og:url"], "no og:url without a canonical URL").toBeUndefined();
    } else {
      // Long enough to describe the page, short enough for results to show it whole.
      expect(pageCase.meta.description.length).toBeGreaterThanOrEqual(50);
      expect(pageCase.meta.description.length).toBeLessThanOrEqual(160);
      expect(head.meta.robots).toBeUndefined();
      const canonical = site + pageCase.meta.path;
      expect(linksTo("canonical").map((link) => link.href)).toEqual([canonical]);
      expect(one("og:url")).toBe(canonical);
    }

    // Open Graph: the title without the brand, which og:site_name carries.
    expect(one("og:type")).toBe("website");
    expect(one("og:site_name")).toBe(brand.name);
    expect(one("og:title")).toBe(pageCase.meta.title);
    expect(one("og:description")).toBe(pageCase.meta.description);
    expect(one("og:image")).toBe(socialImageUrl);
    expect(one("og:image:type")).toBe("image/png");
    expect(one("og:image:width")).toBe("1200");
    expect(one("og:image:height")).toBe("630");
    expect(one("og:image:alt")).toContain(brand.name);
    expect(one("twitter:card")).toBe("summary_large_image");
    expect(one("twitter:title")).toBe(pageCase.meta.title);
    expect(one("twitter:description")).toBe(pageCase.meta.description);
    expect(one("twitter:image")).toBe(socialImageUrl);
    expect(one("twitter:image:alt")).toBe(one("og:image:alt"));
    // One per colour scheme (their media queries are checked in e2e/theme.spec.ts).
    expect(head.meta["theme-color"], `${where}: theme-color`).toEqual([
      themeColors.light,
      themeColors.dark,
    ]);
    expect(linksTo("icon")).toEqual([
      { rel: "icon", href: "/favicon-32x32.png", type: "image/png", sizes: "32x32" },
      { rel: "icon", href: "/favicon.svg", type: "image/svg+xml", sizes: null },
    ]);
    expect(linksTo("apple-touch-icon").map((link) => link.href)).toEqual(["/apple-touch-icon.png"]);
    expect(linksTo("manifest").map((link) => link.href)).toEqual(["/manifest.webmanifest"]);
    expect(head.jsonLd, `${where}: JSON-LD on the landing page only`).toHaveLength(
      pageCase === home ? 1 : 0,
    );
  }
  expect(new Set([homeMeta, contactMeta, notFoundMeta].map((meta) => meta.title)).size).toBe(3);

  // The landing page describes the organization and the website.
  const raw = (await prerenderedHead(page, request, home)).jsonLd[0]!;
  expect(raw, "no raw < that could end the script element").not.toContain("<");
  const data = JSON.parse(raw) as { "@context": string; "@graph": Record<string, unknown>[] };
  expect(data["@context"]).toBe("https://schema.org");
  const byType = Object.fromEntries(data["@graph"].map((node) => [node["@type"], node]));
  expect(byType.Organization).toEqual({
    "@type": "Organization",
    "@id": `${site}/#organization`,
    name: brand.name,
    url: `${site}/`,
    logo: `${site}/icon-512.png`,
    email: brand.email,
    sameAs: [brand.linkedinUrl, brand.instagramUrl, brand.youtubeUrl],
  });
  expect(byType.WebSite).toMatchObject({
    "@type": "WebSite",
    name: brand.name,
    url: `${site}/`,
    publisher: { "@id": `${site}/#organization` },
  });
});

/**
 * The page's head now, as a crawler would read it: the server's tags, no second copy.
 * Resource hints (preloads) are the bundler's and React's business, not a crawler's.
 */
async function expectHead(page: Page, expected: HeadTags, where: string): Promise<void> {
  const withoutPreloads = (head: HeadTags) => ({
    ...head,
    links: head.links.filter((link) => !link.rel.endsWith("preload")),
    strayInBody: [],
  });
  await expect
    .poll(async () => withoutPreloads(await parseHead(page, await page.content())), {
      message: where,
    })
    .toEqual(withoutPreloads(expected));
}

/**
 * Loads the page under a second policy of script-src 'self' and the theme's head script by
 * its hash (browsers enforce every policy sent, so this holds whatever the server sends),
 * and checks React adopted the prerendered head instead of adding a second copy.
 */
const strictScripts = `script-src 'self' 'sha256-${createHash("sha256").update(themeHeadScript).digest("base64")}'`;

async function expectHydratedHead(page: Page, request: APIRequestContext, pageCase: PageCase) {
  const prerendered = await prerenderedHead(page, request, pageCase);
  await page.route("**/*", async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    const existing = headers["content-security-policy"];
    headers["content-security-policy"] = existing ? `${existing}, ${strictScripts}` : strictScripts;
    await route.fulfill({ response, headers });
  });
  await page.addInitScript(() => {
    const log: string[] = [];
    Object.assign(window, { cspViolations: log });
    document.addEventListener("securitypolicyviolation", (event) =>
      log.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await gotoHydrated(page, pageCase.path);
  await page.waitForLoadState("networkidle");
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
  await expectHead(page, prerendered, `${pageCase.path} after hydration`);
  // A late request (the favicon) may still be in the route handler as the test ends.
  await page.unrouteAll({ behavior: "ignoreErrors" });
}

test("the landing and contact pages keep the server's head, hydrated and client-side", async ({
  page,
  request,
  externalRequests,
}) => {
  await expectHydratedHead(page, request, home);
  // Client-side navigation swaps in the other page's head, as the server sends it.
  await page.getByRole("link", { name: hero.cta }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === contact.path);
  await expectHead(page, await prerenderedHead(page, request, contact), "on to /contact");
  await page.goBack();
  await expectHead(page, await prerenderedHead(page, request, home), "back to /");

  await expectHydratedHead(page, request, contact);
  expect(externalRequests, "nothing from another origin").toEqual([]);
});

test.describe(() => {
  test.use({ allowedConsoleErrors: notFoundConsoleErrors });
  test("the not-found page keeps the server's head after hydration", async ({
    page,
    request,
    externalRequests,
  }) => {
    await expectHydratedHead(page, request, notFound);
    expect(externalRequests).toEqual([]);
  });
});
