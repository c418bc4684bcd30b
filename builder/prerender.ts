import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { builtPages } from "../src/site-pages.ts";

// React 19 renders <title>, <meta> and <link> at the very start of a non-document render;
// they belong in <head>, where React finds and adopts them again when it hydrates.
const leadingHeadTags = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/**
 * Puts the site's one stylesheet inline, saving every first visit a render-blocking round
 * trip: at about 6 KB compressed it is all critical CSS. The servers' content-security
 * policy allows exactly this <style> by its sha256 hash (see style-hashes.ts).
 */
async function inlineStylesheet(clientDir: string, template: string): Promise<string> {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
  const file = template.match(link)?.[1];
  if (!file) throw new Error("The built index.html links no stylesheet");
  const css = (await readFile(join(clientDir, file), "utf8")).trim();
  if (css.includes("</style")) throw new Error(`${file} cannot be inlined: it contains </style`);
  await rm(join(clientDir, file));
  return template.replace(link, () => `<style>${css}</style>`);
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Files of the chunk and of everything it imports statically. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((dep) => chunkFiles(manifest, dep, seen))];
}

/** Renders every page of the site into its HTML file in clientDir. */
export async function prerender({
  clientDir,
  serverEntry,
}: {
  clientDir: string;
  serverEntry: string;
}) {
  const template = await inlineStylesheet(
    clientDir,
    await readFile(join(clientDir, "index.html"), "utf8"),
  );
  const manifestPath = join(clientDir, ".vite", "manifest.json");
  const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as Manifest;
  const bootKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!bootKey) throw new Error("The client manifest has no entry chunk");
  const bootFiles = new Set(chunkFiles(manifest, bootKey));
  const appFiles = chunkFiles(manifest, "src/entry-client.tsx");
  if (appFiles.length === 0) throw new Error("The client manifest has no src/entry-client.tsx");

  const server = (await import(pathToFileURL(resolve(serverEntry)).href)) as {
    render: (url: string) => Promise<string>;
  };

  const bootScript = '<script type="module" crossorigin';
  if (!template.includes(bootScript)) throw new Error("The built index.html has no module script");
  for (const page of builtPages()) {
    const rendered = await server.render(page.sample);
    const head = rendered.match(leadingHeadTags)?.[0] ?? "";
    if (!head.includes("<title>")) throw new Error(`${page.sample} rendered no <title>`);
    const body = rendered.slice(head.length);

    // What hydrating this page takes: the app and the page's own chunks. src/boot.ts
    // fetches them in parallel once the first view has painted (see there for why).
    const chunks = [...new Set([...appFiles, ...chunkFiles(manifest, page.source)])]
      .filter((file) => !bootFiles.has(file))
      .map((file) => `/${file}`)
      .join(" ");

    const html = template
      .replace("<!--app-head-->", () => head)
      .replace("<!--app-html-->", () => body)
      // Low priority: the boot script is not needed for the first paint, and at the default
      // (high) priority it would compete with the LCP image and count as render-blocking.
      .replace(bootScript, () => `${bootScript} fetchpriority="low" data-chunks="${chunks}"`);
    const target = join(clientDir, page.file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
  }

  // The manifest is a build artefact, not something to publish.
  await rm(join(clientDir, ".vite"), { recursive: true, force: true });
}
