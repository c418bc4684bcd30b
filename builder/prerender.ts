import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { PageData, RenderPage } from "../src/app/page-data.ts";
import type { LocaleContent } from "../src/content/schema.ts";
import type { Locale } from "../src/i18n/locales.ts";
import { pageDataContent } from "../src/pages/blog/post-body-source.ts";
import { criticalCss } from "./critical-css.ts";
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

/** A page's data as its file holds it: what the browser has from the HTML already left out. */
export const pageDataJson = (data: PageData) =>
  JSON.stringify({ ...data, content: pageDataContent(data.content) });

/**
 * A page's data as a file of its own, named by its content (so cached for good, like the
 * chunks): hydration fetches it with the chunks, and the HTML, which the first paint waits
 * for, does not carry it.
 */
async function writePageData(clientDir: string, data: PageData): Promise<string> {
  const json = pageDataJson(data);
  const hash = createHash("sha256").update(json).digest("base64url").slice(0, 10);
  const file = `assets/page-data-${hash}.json`;
  await writeFile(join(clientDir, file), json);
  return `/${file}`;
}

/**
 * The pages that share one critical stylesheet (and one hash in the security policy, which
 * every response carries): the home page, whose first view is the largest, has its own, so
 * that its response fits one round trip; every other page shares the second.
 */
const styleGroupOf = (page: BuiltPage) => (page.id === "home" ? "home" : "other");

/** What the build writes in place of the critical stylesheet until it is known. */
const criticalPlaceholder = "/*critical-css*/";

/** The markup of a page's body, which the critical stylesheet is cut to. */
const bodyOf = (html: string) => html.slice(html.indexOf("<body"), html.lastIndexOf("</body>"));

/**
 * Renders every page of every built locale into its HTML file in clientDir: the whole
 * document, with the critical share of the stylesheet inline (the rest of its group's
 * pages included, see critical-css.ts), and the stylesheet, the page's data file and the
 * chunks hydrating it takes listed on the boot script.
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
  const css = (await readFile(join(clientDir, cssFile), "utf8")).trim();
  const { renderPage } = (await import(pathToFileURL(resolve(serverEntry)).href)) as {
    renderPage: RenderPage;
  };

  const rendered: { page: BuiltPage; html: string }[] = [];
  for (const page of pages) {
    const copy = content[page.locale];
    const data = {
      locale: page.locale,
      page: page.id,
      common: copy.common,
      content: page.blog ? blogContent(page) : copy[page.id as keyof LocaleContent],
    } as PageData;
    // What hydrating this page takes: the app (its entry first) and the page's own chunks,
    // fetched in parallel once the first view has painted (src/app/boot-loader.ts).
    const chunks = [...new Set([...appFiles, ...chunkFiles(manifest, page.source)])].map(
      (file) => `/${file}`,
    );
    const html = await renderPage(page.sample, data, {
      chunks,
      stylesheet: `/${cssFile}`,
      criticalCss: criticalPlaceholder,
      pageData: await writePageData(clientDir, data),
    });
    if (!html.includes("<title>")) throw new Error(`${page.sample} rendered no <title>`);
    rendered.push({ page, html });
  }

  // The content-security policy allows each group's <style> by its hash (style-hashes.ts).
  const critical = new Map<string, string>();
  for (const group of new Set(pages.map(styleGroupOf))) {
    const bodies = rendered.filter(({ page }) => styleGroupOf(page) === group);
    const sheet = await criticalCss(
      css,
      bodies.map(({ html }) => bodyOf(html)),
    );
    if (sheet.includes("</style")) throw new Error(`${cssFile} cannot be inlined: it has </style`);
    critical.set(group, sheet);
  }
  for (const { page, html } of rendered) {
    const target = join(clientDir, page.file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(
      target,
      html.replace(criticalPlaceholder, () => critical.get(styleGroupOf(page)) ?? ""),
    );
  }

  // The manifest is a build artefact, not something to publish.
  await rm(join(clientDir, ".vite"), { recursive: true, force: true });
}
