// @ts-check
// The single source of truth for what every server sends besides the bytes of a file:
// security headers, caching and content types. The build turns it into dist/_headers (read
// by Netlify, Cloudflare Pages and `npm start`) and deploy/nginx/site.conf, so the three
// ways of serving the site cannot disagree.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { Script } from "node:vm";

export const youtubeOrigin = "https://www.youtube-nocookie.com";

/** Hashed file names change with their content, so browsers may keep them for a year. */
export const immutableCache = "public, max-age=31536000, immutable";
/** Everything else (pages above all) is revalidated on each use, so a deploy shows at once. */
export const revalidateCache = "no-cache";
/** URL prefix of the content-hashed build output. */
export const hashedAssetsPrefix = "/assets/";

/** @param {string} path URL path of a file served with status 200 */
export function cacheControlFor(path) {
  return path.startsWith(hashedAssetsPrefix) ? immutableCache : revalidateCache;
}

/**
 * Content types by file extension, with a charset for text so no browser has to guess.
 * nginx gets exactly this table (its own mime.types is not assumed) and `npm start` uses it.
 * @type {Record<string, string>}
 */
export const contentTypes = {
  html: "text/html; charset=utf-8",
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  map: "application/json; charset=utf-8",
  json: "application/json; charset=utf-8",
  webmanifest: "application/manifest+json; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  svg: "image/svg+xml; charset=utf-8",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
  woff: "font/woff",
  woff2: "font/woff2",
  mp4: "video/mp4",
  webm: "video/webm",
  pdf: "application/pdf",
};
export const defaultContentType = "application/octet-stream";

/** @param {string} path */
export function contentTypeFor(path) {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? "";
  return contentTypes[extension] ?? defaultContentType;
}

/**
 * Features the site never uses are switched off. The four the YouTube player asks for in
 * its iframe's `allow` attribute stay on for the page and that origin: Chromium delegates
 * a feature to a frame only if the page may use it too.
 */
const videoFeature = (/** @type {string} */ feature) => `${feature}=(self "${youtubeOrigin}")`;
const permissionsPolicy = [
  "accelerometer=()",
  videoFeature("autoplay"),
  "camera=()",
  "display-capture=()",
  videoFeature("encrypted-media"),
  videoFeature("fullscreen"),
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  videoFeature("picture-in-picture"),
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "sync-xhr=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/**
 * @typedef {object} PolicyInputs
 * @property {string[]} styleHashes `'sha256-…'` sources for the constant `<style>`
 *   elements of the pages and of libraries that insert one at run time
 * @property {string[]} connectOrigins origins besides the site's own that scripts may call
 * @property {string[]} [scriptHashes] `'sha256-…'` sources for the constant inline
 *   `<script>` elements of the pages (the theme's head script)
 */

/** @param {PolicyInputs} inputs */
export function contentSecurityPolicy({ styleHashes, connectOrigins, scriptHashes = [] }) {
  /** @type {[string, ...string[]][]} */
  const directives = [
    ["default-src", "'none'"],
    ["script-src", "'self'", ...scriptHashes],
    ["style-src", "'self'", ...styleHashes],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...connectOrigins],
    ["frame-src", youtubeOrigin],
    ["manifest-src", "'self'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** @typedef {[name: string, value: string]} Header */

/**
 * The headers on every response, whatever its status.
 * @param {PolicyInputs} inputs
 * @returns {Header[]}
 */
export function securityHeaders(inputs) {
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

/** @param {string} hostname */
function isLoopback(hostname) {
  return hostname === "localhost" || hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/**
 * The origin the contact form posts to, from the build-time `CONTACT_ENDPOINT`, if set.
 * Plain http only for loopback, so a development endpoint works but a typo cannot turn
 * the policy insecure.
 * @param {NodeJS.ProcessEnv} env
 * @returns {string[]}
 */
export function connectOriginsFromEnv(env) {
  const value = env.CONTACT_ENDPOINT?.trim();
  if (!value) return [];
  /** @type {URL} */
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`CONTACT_ENDPOINT must be an absolute URL, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && isLoopback(url.hostname))) {
    throw new Error(
      `CONTACT_ENDPOINT must be an https URL (http only for localhost), got ${value}`,
    );
  }
  return [url.origin];
}

/** @param {string} text */
export function sha256Source(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * `'sha256-…'` sources for the `<style>` elements of the prerendered pages (the build
 * inlines the site's stylesheet, see prerender.mjs).
 * @param {string} distDir
 * @returns {Promise<string[]>}
 */
export async function inlineStyleHashes(distDir) {
  /** @type {Set<string>} */
  const sources = new Set();
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const html = await readFile(join(entry.parentPath, entry.name), "utf8");
    for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
      // Browsers hash the text after the HTML parser has turned CR LF into LF.
      sources.add(sha256Source(String(match[1]).replace(/\r\n?/g, "\n")));
    }
  }
  return [...sources].sort();
}

/**
 * `'sha256-…'` sources for the inline classic and module `<script>` elements of the
 * prerendered pages (the theme's head script, see src/features/theme/head-script.ts). Data
 * blocks such as JSON-LD are never run, so the policy does not govern them.
 * @param {string} distDir
 * @returns {Promise<string[]>}
 */
export async function inlineScriptHashes(distDir) {
  /** @type {Set<string>} */
  const sources = new Set();
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const html = await readFile(join(entry.parentPath, entry.name), "utf8");
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const attributes = String(match[1]);
      if (/\ssrc\s*=/i.test(attributes)) continue;
      const type = /\stype\s*=\s*"?([^"\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
      if (type !== "" && type !== "module" && type !== "text/javascript") continue;
      sources.add(sha256Source(String(match[2]).replace(/\r\n?/g, "\n")));
    }
  }
  return [...sources].sort();
}

/**
 * Constant style sheets that libraries insert as `<style>` elements when they load,
 * recognised by how their text starts. sonner's `__insertCSS` first appends an empty
 * `<style>` and then its text, and Chromium checks the policy at both moments, so the
 * empty text needs its hash too.
 */
const runtimeStyleSheets = [{ library: "sonner", startsWith: "[data-sonner-toaster]" }];

/**
 * Reads a JavaScript string or template literal (without substitutions) that starts at
 * `start` in `source`, and returns its value.
 * @param {string} source
 * @param {number} start index of the opening quote
 */
function readStringLiteral(source, start) {
  const quote = source[start];
  if (quote !== '"' && quote !== "'" && quote !== "`") return undefined;
  let end = start + 1;
  while (end < source.length && source[end] !== quote) {
    if (quote === "`" && source.startsWith("${", end)) return undefined;
    end += source[end] === "\\" ? 2 : 1;
  }
  if (end >= source.length) return undefined;
  // A lone literal evaluates to its value and can do nothing else; the vm keeps it so.
  const value = new Script(source.slice(start, end + 1)).runInNewContext({}, { timeout: 1000 });
  return typeof value === "string" ? value : undefined;
}

/**
 * `'sha256-…'` sources for every constant style sheet a library inserts at run time, read
 * from the built JavaScript (what browsers will really run, after minification).
 * @param {string} assetsDir the build's assets folder (dist/assets)
 * @returns {Promise<string[]>}
 */
export async function runtimeStyleHashes(assetsDir) {
  /** @type {Set<string>} */
  const found = new Set();
  for (const name of await readdir(assetsDir)) {
    if (!name.endsWith(".js")) continue;
    const source = await readFile(join(assetsDir, name), "utf8");
    for (const sheet of runtimeStyleSheets) {
      let at = source.indexOf(sheet.startsWith);
      while (at !== -1) {
        const text = readStringLiteral(source, at - 1);
        // Better a failed build than a page whose toasts the policy refuses to style.
        if (text === undefined && /["'`]/.test(source[at - 1] ?? "")) {
          throw new Error(`${name}: cannot read ${sheet.library}'s style sheet to hash it`);
        }
        if (text?.startsWith(sheet.startsWith)) found.add(text);
        at = source.indexOf(sheet.startsWith, at + 1);
      }
    }
  }
  if (found.size === 0) return [];
  return [...[...found].sort(), ""].map(sha256Source);
}

// ---------------------------------------------------------------------------------------
// The `_headers` file (https://docs.netlify.com/routing/headers/,
// https://developers.cloudflare.com/pages/configuration/headers/): a path pattern on its
// own line, its headers indented below it. Every rule whose pattern matches applies, and a
// header set by several rules gets their values joined with ", ".

/** @typedef {{ path: string, headers: Header[] }} HeaderRule */

/**
 * The rules for a build: security headers everywhere, a year for hashed assets and
 * revalidation for every other file and page. Cache-Control is set per path rather than
 * for `/*`, which would be joined onto the assets' value.
 * @param {Header[]} security
 * @param {string[]} files every file of the build, as URL paths (`/contact/index.html`)
 * @returns {HeaderRule[]}
 */
export function headerRules(security, files) {
  /** @type {Set<string>} */
  const revalidated = new Set();
  for (const file of files) {
    if (file.startsWith(hashedAssetsPrefix) || !isPublished(file)) continue;
    revalidated.add(file);
    // A page is requested by its route, not by its file name.
    if (file.endsWith("/index.html")) revalidated.add(file.slice(0, -"/index.html".length) || "/");
  }
  return [
    { path: "/*", headers: security },
    { path: `${hashedAssetsPrefix}*`, headers: [["Cache-Control", immutableCache]] },
    ...[...revalidated].sort().map((path) => ({
      path,
      headers: /** @type {Header[]} */ ([["Cache-Control", revalidateCache]]),
    })),
  ];
}

/**
 * Whether a file of the build is something a server answers for under its own name.
 * Precompressed copies are only ever sent in place of their original, and `_headers` is
 * read by the host, not by visitors.
 * @param {string} path URL path
 */
export function isPublished(path) {
  return !/\.(?:br|gz)$/.test(path) && path !== "/_headers" && !/\/\.(?!well-known\/)/.test(path);
}

/**
 * @param {HeaderRule[]} rules
 * @param {string} preamble comment lines, without `#`
 */
export function formatHeadersFile(rules, preamble) {
  const comment = preamble
    .split("\n")
    .map((line) => `# ${line}`.trimEnd())
    .join("\n");
  const body = rules
    .map((rule) =>
      [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n\n");
  return `${comment}\n\n${body}\n`;
}

/** @param {string} text @returns {HeaderRule[]} */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const match = /^\s+([^:\s]+):\s*(.*?)\s*$/.exec(line);
    const rule = rules.at(-1);
    if (!match || !rule) throw new Error(`_headers line ${index + 1} is not "  Name: value"`);
    rule.headers.push([String(match[1]), String(match[2])]);
  }
  return rules;
}

/** @param {string} pattern @param {string} path */
function matchesPattern(pattern, path) {
  const regex = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${regex}$`).test(path);
}

/**
 * The headers `_headers` declares for a request path, as the hosts that read it merge them.
 * Names are lower-cased, as HTTP clients report them.
 * @param {HeaderRule[]} rules
 * @param {string} path
 * @returns {Map<string, string>}
 */
export function headersForPath(rules, path) {
  /** @type {Map<string, string>} */
  const merged = new Map();
  for (const rule of rules) {
    if (!matchesPattern(rule.path, path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = merged.get(key);
      merged.set(key, previous === undefined ? value : `${previous}, ${value}`);
    }
  }
  return merged;
}

/**
 * The headers `_headers` sets for every path (its `/*` rule): what error answers carry.
 * @param {HeaderRule[]} rules
 * @returns {Map<string, string>}
 */
export function headersEverywhere(rules) {
  return headersForPath(
    rules.filter((rule) => rule.path === "/*"),
    "/",
  );
}
