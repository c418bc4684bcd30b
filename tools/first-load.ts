import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The bytes a gzip-only client receives: the precompressed .gz the servers send when the
 * build wrote one, else what `gzip -9` makes of the file.
 */
async function gzipSize(path: string, bytes: Buffer): Promise<number> {
  try {
    return (await stat(`${path}.gz`)).size;
  } catch {
    return gzipSync(bytes, { level: 9 }).length;
  }
}

/**
 * What a browser fetches for a page before any interaction, read from the built HTML:
 * scripts, module preloads, the chunks listed for hydration, stylesheets and preloaded
 * images.
 * @param htmlFile path of the page inside distDir
 */
export async function firstLoad(distDir: string, htmlFile: string) {
  const html = await readFile(join(distDir, htmlFile), "utf8");
  const hrefs = (pattern: RegExp): string[] =>
    [...html.matchAll(pattern)].map((match) => String(match[1]));
  const js = new Set([
    ...hrefs(/<script[^>]+src="([^"]+)"/g),
    ...hrefs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    // Chunks the boot script fetches for hydration once the page has painted.
    ...hrefs(/<script[^>]+data-chunks="([^"]+)"/g).flatMap((list) => list.split(" ")),
  ]);
  const css = new Set(hrefs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g));
  const images = new Set(hrefs(/<link[^>]+rel="preload"[^>]+as="image"[^>]+href="([^"]+)"/g));

  async function measure(urls: Iterable<string>) {
    let raw = 0;
    let gzip = 0;
    for (const url of urls) {
      const bytes = await readFile(join(distDir, url));
      raw += bytes.length;
      gzip += await gzipSize(join(distDir, url), bytes);
    }
    return { files: [...urls], raw, gzip };
  }

  // Inline <style> counts as CSS too (the build inlines the stylesheet into each page).
  const inlineCss = Buffer.from(hrefs(/<style>([\s\S]*?)<\/style>/g).join(""));
  const linkedCss = await measure(css);
  const htmlBytes = Buffer.from(html);
  return {
    html: { raw: htmlBytes.length, gzip: gzipSync(htmlBytes, { level: 9 }).length },
    js: await measure(js),
    images: await measure(images),
    css: {
      files: linkedCss.files,
      raw: linkedCss.raw + inlineCss.length,
      gzip: linkedCss.gzip + (inlineCss.length ? gzipSync(inlineCss, { level: 9 }).length : 0),
    },
  };
}
