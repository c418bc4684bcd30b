/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { createHash } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { resolveBrandEnv } from "../src/config/brand-env";
import { brandColors, seoFiles, themeColors } from "../src/features/seo/seo-config";
import { themeHeadScript } from "../src/features/theme/head-script";
import { expect, gotoHydrated, test } from "./support/fixtures";

const themeHeadScriptSource = `'sha256-${createHash("sha256").update(themeHeadScript).digest("base64")}'`;

// The same brand values the build resolved, as long as the suite runs with the build's
// environment (it does in `npm test`).
const brand = resolveBrandEnv(process.env);
const site = brand.siteUrl;

interface PageCase {
  name: string;
  path: string;
  status: number;
  /** Pathname of the canonical URL; absent for the noindex page. */
  canonical?: string;
}

const pages: PageCase[] = [
  { name: "landing", path: "/", status: 200, canonical: "/" },
  { name: "contact", path: "/contact", status: 200, canonical: "/contact" },
  { name: "not-found", path: "/this/does-not-exist", status: 404 },
];

// The not-found page logs the attempted path on purpose, and Chromium reports the 404
// document itself. One pattern: a second array element would read as a fixture tuple's options.
const notFoundConsole = [
  /404 Error: .*non-existent route|Failed to load resource: the server responded with a status of 404/,
];

interface HeadTags {
  lang: string | null;
  titles: string[];
  /** Values of `<meta name>` (and `<meta property>`) in <head>, keyed by name. */
  meta: Record<string, string[]>;
  links: { rel: string; href: string; type: string | null; sizes: string | null }[];
  /** head-only tags found in <body>, where crawlers may ignore them. */
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
      strayInBody: [...doc.body.querySelectorAll("title, meta, link")].map(
        (element) => element.outerHTML,
      ),
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

/** Width and height from a PNG's IHDR chunk, which always comes first. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex"), "PNG signature").toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function fetchPng(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), `status of ${path}`).toBe(200);
  expect(response.headers()["content-type"], `type of ${path}`).toMatch(/^image\/png/);
  const body = await response.body();
  return { bytes: body.length, ...pngSize(body) };
}

const socialImageUrl = `${site}${seoFiles.socialImage.path}`;

test.describe("search and sharing: what the server sends", () => {
  // These read the server's responses; the viewport makes no difference to them.
  test.skip(({ isMobile }) => isMobile, "same responses as on desktop");

  for (const pageCase of pages) {
    test(`${pageCase.name}: the prerendered head has every search and sharing tag`, async ({
      page,
      request,
    }) => {
      const head = await prerenderedHead(page, request, pageCase);
      const one = (key: string) => {
        expect(head.meta[key], `exactly one ${key}`).toHaveLength(1);
        return head.meta[key]![0]!;
      };
      const linksTo = (rel: string) => head.links.filter((link) => link.rel === rel);

      expect(head.lang).toBe("en");
      expect(head.titles).toHaveLength(1);
      expect(head.strayInBody, "head tags outside <head>").toEqual([]);
      const title = head.titles[0]!;
      const description = one("description");
      // Long enough to describe the page, short enough that results show it whole.
      if (pageCase.canonical !== undefined) {
        expect(description.length).toBeGreaterThanOrEqual(50);
        expect(description.length).toBeLessThanOrEqual(160);
      } else {
        expect(description).not.toBe("");
      }

      const canonicalUrl = pageCase.canonical === undefined ? null : site + pageCase.canonical;
      if (canonicalUrl === null) {
        expect(one("robots")).toBe("noindex");
        expect(linksTo("canonical")).toEqual([]);
        expect(head.meta["og:url"], "no og:url without a canonical URL").toBeUndefined();
      } else {
        expect(head.meta.robots).toBeUndefined();
        expect(linksTo("canonical").map((link) => link.href)).toEqual([canonicalUrl]);
        expect(one("og:url")).toBe(canonicalUrl);
      }

      // Open Graph: the title without the brand, which og:site_name carries.
      expect(one("og:type")).toBe("website");
      expect(one("og:site_name")).toBe(brand.name);
      const ogTitle = one("og:title");
      expect(title).toContain(ogTitle);
      expect(title).toContain(brand.name);
      expect(one("og:description")).toBe(description);
      expect(one("og:image")).toBe(socialImageUrl);
      expect(one("og:image:type")).toBe("image/png");
      expect(one("og:image:width")).toBe("1200");
      expect(one("og:image:height")).toBe("630");
      const imageAlt = one("og:image:alt");
      expect(imageAlt).toContain(brand.name);

      expect(one("twitter:card")).toBe("summary_large_image");
      expect(one("twitter:title")).toBe(ogTitle);
      expect(one("twitter:description")).toBe(description);
      expect(one("twitter:image")).toBe(socialImageUrl);
      expect(one("twitter:image:alt")).toBe(imageAlt);

      // One browser colour per theme (their media attributes: e2e/theme.spec.ts).
      expect(head.meta["theme-color"]).toEqual([themeColors.light, themeColors.dark]);
      expect(linksTo("icon")).toEqual([
        { rel: "icon", href: "/favicon-32x32.png", type: "image/png", sizes: "32x32" },
        { rel: "icon", href: "/favicon.svg", type: "image/svg+xml", sizes: null },
      ]);
      expect(linksTo("apple-touch-icon").map((link) => link.href)).toEqual([
        "/apple-touch-icon.png",
      ]);
      expect(linksTo("manifest").map((link) => link.href)).toEqual(["/manifest.webmanifest"]);

      expect(head.jsonLd, "JSON-LD only on the landing page").toHaveLength(
        pageCase.path === "/" ? 1 : 0,
      );
    });
  }

  test("titles, descriptions and og:titles differ between the pages", async ({ page, request }) => {
    const heads = [];
    for (const pageCase of pages) heads.push(await prerenderedHead(page, request, pageCase));
    for (const key of ["description", "og:title"]) {
      const values = heads.map((head) => head.meta[key]?.[0]);
      expect(new Set(values).size, `${key}: ${values.join(" / ")}`).toBe(pages.length);
    }
    expect(new Set(heads.map((head) => head.titles[0])).size).toBe(pages.length);
  });

  test("the landing page describes the organization and website in JSON-LD", async ({
    page,
    request,
  }) => {
    const head = await prerenderedHead(page, request, pages[0]!);
    const raw = head.jsonLd[0]!;
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

  test("robots.txt allows crawling and names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${site}/sitemap\\.xml$`, "m"));
  });

  test("sitemap.xml lists the indexable pages, not the not-found page", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([`${site}/`, `${site}/contact`]);
  });

  test("the manifest names the site and its icons resolve at their sizes", async ({ request }) => {
    const response = await request.get("/manifest.webmanifest");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({
      name: brand.name,
      start_url: "/",
      display: "standalone",
      theme_color: brandColors.background,
      background_color: brandColors.background,
    });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["192x192", "512x512"]);
    for (const icon of manifest.icons) {
      const png = await fetchPng(request, icon.src);
      expect(`${png.width}x${png.height}`, icon.src).toBe(icon.sizes);
    }
  });

  test("the favicons and the apple-touch-icon resolve at their sizes", async ({ request }) => {
    const svg = await request.get("/favicon.svg");
    expect(svg.status()).toBe(200);
    expect(svg.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(await svg.text()).toMatch(/^<svg\b/);
    expect(await fetchPng(request, "/favicon-32x32.png")).toMatchObject({ width: 32, height: 32 });
    expect(await fetchPng(request, "/apple-touch-icon.png")).toMatchObject({
      width: 180,
      height: 180,
    });
  });

  test("the social image is a 1200x630 PNG under 100 KB", async ({ request }) => {
    const png = await fetchPng(request, seoFiles.socialImage.path);
    expect(png).toMatchObject({ width: 1200, height: 630 });
    expect(png.bytes).toBeLessThan(100 * 1024);
  });
});

test.describe("search and sharing: in the browser", () => {
  for (const pageCase of pages) {
    test.describe(() => {
      if (pageCase.status === 404) test.use({ allowedConsoleErrors: notFoundConsole });

      test(`${pageCase.name}: hydrates under script-src 'self' and adopts the head tags `, async ({
        page,
        request,
      }) => {
        const prerendered = await prerenderedHead(page, request, pageCase);
        // A second policy on every response: browsers enforce each one, so this holds
        // whatever the server sends. JSON-LD is data, so it must not be reported; the theme's
        // head script is the one inline script, allowed by its hash.
        const ownScripts = `script-src 'self' ${themeHeadScriptSource}`;
        await page.route("**/*", async (route) => {
          const response = await route.fetch();
          const headers = response.headers();
          const existing = headers["content-security-policy"];
          headers["content-security-policy"] = existing ? `${existing}, ${ownScripts}` : ownScripts;
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
        expect(
          await page.evaluate(
            () => (window as unknown as { cspViolations: string[] }).cspViolations,
          ),
        ).toEqual([]);
        // React adopted the prerendered tags instead of adding a second copy.
        const hydrated = await parseHead(page, await page.content());
        expect(hydrated.meta).toEqual(prerendered.meta);
        expect(hydrated.titles).toEqual(prerendered.titles);
        expect(hydrated.jsonLd).toEqual(prerendered.jsonLd);
        expect(hydrated.links.filter((link) => link.rel !== "modulepreload")).toEqual(
          prerendered.links.filter((link) => link.rel !== "modulepreload"),
        );
        // A late request (the favicon) may still be in the route handler as the test ends.
        await page.unrouteAll({ behavior: "ignoreErrors" });
      });
    });
  }

  test("client-side navigation swaps the sharing tags and the JSON-LD", async ({ page }) => {
    await gotoHydrated(page, "/");
    const ogUrl = page.locator('meta[property="og:url"]');
    const jsonLd = page.locator('script[type="application/ld+json"]');
    await expect(ogUrl).toHaveAttribute("content", `${site}/`);
    await expect(jsonLd).toHaveCount(1);

    await page.getByRole("link", { name: "Get in Touch" }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === "/contact");
    await expect(ogUrl).toHaveCount(1);
    await expect(ogUrl).toHaveAttribute("content", `${site}/contact`);
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
    await expect(jsonLd).toHaveCount(0);

    await page.goBack();
    await expect(ogUrl).toHaveAttribute("content", `${site}/`);
    await expect(jsonLd).toHaveCount(1);
  });
});
