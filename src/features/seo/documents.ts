import { brandColors } from "../../config/colors";
import { aiCrawlers, aiPolicyDefaults, contentUsage, type AiCrawlerPolicy } from "./ai-crawlers";
import { seoFiles, type IconFile } from "./seo-config";

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

/**
 * Every crawler may fetch everything (the not-found pages opt out with `noindex`), except
 * the AI crawlers the policy refuses. Only the directives of RFC 9309 and `Sitemap`, which
 * every parser (and Lighthouse's SEO audit) accepts: how the content may be used is the
 * `Content-Usage` response header of every page (ai-crawlers.ts), named in a comment here
 * for people who read the file, with Cloudflare's `Content-Signal` words for the same.
 */
export function robotsTxt(siteUrl: string, policy: AiCrawlerPolicy = aiPolicyDefaults): string {
  const yes = (allowed: boolean) => (allowed ? "yes" : "no");
  const group = (comment: string, agents: readonly string[], allowed: boolean) => [
    `# ${comment}`,
    ...agents.map((agent) => `User-agent: ${agent}`),
    allowed ? "Allow: /" : "Disallow: /",
    "",
  ];
  return [
    "# How the pages may be used is sent with every page as the IETF AI-preferences header",
    `# Content-Usage: ${contentUsage(policy)}`,
    `# (in Content-Signal's words: search=yes, ai-input=${yes(policy.search)}, ai-train=${yes(policy.training)})`,
    "",
    ...group("Every crawler, search engines first", ["*"], true),
    ...group("AI assistants that read pages to answer and cite", aiCrawlers.search, policy.search),
    ...group(
      "Crawlers that collect training data for AI models",
      aiCrawlers.training,
      policy.training,
    ),
    `Sitemap: ${siteUrl}${seoFiles.sitemap}`,
    "",
  ].join("\n");
}

/** One page of the sitemap: its URL and the same page in every language it exists in. */
export interface SitemapEntry {
  loc: string;
  alternates: readonly { hreflang: string; href: string }[];
  /** When the page's content last changed (a blog post's update or publication date). */
  lastmod?: string;
}

/**
 * A sitemap of absolute page URLs, each with its language alternates as `xhtml:link`
 * (what the pages' own hreflang links say, repeated for crawlers that read only sitemaps).
 * <lastmod> only where the page knows when its content last changed (a blog post): the
 * build cannot know it for the other pages, and search engines ignore dates that change on
 * every deploy.
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map((entry) => {
      const links = entry.alternates.map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>\n`,
      );
      const lastmod = entry.lastmod ? `    <lastmod>${escapeXml(entry.lastmod)}</lastmod>\n` : "";
      return `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n${lastmod}${links.join("")}  </url>\n`;
    })
    .join("");
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
    'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls +
    "</urlset>\n"
  );
}
