/**
 * The one list of files the build generates for search engines, link previews and
 * browsers (icons, manifest, social image). The head tags, the manifest, the JSON-LD and
 * the build steps in builder/ all read these paths, so a file cannot be renamed in one
 * place and linked under its old name in another. Plain data without Vite-only imports:
 * the Node build scripts and the Playwright suite import it too.
 */

/** Absolute URL of a root-relative path on the site. `siteUrl` has no trailing slash. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (!path.startsWith("/")) throw new Error(`Expected a root-relative path, got ${path}`);
  return `${siteUrl}${path}`;
}

/** The dark theme's page background, a literal so that bundles inline just the string. */
const darkBackground = "#020617";

/**
 * The site's dark palette (Tailwind's slate-950, a dark navy, cyan-400 and violet-400, as in
 * the hero glow and the logo gradient). Written out here because the build renders images
 * with them and cannot read colours out of the CSS.
 */
export const brandColors = {
  background: darkBackground,
  surface: "#0b1120",
  cyan: "#22d3ee",
  violet: "#a78bfa",
  heading: "#ffffff",
  text: "#cbd5e1",
} as const;

/**
 * The page background of each theme (the `page` colour in styles/theme.css), for the browser's UI
 * (`theme-color`). The web app manifest takes one colour: the dark, the brand's own.
 */
export const themeColors = {
  light: "#ffffff",
  dark: darkBackground,
} as const;

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
  /** The size Open Graph and Twitter's large card expect. */
  socialImage: { path: "/og-image.png", width: 1200, height: 630, type: "image/png" },
} as const satisfies {
  faviconPng: IconFile;
  appleTouchIcon: IconFile;
  manifestIcons: readonly IconFile[];
} & Record<string, unknown>;

/**
 * What a social card shows. The build draws it (builder/social-image/) with its own fonts,
 * the same for the site's card, one per language, or one per blog post.
 */
export interface SocialCardContent {
  /** BCP 47 language of the copy: it picks line breaks and localised glyph forms. */
  lang: string;
  /** The brand name beside the logo. */
  name: string;
  /** A short line above the title, such as "Blog" or a date. */
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** Shown at the bottom, e.g. `www.example.com`. */
  host: string;
  /** The logo's SVG markup. */
  logoSvg: string;
  width: number;
  height: number;
}

/** What the SSR bundle's SEO entry (build-entry.ts) hands to the Node build steps. */
export interface SeoBuildInput {
  siteUrl: string;
  /** True when SITE_URL was not set and the placeholder default is in use. */
  siteUrlIsDefault: boolean;
  /** Behind opaque icons. */
  backgroundColor: string;
  /** The logo markup (src/assets/brand/logo.svg), the source of every icon. */
  logoSvg: string;
  pngIcons: readonly IconFile[];
  faviconSvgPath: string;
  socialImage: { path: string; card: SocialCardContent };
  /** Text files written as they are, keyed by their root-relative path. */
  textFiles: Record<string, string>;
  sitemapPath: string;
  /** sitemap.xml for the given absolute page URLs. */
  sitemap: (urls: readonly string[]) => string;
}
