/**
 * The one list of files the build generates for search engines, link previews and
 * browsers (icons, manifest, social image). The head tags, the manifest, the JSON-LD and
 * the build steps in builder/ all read these paths, so a file cannot be renamed in one
 * place and linked under its old name in another. Plain data without Vite-only imports:
 * the Node build scripts and the Playwright suite import it too.
 */

import type { Locale } from "../../i18n/locales";
import { localizedPath } from "../../i18n/paths.ts";

/** Absolute URL of a root-relative path on the site. `siteUrl` has no trailing slash. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (!path.startsWith("/")) throw new Error(`Expected a root-relative path, got ${path}`);
  return `${siteUrl}${path}`;
}

export interface IconFile {
  path: string;
  /** Width and height in pixels. */
  size: number;
  /**
   * Painted on the page background colour: iOS shows transparent corners of an
   * apple-touch-icon as black.
   */
  opaque?: boolean;
}

export const seoFiles = {
  /** The logo itself, served as the favicon for browsers that take SVG. */
  faviconSvg: "/favicon.svg",
  /** Asked for by clients that read no head; holds the 32 px PNG. */
  faviconIco: "/favicon.ico",
  faviconPng: { path: "/favicon-32x32.png", size: 32 },
  appleTouchIcon: { path: "/apple-touch-icon.png", size: 180, opaque: true },
  /** The sizes browsers use for installed apps and splash screens. */
  manifestIcons: [
    { path: "/icon-192.png", size: 192 },
    { path: "/icon-512.png", size: 512 },
  ],
  manifest: "/manifest.webmanifest",
  robots: "/robots.txt",
  sitemap: "/sitemap.xml",
  /** Where to report a vulnerability (RFC 9116), from the operator's configuration. */
  securityTxt: "/.well-known/security.txt",
  /** The index of the site for language models (llmstxt.org); one per locale (llmsTxtPath). */
  llms: "/llms.txt",
  /** The size Open Graph and Twitter's large card expect; one per locale (socialImagePath). */
  socialImage: { path: "/og-image.png", width: 1200, height: 630, type: "image/png" },
} as const satisfies {
  faviconPng: IconFile;
  appleTouchIcon: IconFile;
  manifestIcons: readonly IconFile[];
} & Record<string, unknown>;

/** Each locale's link-preview card, in its language: `/og-image.png`, `/de/og-image.png`. */
export function socialImagePath(locale: Locale): string {
  return localizedPath(locale, seoFiles.socialImage.path);
}

/**
 * Each locale's llms.txt: `/llms.txt`, `/de/llms.txt`. A file covers the pages under its
 * folder and the most specific one applies (llmstxt.org), so German pages are described by
 * `/de/llms.txt`, and `/llms.txt` by covering everything else also leads to the others.
 */
export function llmsTxtPath(locale: Locale): string {
  return localizedPath(locale, seoFiles.llms);
}

/** The file name of a page's Markdown twin, beside its index.html. */
export const markdownTwinFile = "index.md";

/**
 * The address of a page's Markdown twin: its text as Markdown, written beside the page's
 * index.html (`/contact` -> `/contact/index.md`, `/de/` -> `/de/index.md`). The page's own
 * address serves it too, to a client that asks for text/markdown.
 */
export function markdownTwinPath(pagePath: string): string {
  if (!pagePath.startsWith("/")) throw new Error(`Expected a root-relative path, got ${pagePath}`);
  return `${pagePath}${pagePath.endsWith("/") ? "" : "/"}${markdownTwinFile}`;
}
