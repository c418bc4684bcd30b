import { writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { writeIcons } from "./icons.mjs";
import { indexableUrls } from "./sitemap.mjs";
import { writeSocialImage } from "./social-image.mjs";

/**
 * Writes what search engines, link previews and browsers fetch besides the pages: icons,
 * the social image, the web app manifest, robots.txt and sitemap.xml. Runs after the
 * prerender (the sitemap is read from the prerendered pages) and before compression.
 * @param {{ clientDir: string, seoEntry: string, pages: readonly { url: string, file: string }[] }} options
 */
export async function writeSeoFiles({ clientDir, seoEntry, pages }) {
  /** @type {{ seoBuildInput: import("../../src/features/seo/seo-config.ts").SeoBuildInput }} */
  const { seoBuildInput: seo } = await import(pathToFileURL(resolve(seoEntry)).href);

  const icons = await writeIcons({ clientDir, ...seo });
  const socialImageBytes = await writeSocialImage({ clientDir, ...seo.socialImage });
  for (const [path, text] of Object.entries(seo.textFiles)) {
    await writeFile(join(clientDir, path), text);
  }
  const sitemapUrls = await indexableUrls({ clientDir, pages, siteUrl: seo.siteUrl });
  await writeFile(join(clientDir, seo.sitemapPath), seo.sitemap(sitemapUrls));

  return {
    siteUrl: seo.siteUrl,
    siteUrlIsDefault: seo.siteUrlIsDefault,
    files: [...icons, seo.socialImage.path, ...Object.keys(seo.textFiles), seo.sitemapPath],
    socialImageBytes,
    sitemapUrls,
  };
}
