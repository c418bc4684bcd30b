import { mkdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import pMap from "p-map";
import { brandEnvDefaults, type BrandEnv } from "../src/config/brand-env.ts";
import { brandColors } from "../src/config/colors.ts";
import type { OperatorEnv } from "../src/config/operator-env.ts";
import { changelogPaths } from "../src/content/changelog.ts";
import { composedSocialImage } from "../src/content/composed.ts";
import { homeSections } from "../src/content/home.ts";
import type { LocaleContent } from "../src/content/schema.ts";
import { storyPaths } from "../src/content/stories.ts";
import type { AiCrawlerPolicy } from "../src/features/seo/ai-crawlers.ts";
import { robotsTxt, sitemapXml, webManifest } from "../src/features/seo/documents.ts";
import { securityTxt } from "../src/features/seo/security-txt.ts";
import { seoFiles, socialImagePath } from "../src/features/seo/seo-config.ts";
import { defaultLocale, locales, type Locale } from "../src/i18n/locales.ts";
import { writeIcons } from "./icons.ts";
import type { BuiltPage } from "./pages.ts";
import { sitemapEntries } from "./sitemap.ts";
import { writeSocialImage } from "./social-image/render-social-card.ts";
import type { SocialCardContent } from "./social-image/social-card.ts";

export const logoFile = "src/assets/brand/logo.svg";

async function writeText(clientDir: string, path: string, text: string) {
  await mkdir(dirname(join(clientDir, path)), { recursive: true });
  await writeFile(join(clientDir, path), text);
}

/**
 * Writes what search engines, link previews and browsers fetch besides the pages: icons,
 * a social image per locale, the web app manifest, robots.txt and sitemap.xml. Runs after
 * the prerender (the sitemap is read from the prerendered pages) and before compression.
 */
export async function writeSeoFiles(options: {
  clientDir: string;
  brand: BrandEnv;
  operator: OperatorEnv;
  aiPolicy: AiCrawlerPolicy;
  pages: readonly BuiltPage[];
  content: Record<Locale, LocaleContent>;
}) {
  const { clientDir, brand, operator, aiPolicy, pages, content } = options;
  const logoSvg = await readFile(logoFile, "utf8");
  const icons = await writeIcons({
    clientDir,
    logoSvg,
    faviconSvgPath: seoFiles.faviconSvg,
    faviconIcoPath: seoFiles.faviconIco,
    pngIcons: [seoFiles.faviconPng, seoFiles.appleTouchIcon, ...seoFiles.manifestIcons],
    backgroundColor: brandColors.background,
  });

  const { width, height } = seoFiles.socialImage;
  // Every card first, then drawn side by side (sharp encodes off the main thread).
  const cards: { path: string; card: SocialCardContent }[] = [];
  for (const locale of Object.keys(content) as Locale[]) {
    const { hero } = homeSections(content[locale].home);
    const path = socialImagePath(locale);
    const card = {
      lang: locale,
      dir: locales[locale].dir,
      name: brand.name,
      title: hero.title,
      subtitle: hero.subtitle,
      host: new URL(brand.siteUrl).host,
      logoSvg,
      width,
      height,
    };
    cards.push({ path, card });
  }

  // Each composed page's own card, in its language, from its head's card text.
  for (const page of pages) {
    if (!page.composed) continue;
    const path = composedSocialImage(page.composed.path);
    const card = {
      lang: page.locale,
      name: brand.name,
      title: page.composed.head.cardTitle,
      subtitle: page.composed.head.cardText,
      host: new URL(brand.siteUrl).host,
      logoSvg,
      width,
      height,
    };
    cards.push({ path, card });
  }

  // Each customer story's and release's card, in its language, from its title and summary.
  for (const page of pages) {
    const story = page.stories?.story;
    const release = page.changelog?.release;
    const shown = story
      ? {
          path: storyPaths.socialImage(page.locale, story.id),
          lang: page.locale,
          title: story.meta.title,
          subtitle: story.summary,
        }
      : release && {
          path: changelogPaths.socialImage(page.locale, release.version),
          // A release shown in English has an English card.
          lang: release.lang,
          title: release.title,
          subtitle: release.summary,
        };
    if (!shown) continue;
    const { path } = shown;
    const card = {
      lang: shown.lang,
      name: brand.name,
      title: shown.title,
      subtitle: shown.subtitle,
      host: new URL(brand.siteUrl).host,
      logoSvg,
      width,
      height,
    };
    cards.push({ path, card });
  }

  const socialImages = await pMap(
    cards,
    async ({ path, card }) => ({
      path,
      bytes: (await writeSocialImage({ clientDir, path, card })).bytes,
    }),
    { concurrency: availableParallelism() },
  );

  const manifest = webManifest(
    { name: brand.name, description: content[defaultLocale].home.meta.description },
    seoFiles.manifestIcons,
  );
  await writeText(clientDir, seoFiles.manifest, `${JSON.stringify(manifest, null, 2)}\n`);
  await writeText(clientDir, seoFiles.robots, robotsTxt(brand.siteUrl, aiPolicy));
  const security = securityTxt(operator, {
    url: brand.siteUrl,
    locales: Object.keys(content) as Locale[],
  });
  await writeText(clientDir, seoFiles.securityTxt, security);
  const sitemap = await sitemapEntries({ clientDir, pages, siteUrl: brand.siteUrl });
  await writeText(clientDir, seoFiles.sitemap, sitemapXml(sitemap));

  return {
    siteUrl: brand.siteUrl,
    siteUrlIsDefault: brand.siteUrl === brandEnvDefaults.siteUrl,
    files: [
      ...icons,
      ...socialImages.map((image) => image.path),
      seoFiles.manifest,
      seoFiles.robots,
      seoFiles.sitemap,
      seoFiles.securityTxt,
    ],
    socialImages,
    sitemapUrls: sitemap.length,
  };
}
