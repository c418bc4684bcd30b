// `'sha256-…'` sources for every <style> the site uses, so the content-security policy can
// allow exactly those and no 'unsafe-inline'.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { Script } from "node:vm";

export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The text of every prerendered page of the build. */
async function* pagesOf(distDir: string): AsyncGenerator<string> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (entry.isFile() && entry.name.endsWith(".html")) {
      yield await readFile(join(entry.parentPath, entry.name), "utf8");
    }
  }
}

/** Browsers hash an element's text after the HTML parser has turned CR LF into LF. */
const sourceOf = (text: string) => sha256Source(text.replace(/\r\n?/g, "\n"));

/** The `<style>` elements of the prerendered pages (the build inlines the stylesheet). */
export async function inlineStyleHashes(distDir: string): Promise<string[]> {
  const sources = new Set<string>();
  for await (const html of pagesOf(distDir)) {
    for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
      sources.add(sourceOf(String(match[1])));
    }
  }
  return [...sources].sort();
}

/**
 * The inline classic and module `<script>` elements of the prerendered pages (the theme's
 * head script, see src/features/theme/). Data blocks such as JSON-LD never run, so the
 * policy does not govern them.
 */
export async function inlineScriptHashes(distDir: string): Promise<string[]> {
  const sources = new Set<string>();
  for await (const html of pagesOf(distDir)) {
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const attributes = String(match[1]);
      if (/\ssrc\s*=/i.test(attributes)) continue;
      const type = /\stype\s*=\s*"?([^"\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
      if (type !== "" && type !== "module" && type !== "text/javascript") continue;
      sources.add(sourceOf(String(match[2])));
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
 * `start` (the opening quote) in `source`, and returns its value.
 */
function readStringLiteral(source: string, start: number): string | undefined {
  const quote = source[start];
  if (quote !== '"' && quote !== "'" && quote !== "`") return undefined;
  let end = start + 1;
  while (end < source.length && source[end] !== quote) {
    if (quote === "`" && source.startsWith("${", end)) return undefined;
    end += source[end] === "\\" ? 2 : 1;
  }
  if (end >= source.length) return undefined;
  // A lone literal evaluates to its value and can do nothing else; the vm keeps it so.
  const value: unknown = new Script(source.slice(start, end + 1)).runInNewContext(
    {},
    { timeout: 1000 },
  );
  return typeof value === "string" ? value : undefined;
}

/**
 * Every constant style sheet a library inserts at run time, read from the built JavaScript
 * (what browsers will really run, after minification).
 * @param assetsDir the build's assets folder (dist/assets)
 */
export async function runtimeStyleHashes(assetsDir: string): Promise<string[]> {
  const found = new Set<string>();
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
