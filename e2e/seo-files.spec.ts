// The files crawlers and installed-app launchers fetch: robots.txt, the sitemap, the web
// app manifest, the icons and the social image.
import type { APIRequestContext } from "@playwright/test";
import { brandColors } from "../src/config/colors";
import { contactMeta } from "../src/content/contact";
import { homeMeta } from "../src/content/home";
import { seoFiles } from "../src/features/seo/seo-config";
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
  return { bytes: bytes.length, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("robots.txt, the sitemap, the manifest, the icons and the social image", async ({
  request,
}) => {
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  const rules = await robots.text();
  expect(rules).toMatch(/^User-agent: \*$/m);
  expect(rules).not.toMatch(/^Disallow: \/\s*$/m);
  expect(rules).toMatch(new RegExp(`^Sitemap: ${site}/sitemap\\.xml$`, "m"));

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toMatch(/xml/);
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs, "the indexable pages, not the not-found page").toEqual([
    `${site}${homeMeta.path}`,
    `${site}${contactMeta.path}`,
  ]);

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
  expect(await fetchPng(request, "/apple-touch-icon.png")).toMatchObject({
    width: 180,
    height: 180,
  });
  const social = await fetchPng(request, seoFiles.socialImage.path);
  expect(social).toMatchObject({ width: 1200, height: 630 });
  expect(social.bytes, "under 100 KB").toBeLessThan(100 * 1024);
});
