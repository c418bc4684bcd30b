import { readFile } from "node:fs/promises";
import { request } from "node:http";
import { join } from "node:path";

/** The attributes of each `<tag ...>` in a page, names lower-cased (React writes `imageSrcSet`). */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))].map((match) =>
    Object.fromEntries(
      [...String(match[1]).matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((attribute) => [
        String(attribute[1]).toLowerCase(),
        attribute[2] ?? "",
      ]),
    ),
  );
}

export interface FirstLoad {
  /** Scripts, module preloads and the chunks the boot loader fetches for hydration. */
  js: string[];
  /** Stylesheets: linked, or linked by the boot loader once the first view is painted. */
  css: string[];
  /** Web font files: preloaded, or named by the stylesheets' `@font-face` rules. */
  fonts: string[];
  /** Web fonts inline in the page's stylesheet, as their `data:` URLs' text (base64). */
  inlineFonts: string[];
  /**
   * Preloaded images, and the first view's image (`fetchpriority="high"`); from a srcset,
   * its first (smallest) candidate, which a phone loads, unless it is inline (`data:`).
   */
  images: string[];
  /** The page's data file, which hydration fetches with the chunks. */
  data: string[];
  /** The inline `<style>` text, part of the HTML, without the fonts inside it. */
  inlineCss: string;
}

const inlineFont = /url\("?data:font\/[\w-]+;base64,([\w+/=]+)"?\)/g;

/** The first candidate of a srcset, if it is a file (not inline in the page). */
const firstFile = (srcset: string) => {
  const candidate = srcset.trim().split(/\s+/)[0] ?? "";
  return candidate.startsWith("data:") ? [] : [candidate];
};

/**
 * What a browser fetches for a page before any interaction, read from the built HTML:
 * scripts, module preloads, the chunks and data listed for hydration, stylesheets, the fonts
 * they use, and the first view's images.
 * @param htmlFile path of the page inside distDir
 */
export async function firstLoad(distDir: string, htmlFile: string): Promise<FirstLoad> {
  const html = await readFile(join(distDir, htmlFile), "utf8");
  const links = tags(html, "link");
  const scripts = tags(html, "script");
  const preloads = (as: string) => links.filter((link) => link.rel === "preload" && link.as === as);
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  // What the scripts name in an attribute (src, or the boot loader's data-*).
  const named = (attribute: string) => scripts.flatMap((script) => script[attribute] || []);
  const css = [
    ...new Set([
      ...links.filter((link) => link.rel === "stylesheet").map((link) => link.href ?? ""),
      ...named("data-stylesheet"),
    ]),
  ];
  const sheets = await Promise.all(css.map((href) => readFile(join(distDir, href), "utf8")));
  const fontFiles = sheets.flatMap((sheet) =>
    [...sheet.matchAll(/url\("?([^")]+\.woff2)"?\)/g)].map((m) => String(m[1])),
  );
  // A <picture>'s AVIF source, then the <img> that the first view fetches first.
  const firstView = [
    ...html.matchAll(/<source\b[^>]*srcset="([^"]*)"[^>]*>\s*<img\b[^>]*fetchpriority="high"/gi),
  ].flatMap((m) => firstFile(String(m[1])));
  return {
    js: [
      ...new Set([
        ...named("src"),
        ...links.filter((link) => link.rel === "modulepreload").map((link) => link.href ?? ""),
        ...scripts.flatMap((script) => script["data-chunks"]?.split(" ") ?? []),
      ]),
    ],
    css,
    fonts: [...new Set([...preloads("font").map((link) => link.href ?? ""), ...fontFiles])],
    images: [
      ...new Set([
        ...preloads("image").flatMap((link) =>
          link.href ? [link.href] : firstFile(link.imagesrcset ?? ""),
        ),
        ...firstView,
      ]),
    ],
    data: named("data-page-data"),
    inlineCss: styles.replace(inlineFont, "url()"),
    inlineFonts: [...styles.matchAll(inlineFont)].map((m) => String(m[1])),
  };
}

/** Chromium's Accept-Encoding: the encoding a current browser is sent. */
export const browserEncodings = "gzip, deflate, br, zstd";

/**
 * The bytes a response costs a visitor on the wire: its status line and headers as sent
 * (HTTP/1.1, as Lighthouse counts them) and its body, compressed as the server chose.
 */
export async function wireBytes(origin: string, path: string, encodings = browserEncodings) {
  const { headers, fields, body, status } = await wireResponse(origin, path, encodings);
  return { headers, fields, body: body.length, status };
}

/**
 * One connection's HTTP/2 header compression (HPACK, RFC 7541), as production serves the site
 * (deploy/nginx): a header field sent before on the connection costs a byte (its index in the
 * table), a new one its text and two bytes, and enters the 4,096-byte table, whose oldest
 * entries leave first. Literal text is counted without Huffman coding, so never too little.
 * Without it, every file of a page was charged its 1.5 KB of headers (the security policy
 * above all) as if over HTTP/1.1 (docs/decisions/0027-budgets-count-http2-headers.md).
 */
export function headerCompression(tableSize = 4096) {
  const table: { key: string; size: number }[] = [];
  let used = 0;
  return (fields: readonly (readonly [string, string])[]) => {
    let bytes = 1; // :status, from the static table
    for (const [name, value] of fields) {
      const key = `${name.toLowerCase()}: ${value}`;
      if (table.some((entry) => entry.key === key)) {
        bytes += 1;
        continue;
      }
      bytes += name.length + value.length + 2;
      const size = name.length + value.length + 32;
      table.push({ key, size });
      used += size;
      while (used > tableSize) used -= table.shift()?.size ?? used;
    }
    return bytes;
  };
}

/** A response as sent: its headers' bytes (as `wireBytes` counts them), body and encoding. */
export function wireResponse(origin: string, path: string, encodings = browserEncodings) {
  return new Promise<{
    headers: number;
    fields: [string, string][];
    body: Buffer;
    encoding: string;
    status: number;
  }>((resolve, reject) => {
    const req = request(new URL(path, origin), { headers: { "accept-encoding": encodings } });
    req.on("error", reject);
    req.on("response", (res) => {
      const { rawHeaders } = res;
      let headers = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
      const fields: [string, string][] = [];
      for (let i = 0; i < rawHeaders.length; i += 2) {
        const [name, value] = [String(rawHeaders[i]), String(rawHeaders[i + 1])];
        headers += `${name}: ${value}\r\n`.length;
        // Connection-specific fields do not exist in HTTP/2.
        if (!/^(connection|keep-alive)$/i.test(name)) fields.push([name, value]);
      }
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          headers,
          fields,
          body: Buffer.concat(chunks),
          encoding: String(res.headers["content-encoding"] ?? ""),
          status: res.statusCode ?? 0,
        }),
      );
      res.on("error", reject);
    });
    req.end();
  });
}
