// The files crawlers and installed-app launchers fetch: robots.txt, the sitemap, the web
// app manifest, the icons and the social image.
import { createHash } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { builtPages } from "../builder/pages";
import { brandColors } from "../src/config/colors";
import { socialImagePath } from "../src/features/seo/seo-config";
import { defaultLocale } from "../src/i18n/locales";
import { isBlogPage } from "../src/site-pages";
import { pageIn, siteLocales, sitePages } from "./support/content";
import { expect, test } from "./support/fixtures";
import { brand } from "./support/site";

const site = brand.siteUrl;

/** Width and height from a PNG's IHDR chunk, which always comes first. */
async function fetchPng(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), `status of ${path}`).toBe(200);
  expect(response.headers()["content-type"], `type of ${path}`).toMatch(/^image\/png/);
  const bytes = await response.body();
  expect(bytes.subarray(0, 8).toString("hex"), "PNG signature").toBe("89504e470d0a1a0a");
  return {
    bytes: bytes.length,
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    digest: createHash("sha256").update(bytes).digest("hex"),
  };
}

test("robots.txt, the sitemap, the manifest, the icons and the social image", async ({
  request,
}) => {
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  const rules = await robots.text();
  // Every crawler's group disallows nothing; AI training crawlers have a group of their own
  // (src/features/seo/ai-crawlers.ts), which e2e/serving/agents.spec.ts checks.
  const everyCrawler = /^User-agent: \*\n(?:.+\n)*/m.exec(rules)?.[0];
  expect(everyCrawler, "a group for every crawler").toBeDefined();
  expect(everyCrawler).not.toMatch(/^Disallow: \/\s*$/m);
  expect(rules).toMatch(new RegExp(`^Sitemap: ${site}/sitemap\\.xml$`, "m"));

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toMatch(/xml/);
  const xml = await sitemap.text();
  expect(xml).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(entry!)?.[1],
    alternates: [
      ...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
    ].map(([, hreflang, href]) => ({ hreflang, href })),
  }));
  // Every indexable page of every locale, not the not-found pages, each with the same page
  // in every language and the default language's for everyone else.
  const indexable = sitePages.filter((page) => page.status === 200);
  // The blog's pages, the indexable composed pages, the customer stories and the changelog
  // follow (their alternates and lastmod are e2e/blog.spec.ts's, composed-pages.spec.ts's,
  // customers.spec.ts's, changelog.spec.ts's); a release shown in English is not indexed.
  const blogLocs = new Set(
    builtPages()
      .filter(
        (page) =>
          (isBlogPage(page.id) ||
            (page.composed && !page.composed.noindex) ||
            page.stories ||
            (page.changelog && page.changelog.release?.translated !== false)) &&
          page.status === 200,
      )
      .map((page) => `${site}${page.path}`),
  );
  expect(urls.filter(({ loc }) => loc && blogLocs.has(loc))).toHaveLength(blogLocs.size);
  expect(urls.filter(({ loc }) => !loc || !blogLocs.has(loc))).toEqual(
    indexable.map(({ id, path }) => ({
      loc: `${site}${path}`,
      alternates: [
        ...siteLocales.map((locale) => ({
          hreflang: locale,
          href: `${site}${pageIn(id, locale).path}`,
        })),
        { hreflang: "x-default", href: `${site}${pageIn(id, defaultLocale).path}` },
      ],
    })),
  );

  const manifestResponse = await request.get("/manifest.webmanifest");
  expect(manifestResponse.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await manifestResponse.json()) as {
    short_name: string;
    icons: { src: string; sizes: string }[];
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

  const svg = await request.get("/favicon.svg");
  expect(svg.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(await svg.text()).toMatch(/^<svg\b/);
  expect(await fetchPng(request, "/favicon-32x32.png")).toMatchObject({ width: 32, height: 32 });
  // Asked for by clients that read no head: an ICO holding that PNG, never a 404.
  const ico = await request.get("/favicon.ico");
  expect(ico.headers()["content-type"]).toMatch(/^image\/x-icon/);
  expect((await ico.body()).subarray(22, 26).toString("latin1")).toBe("\x89PNG");
  expect(await fetchPng(request, "/apple-touch-icon.png")).toMatchObject({
    width: 180,
    height: 180,
  });
  // One social card per language, each different from the others.
  const cards = new Set<string>();
  for (const locale of siteLocales) {
    const path = socialImagePath(locale);
    const social = await fetchPng(request, path);
    expect(social, path).toMatchObject({ width: 1200, height: 630 });
    expect(social.bytes, `${path} under 100 KB`).toBeLessThan(100 * 1024);
    cards.add(social.digest);
  }
  expect(cards.size, "a card in each language").toBe(siteLocales.length);
});
