import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { PageData, RenderPage } from "../src/app/page-data.ts";
import type { LocaleContent } from "../src/content/schema.ts";
import type { Locale } from "../src/i18n/locales.ts";
import type { BuiltPage } from "./pages.ts";

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Files of the chunk and of everything it imports statically. */
export function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((dep) => chunkFiles(manifest, dep, seen))];
}

/** The client build's one entry: the app, which the page's inline loader imports. */
export const appEntry = "src/app/entry-client.tsx";

/**
 * Renders every page of every built locale into its HTML file in clientDir: the whole
 * document, with the page's data block, its stylesheet inline and the chunks hydrating it
 * takes listed on the boot script.
 */
export async function prerender(options: {
  clientDir: string;
  serverEntry: string;
  pages: readonly BuiltPage[];
  content: Record<Locale, LocaleContent>;
  /** A blog page's data, computed from the posts (blog/blog-content.ts). */
  blogContent: (page: BuiltPage) => unknown;
}) {
  const { clientDir, serverEntry, pages, content, blogContent } = options;
  const manifestPath = join(clientDir, ".vite", "manifest.json");
  const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as Manifest;
  // With cssCodeSplit off, the one stylesheet is an asset of its own in the manifest.
  const cssFile = Object.values(manifest).find((chunk) => chunk.file.endsWith(".css"))?.file;
  const appFiles = chunkFiles(manifest, appEntry);
  if (appFiles.length === 0 || !cssFile) {
    throw new Error(`The client manifest has no ${appEntry} or no stylesheet`);
  }

  // The one stylesheet goes inline, saving every first visit a render-blocking round trip;
  // the content-security policy allows exactly this <style> by its hash (style-hashes.ts).
  const css = (await readFile(join(clientDir, cssFile), "utf8")).trim();
  if (css.includes("</style")) throw new Error(`${cssFile} cannot be inlined: it has </style`);
  await rm(join(clientDir, cssFile));
  // The first paint is drawn in the brand face only if the page brings it (vite.config.ts).
  if (/url\([^)]*\.woff2/.test(css)) throw new Error(`${cssFile} links a font file: inline it`);
  const { renderPage } = (await import(pathToFileURL(resolve(serverEntry)).href)) as {
    renderPage: RenderPage;
  };
  for (const page of pages) {
    const copy = content[page.locale];
    const data = {
      locale: page.locale,
      page: page.id,
      common: copy.common,
      content: page.blog ? blogContent(page) : copy[page.id as keyof LocaleContent],
    };
    // What hydrating this page takes: the app (its entry first) and the page's own chunks,
    // fetched in parallel once the first view has painted (src/app/boot-loader.ts).
    const chunks = [...new Set([...appFiles, ...chunkFiles(manifest, page.source)])].map(
      (file) => `/${file}`,
    );
    const html = await renderPage(page.sample, data as PageData, { chunks, css });
    if (!html.includes("<title>")) throw new Error(`${page.sample} rendered no <title>`);
    const target = join(clientDir, page.file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
  }

  // The manifest is a build artefact, not something to publish.
  await rm(join(clientDir, ".vite"), { recursive: true, force: true });
}
