import { brandColors, seoFiles, type IconFile } from "./seo-config";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export interface ManifestSite {
  name: string;
  description: string;
}

/** The web app manifest: what a browser shows when the site is installed or bookmarked. */
export function webManifest(site: ManifestSite, icons: readonly IconFile[]) {
  return {
    name: site.name,
    // Launchers truncate beyond about 12 characters; a long brand keeps its first word.
    short_name: site.name.length <= 12 ? site.name : (site.name.split(/\s+/)[0] ?? "").slice(0, 12),
    description: site.description,
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: brandColors.background,
    background_color: brandColors.background,
    icons: icons.map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
    })),
  };
}

/** Every crawler may fetch everything; the not-found page opts out with `noindex`. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${seoFiles.sitemap}\n`;
}

/**
 * A sitemap of absolute page URLs. No <lastmod>: the build cannot know when content last
 * changed, and search engines ignore dates that change on every deploy.
 */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>\n`).join("");
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries +
    "</urlset>\n"
  );
}
