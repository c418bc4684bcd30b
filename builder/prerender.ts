import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { PageData, RenderPage } from "../src/app/page-data.ts";
import type { LocaleContent } from "../src/content/schema.ts";
import { telemetryChunkName } from "../src/features/telemetry/telemetry-env.ts";
import type { Locale } from "../src/i18n/locales.ts";
import { pageDataContent } from "../src/pages/blog/post-body-source.ts";
import {
  isPricingBlock,
  pricingViewSource,
} from "../src/pages/composed/blocks/pricing/pricing-blocks.ts";
import { criticalCss } from "./critical-css.ts";
import { contentOfPage, footerPagesOf, latestReleaseOf, type BuiltPage } from "./pages.ts";

interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

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
 * The chunk the entry imports that the boot loader runs first, before the framework: in a
 * build with telemetry, the one that starts it (vite.config.ts, src/app/telemetry-start.ts).
 */
export const firstChunkName = telemetryChunkName;

/**
 * What hydrating a page takes, in the order the boot loader is to run them: the app's entry
 * (which it runs last), the chunk to run first if the build has one, the rest of the app's
 * chunks, then the page's own, then the code of its blocks that the page's route waits for
 * before it hydrates (`blockSources`): fetched with the rest, not after it.
 */
export function hydrationChunks(
  manifest: Manifest,
  pageSource: string,
  blockSources: readonly string[] = [],
): string[] {
  const first = Object.values(manifest).find((chunk) => chunk.name === firstChunkName)?.file;
  const [entry, ...imported] = chunkFiles(manifest, appEntry);
  if (!entry) return [];
  const app = [
    entry,
    ...imported.filter((file) => file === first),
    ...imported.filter((file) => file !== first),
  ];
  const blocks = blockSources.flatMap((source) => {
    if (!manifest[source]) throw new Error(`${source}: no chunk of the build has this module`);
    return chunkFiles(manifest, source);
  });
  return [...new Set([...app, ...chunkFiles(manifest, pageSource), ...blocks])].map(
    (file) => `/${file}`,
  );
}

/** A page's data as its file holds it: what the browser has from the HTML already left out. */
export const pageDataJson = (data: PageData) =>
  JSON.stringify({ ...data, content: pageDataContent(data.content) });

/** Where each page's data file is written, below the build's client folder. */
export const pageDataPrefix = "assets/page-data-";

/**
 * A page's data as a file of its own, named by its content (so cached for good, like the
 * chunks): hydration fetches it with the chunks, and the HTML, which the first paint waits
 * for, does not carry it.
 */
async function writePageData(clientDir: string, data: PageData): Promise<string> {
  const json = pageDataJson(data);
  const hash = createHash("sha256").update(json).digest("base64url").slice(0, 10);
  const file = `${pageDataPrefix}${hash}.json`;
  await writeFile(join(clientDir, file), json);
  return `/${file}`;
}

/**
 * How each page gets its stylesheet. The site's own pages fit one round trip of a new
 * connection with the critical share of the sheet inline, so they get it that way, one
 * share for the home pages (whose first view is the largest) and one for the others (the
 * composed and legal pages among them: a group of their own would put one more hash in the
 * policy every response carries, bytes the home pages' first round trip has not got): each
 * is a hash in the security policy, which every response carries. The blog's pages are
 * longer than one round trip whatever they inline, so they bring the whole sheet, and its
 * font, in their response, and request nothing for their first paint.
 */
const styleGroupOf = (page: BuiltPage) =>
  page.blog ? "whole" : page.id === "home" ? "home" : "other";

/** What the build writes in place of the inline stylesheet until it is known. */
const stylePlaceholder = "/*inline-css*/";

/** The markup of a page's body, which the critical stylesheet is cut to. */
const bodyOf = (html: string) => html.slice(html.indexOf("<body"), html.lastIndexOf("</body>"));

/** The web fonts a stylesheet names: each `url(…)` of its and the address in it. */
const fontUrlsOf = (css: string) =>
  [...css.matchAll(/url\("?(\/assets\/[\w.-]+\.woff2)"?\)/g)].map(([url, path]) => ({
    url,
    path: String(path),
  }));

/** The stylesheet with its web fonts inline as `data:` URLs, read from the build. */
async function withInlineFonts(css: string, clientDir: string): Promise<string> {
  let inlined = css;
  for (const { url, path } of fontUrlsOf(css)) {
    const font = await readFile(join(clientDir, path));
    inlined = inlined.replace(url, `url(data:font/woff2;base64,${font.toString("base64")})`);
  }
  return inlined;
}

/**
 * Renders every page of every built locale into its HTML file in clientDir: the whole
 * document, with its stylesheet inline (the critical share, cut to every page of its group,
 * or the whole sheet: see styleGroupOf), and the page's data file and the chunks hydrating
 * it takes listed on the boot script.
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
  if (chunkFiles(manifest, appEntry).length === 0 || !cssFile) {
    throw new Error(`The client manifest has no ${appEntry} or no stylesheet`);
  }
  const css = (await readFile(join(clientDir, cssFile), "utf8")).trim();
  // Fetched before the whole sheet applies, so that it applies with them (inline/boot-loader.ts).
  const fonts = [...new Set(fontUrlsOf(css).map(({ path }) => path))];
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
      footerPages: footerPagesOf(pages, page.locale),
      latestRelease: latestReleaseOf(pages, page.locale),
      content: contentOfPage(page, copy, blogContent),
    } as PageData;
    // Fetched in parallel once the first view has painted (src/app/inline/boot-loader.ts).
    // Any page made of blocks may carry the pricing blocks: a composed page, the home page.
    const priced = "blocks" in data.content && data.content.blocks.some(isPricingBlock);
    const chunks = hydrationChunks(manifest, page.source, priced ? [pricingViewSource] : []);
    const inline = stylePlaceholder;
    const html = await renderPage(page.sample, data, {
      chunks,
      styles:
        styleGroupOf(page) === "whole" ? { inline } : { inline, deferred: `/${cssFile}`, fonts },
      pageData: await writePageData(clientDir, data),
    });
    if (!html.includes("<title>")) throw new Error(`${page.sample} rendered no <title>`);
    rendered.push({ page, html });
  }

  // The content-security policy allows each group's <style> by its hash (style-hashes.ts).
  const sheets = new Map<string, string>();
  for (const group of new Set(pages.map(styleGroupOf))) {
    const bodies = rendered
      .filter(({ page }) => styleGroupOf(page) === group)
      .map(({ html }) => bodyOf(html));
    const sheet =
      group === "whole" ? await withInlineFonts(css, clientDir) : await criticalCss(css, bodies);
    if (sheet.includes("</style")) throw new Error(`${cssFile} cannot be inlined: it has </style`);
    sheets.set(group, sheet);
  }
  for (const { page, html } of rendered) {
    const target = join(clientDir, page.file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(
      target,
      html.replace(stylePlaceholder, () => sheets.get(styleGroupOf(page)) ?? ""),
    );
  }

  // The manifest is a build artefact, not something to publish.
  await rm(join(clientDir, ".vite"), { recursive: true, force: true });
}
