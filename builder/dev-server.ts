// `npm run dev`: the site with hot reload, rendered on the server as the build prerenders
// it (same Document, same page data), so the browser hydrates real markup and the console
// stays clean. Content files are read on every request, and saving one reloads the open
// pages (the content editor's live preview); a file the schema refuses shows its problems
// instead of the page.
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import { createServer as createViteServer } from "vite";
import type { PageData, RenderPage } from "../src/app/page-data.ts";
import { resolveBrandEnv } from "../src/config/brand-env.ts";
import { brandColors } from "../src/config/colors.ts";
import { webManifest } from "../src/features/seo/documents.ts";
import { seoFiles } from "../src/features/seo/seo-config.ts";
import { splitLocale } from "../src/i18n/paths.ts";
import { ContentError, contentRoot, loadContent } from "./content/load-content.ts";
import { devServerAddress } from "./dev-address.ts";
import { devBlogDir, devPages, unpublishedBanner, type DevPages } from "./dev-pages.ts";
import { icoFromPng, renderIcon } from "./icons.ts";
import { buildLocales, contentOfPage, footerPagesOf, latestReleaseOf } from "./pages.ts";
import { appEntry, pageDataJson } from "./prerender.ts";
import { logoFile } from "./seo-files.ts";

const { host, port, origin } = devServerAddress();
const locales = buildLocales();
const brand = resolveBrandEnv(process.env);

const server = createServer((req, res) => vite.middlewares(req, res, () => void handle(req, res)));
const vite = await createViteServer({
  // Hot reload over this server's own port, not a second one.
  server: { middlewareMode: true, hmr: { server } },
  appType: "custom",
  // The app's dependencies found from its entry before the first page: found one by one as
  // pages ask for them (the icons' own modules), each would reload the page being shown.
  optimizeDeps: { entries: [appEntry] },
});

// A saved content file (from the editor or by hand) reloads every open page: the preview
// follows the text as it is saved.
const contentDir = resolve(contentRoot);
vite.watcher.add(contentDir);
const contentChanged = (file: string) => {
  if (!file.startsWith(contentDir)) return;
  pagesNow = undefined;
  vite.environments.client.hot.send({ type: "full-reload" });
};
// A new page or post is a new file; a removed one, a deleted file.
for (const event of ["change", "add", "unlink"] as const) vite.watcher.on(event, contentChanged);

/** The icons and manifest the build generates, made on request. */
async function seoFile(path: string): Promise<{ type: string; body: Buffer | string } | null> {
  const logo = await readFile(logoFile);
  if (path === seoFiles.faviconSvg) return { type: "image/svg+xml", body: logo };
  if (path === seoFiles.faviconIco) {
    const { size } = seoFiles.faviconPng;
    return {
      type: "image/x-icon",
      body: icoFromPng(await renderIcon(logo, size, undefined), size),
    };
  }
  const icons = [seoFiles.faviconPng, seoFiles.appleTouchIcon, ...seoFiles.manifestIcons];
  const icon = icons.find((candidate) => candidate.path === path);
  if (icon) {
    const background = "opaque" in icon && icon.opaque ? brandColors.background : undefined;
    return { type: "image/png", body: await renderIcon(logo, icon.size, background) };
  }
  if (path === seoFiles.manifest) {
    const { content } = await loadContent(locales);
    const description = content.en.home.meta.description;
    const manifest = webManifest({ name: brand.name, description }, seoFiles.manifestIcons);
    return { type: "application/manifest+json", body: JSON.stringify(manifest, null, 2) };
  }
  return null;
}

/** Where a page's data is served: the build writes a file per page, this server answers it. */
const pageDataPrefix = "/__page-data";

/** The preview's pages, made again after a content file changes (the watcher says when). */
let pagesNow: Promise<DevPages> | undefined;

/** The data of the page at an address, read from the content files as they are now. */
async function pageDataOf(pathname: string) {
  const { locale } = splitLocale(pathname, locales);
  const { content } = await loadContent(locales);
  pagesNow ??= devPages(locales, content, brand).catch((error: unknown) => {
    pagesNow = undefined;
    throw error;
  });
  const { pages, blog, unpublished } = await pagesNow;
  const page =
    pages.find(
      (candidate) =>
        candidate.status === 200 &&
        (candidate.path === pathname || candidate.path === `${pathname}/`),
    ) ?? pages.find((candidate) => candidate.locale === locale && candidate.status === 404);
  if (!page) throw new Error(`No page answers ${pathname}`);
  const data = {
    locale: page.locale,
    page: page.id,
    common: content[page.locale].common,
    footerPages: footerPagesOf(pages, page.locale),
    latestRelease: latestReleaseOf(pages, page.locale),
    content: contentOfPage(page, content[page.locale], blog.contentOf),
  } as PageData;
  return { data, status: page.status, unpublished: unpublished.get(page.path) };
}

async function renderRequest(url: string): Promise<{ status: number; html: string }> {
  const { pathname } = new URL(url, "http://dev");
  const { data, status, unpublished } = await pageDataOf(pathname);
  const { renderPage } = (await vite.ssrLoadModule("/src/app/entry-server.tsx")) as {
    renderPage: RenderPage;
  };
  const html = await renderPage(url, data, {
    chunks: [`/${appEntry}`],
    styles: { linked: "/src/styles/app.css" },
    pageData: `${pageDataPrefix}${pathname}`,
  });
  const marked = unpublished
    ? html.replace(/<body[^>]*>/, (body) => `${body}${unpublishedBanner(unpublished)}`)
    : html;
  return { status, html: await vite.transformIndexHtml(url, marked) };
}

function problemPage(error: ContentError): string {
  const escape = (text: string) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    "<!doctype html><meta charset=utf-8><title>Content problems</title>" +
    '<body style="font:16px/1.5 system-ui;margin:2rem;max-width:60rem">' +
    "<h1>The content has problems</h1><p>Fix them in the files below and reload.</p><ul>" +
    error.problems
      .map(
        (p) =>
          `<li><code>${escape(`${p.file}:${p.line}`)}</code> <b>${escape(p.key)}</b>: ${escape(p.message)}</li>`,
      )
      .join("") +
    "</ul>"
  );
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? "/";
  try {
    const { pathname, search } = new URL(url, "http://dev");
    const file = await seoFile(pathname);
    if (file) {
      res.writeHead(200, { "Content-Type": file.type }).end(file.body);
      return;
    }
    // The posts' images, rendered by the preview's blog (dev-pages.ts).
    if (pathname.startsWith("/assets/")) {
      const image = await readFile(join(devBlogDir, pathname)).catch(() => null);
      if (image) {
        const type = pathname.endsWith(".avif") ? "image/avif" : "image/webp";
        res.writeHead(200, { "Content-Type": type }).end(image);
        return;
      }
    }
    if (pathname.startsWith(`${pageDataPrefix}/`)) {
      const { data } = await pageDataOf(pathname.slice(pageDataPrefix.length));
      res.writeHead(200, { "Content-Type": "application/json" }).end(pageDataJson(data));
      return;
    }
    // A locale's home is at its folder (`/de/`), as both servers answer it; repeated slashes
    // are merged, as both servers do (the editor previews a German page at `de/` + its path).
    if (locales.some((locale) => pathname === `/${locale}`) || pathname.includes("//")) {
      const merged = pathname.replace(/\/{2,}/g, "/");
      const location = locales.some((locale) => merged === `/${locale}`) ? `${merged}/` : merged;
      res.writeHead(301, { Location: `${location}${search}` }).end();
      return;
    }
    const { status, html } = await renderRequest(url);
    res.writeHead(status, { "Content-Type": "text/html; charset=utf-8" }).end(html);
  } catch (error) {
    if (error instanceof ContentError) {
      res.writeHead(500, { "Content-Type": "text/html; charset=utf-8" }).end(problemPage(error));
      return;
    }
    vite.ssrFixStacktrace(error as Error);
    console.error(error);
    res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end(String(error));
  }
}

server.listen(port, host, () => console.info(`Dev server: ${origin}/ (${locales.join(", ")})`));
