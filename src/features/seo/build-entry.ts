/**
 * Second entry of the SSR bundle (see builder/build.ts). The Node build steps cannot
 * import TypeScript or Vite's resolved brand config, so this module hands them what they
 * need, computed from the same siteConfig and copy the pages render, with nothing repeated.
 */
import logoSvg from "../../assets/brand/logo.svg?raw";
import { brandEnvDefaults } from "../../config/brand-env";
import { siteConfig } from "../../config/site";
import { hero, homeMeta } from "../../content/home";
import { robotsTxt, sitemapXml, webManifest } from "./documents";
import { brandColors, seoFiles, type SeoBuildInput } from "./seo-config";

const { width, height } = seoFiles.socialImage;

export const seoBuildInput: SeoBuildInput = {
  siteUrl: siteConfig.url,
  siteUrlIsDefault: siteConfig.url === brandEnvDefaults.siteUrl,
  backgroundColor: brandColors.background,
  logoSvg,
  // Every PNG icon the build renders from the logo.
  pngIcons: [seoFiles.faviconPng, seoFiles.appleTouchIcon, ...seoFiles.manifestIcons],
  faviconSvgPath: seoFiles.faviconSvg,
  // Drawn by the build (builder/social-image/), in the language of the page's copy.
  socialImage: {
    path: seoFiles.socialImage.path,
    card: {
      lang: "en",
      name: siteConfig.name,
      title: hero.title,
      subtitle: hero.subtitle,
      host: new URL(siteConfig.url).host,
      logoSvg,
      width,
      height,
    },
  },
  textFiles: {
    [seoFiles.manifest]: `${JSON.stringify(
      webManifest(
        { name: siteConfig.name, description: homeMeta.description },
        seoFiles.manifestIcons,
      ),
      null,
      2,
    )}\n`,
    [seoFiles.robots]: robotsTxt(siteConfig.url),
  },
  sitemapPath: seoFiles.sitemap,
  sitemap: sitemapXml,
};
