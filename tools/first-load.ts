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
  /** Linked stylesheets (the build inlines its one stylesheet: see inlineCss). */
  css: string[];
  /** Preloaded web font files (the build inlines its one font: see inlineFonts). */
  fonts: string[];
  /** Preloaded images; from a srcset, its first (smallest) candidate, which a phone loads. */
  images: string[];
  /** The inline `<style>` text, part of the HTML's bytes, without the fonts inside it. */
  inlineCss: string;
  /** The fonts inline in the stylesheet, as their `data:` URLs' text (base64). */
  inlineFonts: string[];
}

const inlineFont = /url\("?data:font\/[\w-]+;base64,([\w+/=]+)"?\)/g;

/**
 * What a browser fetches for a page before any interaction, read from the built HTML:
 * scripts, module preloads, the chunks listed for hydration, stylesheets, fonts (preloaded,
 * or inline in the stylesheet) and preloaded images.
 * @param htmlFile path of the page inside distDir
 */
export async function firstLoad(distDir: string, htmlFile: string): Promise<FirstLoad> {
  const html = await readFile(join(distDir, htmlFile), "utf8");
  const links = tags(html, "link");
  const scripts = tags(html, "script");
  const preloads = (as: string) => links.filter((link) => link.rel === "preload" && link.as === as);
  const loads = {
    js: [
      ...new Set([
        ...scripts.flatMap((script) => (script.src ? [script.src] : [])),
        ...links.filter((link) => link.rel === "modulepreload").map((link) => link.href ?? ""),
        ...scripts.flatMap((script) => script["data-chunks"]?.split(" ") ?? []),
      ]),
    ],
    css: links.filter((link) => link.rel === "stylesheet").map((link) => link.href ?? ""),
    fonts: preloads("font").map((link) => link.href ?? ""),
    images: preloads("image").map(
      (link) => link.href ?? link.imagesrcset?.trim().split(/\s+/)[0] ?? "",
    ),
  };
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  return {
    ...loads,
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
export function wireBytes(origin: string, path: string, encodings = browserEncodings) {
  return new Promise<{ headers: number; body: number; status: number }>((resolve, reject) => {
    const req = request(new URL(path, origin), { headers: { "accept-encoding": encodings } });
    req.on("error", reject);
    req.on("response", (res) => {
      const { rawHeaders } = res;
      let headers = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
      for (let i = 0; i < rawHeaders.length; i += 2)
        headers += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`.length;
      let body = 0;
      res.on("data", (chunk: Buffer) => (body += chunk.length));
      res.on("end", () => resolve({ headers, body, status: res.statusCode ?? 0 }));
      res.on("error", reject);
    });
    req.end();
  });
}
