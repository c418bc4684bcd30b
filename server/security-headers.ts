// The single source of truth for what every server sends besides the bytes of a file:
// security headers and caching. The build turns it into dist/_headers (read by Netlify,
// Cloudflare Pages and `npm start`) and dist/_headers.conf (included by nginx), so the
// ways of serving the site cannot disagree.
import { youtubeOrigin } from "../src/lib/youtube.ts";

export type Header = [name: string, value: string];

/** Hashed file names change with their content, so browsers may keep them for a year. */
export const immutableCache = "public, max-age=31536000, immutable";
/** Everything else (pages above all) is revalidated on each use, so a deploy shows at once. */
export const revalidateCache = "no-cache";
/** URL prefix of the content-hashed build output. */
export const hashedAssetsPrefix = "/assets/";

/**
 * Features the site never uses are switched off. The four the YouTube player asks for in
 * its iframe's `allow` attribute (autoplay, encrypted-media, fullscreen,
 * picture-in-picture) are left to their defaults, the page and the frames it delegates them
 * to: `frame-src` admits the player's origin and no other, so naming it here again would
 * change nothing but cost 227 bytes on every page, bytes a page's first round trip lacks.
 */
const permissionsPolicy = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "sync-xhr=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

export interface PolicyInputs {
  /** `'sha256-…'` sources for the constant `<style>` elements of the pages and libraries. */
  styleHashes: string[];
  /** Origins besides the site's own that scripts may call (the contact endpoint's, say). */
  connectOrigins: string[];
  /** `'sha256-…'` sources for the pages' constant inline scripts (the theme's head script). */
  scriptHashes?: string[];
}

export function contentSecurityPolicy({
  styleHashes,
  connectOrigins,
  scriptHashes = [],
}: PolicyInputs): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'none'"],
    // 'wasm-unsafe-eval' lets the site search compile its WebAssembly (Pagefind's index
    // reader, a file of the site, fetched under connect-src 'self'); JavaScript eval stays
    // refused.
    ["script-src", "'self'", "'wasm-unsafe-eval'", ...scriptHashes],
    ["style-src", "'self'", ...styleHashes],
    ["img-src", "'self'", "data:"],
    // The blog's pages bring the brand font inline in their stylesheet (builder/prerender.ts).
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...connectOrigins],
    ["frame-src", youtubeOrigin],
    ["manifest-src", "'self'"],
    // No worker-src: the site search's worker (/pagefind/pagefind-worker.js, off the main
    // thread) falls back to script-src, which allows the site's own scripts and nothing else.
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** The headers on every response, whatever its status. */
export function securityHeaders(inputs: PolicyInputs): Header[] {
  return [
    ["Content-Security-Policy", contentSecurityPolicy(inputs)],
    // Two years, the HSTS preload list's own recommendation.
    ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
    ["X-Content-Type-Options", "nosniff"],
    // Not no-referrer: YouTube refuses to play embeds that send no Referer.
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", permissionsPolicy],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
  ];
}
