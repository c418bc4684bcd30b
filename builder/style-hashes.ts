// `'sha256-…'` sources for every <style> the site uses, so the content-security policy can
// allow exactly those and no 'unsafe-inline'.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

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
 * The style sheets libraries insert as `<style>` elements when they load (sonner's toasts).
 * Each library is imported in a Node process of its own with a stand-in `document` that
 * records what it inserts: the library's own code says what the sheet is, whatever its
 * bundle looks like. sonner first appends an empty `<style>` and then its text, and Chromium
 * checks the policy at both moments, so the empty text needs its hash too.
 */
const runtimeStyleLibraries = ["sonner"];

const recordInsertedStyles = `
const inserted = [];
const element = () => ({ appendChild: (node) => inserted.push(node.text), setAttribute() {} });
globalThis.document = {
  head: element(),
  getElementsByTagName: () => [element()],
  createElement: element,
  createTextNode: (text) => ({ text }),
};
await import(process.argv[1]);
process.stdout.write(JSON.stringify(inserted));
`;

/** What the library inserts as style sheets when it loads. */
function insertedStyles(library: string): string[] {
  const output = execFileSync(
    process.execPath,
    ["--input-type=module", "-e", recordInsertedStyles, library],
    { encoding: "utf8" },
  );
  return (JSON.parse(output) as unknown[]).filter((text): text is string => !!text);
}

/**
 * The hashes of every style sheet a library in the build inserts at run time, and of the
 * empty sheet. Only for the libraries the bundle holds; a sheet the bundle does not hold
 * verbatim fails the build rather than a page whose toasts the policy refuses to style.
 * @param assetsDir the build's assets folder (dist/assets)
 */
export async function runtimeStyleHashes(
  assetsDir: string,
  libraries = runtimeStyleLibraries,
): Promise<string[]> {
  const scripts = await Promise.all(
    (await readdir(assetsDir))
      .filter((name) => name.endsWith(".js"))
      .map((name) => readFile(join(assetsDir, name), "utf8")),
  );
  const found = new Set<string>();
  for (const library of libraries) {
    for (const sheet of insertedStyles(library)) {
      const opening = sheet.slice(0, 40);
      if (!scripts.some((source) => source.includes(opening))) continue;
      if (!scripts.some((source) => source.includes(sheet))) {
        throw new Error(`${library}'s style sheet is not in the bundle as the library inserts it`);
      }
      found.add(sheet);
    }
  }
  if (found.size === 0) return [];
  return [...[...found].sort(), ""].map(sha256Source);
}
