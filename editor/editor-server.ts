// The content editor for the working copy, on this machine only: the editor's page at
// /admin/, its configuration made from the content schema, and the working copy's content
// files, read and saved (checked as the build checks them, formatted as the formatter writes
// them). Loopback only, and only the page it served may call the files: a random token in
// the page, and the Host header checked, so no other site in the browser can reach them.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join, normalize } from "node:path";
import { buildLocales } from "../builder/pages.ts";
import { logoFile } from "../builder/seo-files.ts";
import type { Locale } from "../src/i18n/locales.ts";
import {
  adminHeaders,
  adminHtml,
  editorRoute as route,
  editorScript,
  pageScript,
  sveltiaFiles,
} from "./admin-page.ts";
import { cmsConfig, type CmsConfigOptions } from "./cms-config.ts";
import { pageCollection } from "./page-collection.ts";
import { postCollection } from "./post-collection.ts";
import { releaseCollection } from "./release-collection.ts";
import { storyCollection } from "./story-collection.ts";
import { isMedia, SaveRefused, workingCopy } from "./working-copy.ts";

const javascript = "text/javascript; charset=utf-8";
const json = "application/json; charset=utf-8";
const types: Record<string, string> = {
  ".js": javascript,
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
  ".png": "image/png",
};

export interface EditorServerOptions {
  /** The working copy: the repository's root. */
  root: string;
  locales?: readonly Locale[];
  /** Where the editor links each text's page: the dev server. */
  siteUrl: string;
  repo?: CmsConfigOptions["repo"];
  /** The collections of entries: the blog's posts unless told otherwise. */
  folderCollections?: CmsConfigOptions["folderCollections"];
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function createEditorServer(options: EditorServerOptions): Promise<Server> {
  const locales = options.locales ?? buildLocales();
  const token = randomBytes(24).toString("hex");
  const folderCollections = options.folderCollections ?? [
    postCollection(options.root),
    pageCollection(),
    storyCollection(),
    releaseCollection(),
  ];
  const folders = folderCollections.map((collection) => collection.folder);
  const files = workingCopy({ root: options.root, locales, entryFolders: folders });
  const config = JSON.stringify(cmsConfig({ ...options, locales, folderCollections }));
  const [script, editorDir] = [await pageScript(), sveltiaFiles()];
  const editor = editorScript(editorDir);
  const html = adminHtml({ title: "Content editor", token });
  const headers = adminHeaders();

  /** A file of the editor's build; its interface languages as modules (see below). */
  async function editorFile(path: string): Promise<{ type: string; body: Buffer } | null> {
    const [folder, ...rest] = path.split("/");
    const inside = normalize(rest.join("/"));
    if (inside.startsWith("..") || (folder !== "sveltia" && folder !== "locales")) return null;
    const file = join(editorDir, folder === "sveltia" ? "npm" : "locales", inside);
    const bytes = await readFile(file).catch(() => null);
    if (!bytes) return null;
    // The editor imports its languages with import() and no JSON type: as a module they load.
    if (folder === "locales") {
      const module = Buffer.from(`export default ${bytes.toString("utf8")};\n`);
      return { type: javascript, body: module };
    }
    return { type: types[extname(file)] ?? "application/octet-stream", body: bytes };
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.headers["x-editor-token"] !== token) {
      res.writeHead(403, headers).end("This page may not change the working copy.");
      return;
    }
    const path = url.searchParams.get("path");
    if (req.method === "GET" && !path) {
      res.writeHead(200, { ...headers, "Content-Type": json });
      res.end(JSON.stringify(await files.list()));
      return;
    }
    const replaces = req.headers["if-match"] === "new" ? null : String(req.headers["if-match"]);
    if (path && req.method === "PUT") {
      const bytes = await body(req);
      const saved = isMedia(path)
        ? await files.saveMedia(path, bytes, replaces)
        : await files.save(path, bytes.toString("utf8"), replaces);
      console.info(`saved ${path}`);
      res.writeHead(200, { ...headers, "Content-Type": json });
      res.end(JSON.stringify(saved));
      return;
    }
    if (path && req.method === "DELETE") {
      await files.remove(path, replaces);
      console.info(`deleted ${path}`);
      res.writeHead(204, headers).end();
      return;
    }
    res.writeHead(405, headers).end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://editor");
    const port = (req.socket.address() as { port: number }).port;
    // A page on another site that resolves its own name to 127.0.0.1 sends its own Host.
    if (![`localhost:${port}`, `127.0.0.1:${port}`].includes(req.headers.host ?? "")) {
      res.writeHead(421).end();
      return;
    }
    const path = url.pathname;
    if (path === "/" || `${path}/` === route) {
      res.writeHead(302, { Location: route }).end();
    } else if (path === route) {
      res.writeHead(200, { ...headers, "Content-Type": "text/html; charset=utf-8" }).end(html);
    } else if (path === `${route}editor-page.js`) {
      res.writeHead(200, { ...headers, "Content-Type": javascript }).end(script);
    } else if (path === `${route}sveltia/index.js`) {
      res.writeHead(200, { ...headers, "Content-Type": javascript }).end(editor);
    } else if (path === `${route}logo.svg`) {
      res.writeHead(200, { ...headers, "Content-Type": "image/svg+xml" });
      res.end(await readFile(logoFile));
    } else if (path === `${route}config.json`) {
      res.writeHead(200, { ...headers, "Content-Type": json }).end(config);
    } else if (path.startsWith(`${route}api/`)) {
      await api(req, res, url);
    } else {
      const file = path.startsWith(route) ? await editorFile(path.slice(route.length)) : null;
      if (!file) res.writeHead(404, headers).end();
      else res.writeHead(200, { ...headers, "Content-Type": file.type }).end(file.body);
    }
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const status = error instanceof SaveRefused ? error.status : 500;
      if (status === 500) console.error(error);
      else console.warn(`refused: ${(error as Error).message}`);
      res.writeHead(status, { ...headers, "Content-Type": "text/plain; charset=utf-8" });
      res.end((error as Error).message);
    });
  });
}
