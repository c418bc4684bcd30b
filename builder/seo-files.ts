import { writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { SeoBuildInput } from "../src/features/seo/seo-config.ts";
import { builtPages } from "../src/site-pages.ts";
import { writeIcons } from "./icons.ts";
import { indexableUrls } from "./sitemap.ts";
import { writeSocialImage } from "./social-image/render-social-card.ts";

/**
 * Writes what search engines, link previews and browsers fetch besides the pages: icons,
 * the social image, the web app manifest, robots.txt and sitemap.xml. Runs after the
 * prerender (the sitemap is read from the prerendered pages) and before compression.
 * @param seoEntry the SSR bundle's build of src/features/seo/build-entry.ts, which holds the
 *   brand values and copy as Vite resolved them
 */
export async function writeSeoFiles({
  clientDir,
  seoEntry,
}: {
  clientDir: string;
  seoEntry: string;
}) {
  const { seoBuildInput: seo } = (await import(pathToFileURL(resolve(seoEntry)).href)) as {
    seoBuildInput: SeoBuildInput;
  };

  const icons = await writeIcons({ clientDir, ...seo });
  const socialImageBytes = await writeSocialImage({ clientDir, ...seo.socialImage });
  for (const [path, text] of Object.entries(seo.textFiles)) {
    await writeFile(join(clientDir, path), text);
  }
  const sitemapUrls = await indexableUrls({ clientDir, pages: builtPages(), siteUrl: seo.siteUrl });
  await writeFile(join(clientDir, seo.sitemapPath), seo.sitemap(sitemapUrls));

  return {
    siteUrl: seo.siteUrl,
    siteUrlIsDefault: seo.siteUrlIsDefault,
    files: [...icons, seo.socialImage.path, ...Object.keys(seo.textFiles), seo.sitemapPath],
    socialImageBytes,
    sitemapUrls,
  };
}
