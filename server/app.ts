// The production server behind `npm start`, built on sirv. Which file, status or redirect
// answers a path is the route table's decision (route-table.ts), the one nginx's include is
// rendered from; the headers come from the build's _headers, and the serving proofs
// (e2e/serving/) run against both servers.
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { wantsMarkdown } from "./agent-headers.ts";
import { contentTypeFor } from "./content-types.ts";
import { headersEverywhere, headersForPath, hostFiles, parseHeadersFile } from "./headers-file.ts";
import { listUrlPaths } from "./list-files.ts";
import { BadRequest, headerSafe, normalizePath } from "./normalize-path.ts";
import { decide, notFoundFor, routeTable } from "./route-table.ts";
import { revalidateCache } from "./security-headers.ts";

// nginx's default limit for a request line (large_client_header_buffers 8k); beyond it,
// both servers answer 414.
const maxTargetLength = 8192;
// Node's own limit is 16 KB for the whole head; a little more room lets the app, not the
// HTTP parser, turn away long URLs, with the usual headers.
export const maxHeaderSize = 64 * 1024;
// A page answered as HTML or as Markdown by the Accept header, each compressed or not.
const varyNegotiated = "Accept, Accept-Encoding";

export function readHeaders(root: string) {
  const headersFile = join(root, hostFiles.headers);
  if (!existsSync(headersFile)) {
    throw new Error(`${headersFile} is missing: run \`npm run build\` first`);
  }
  return parseHeadersFile(readFileSync(headersFile, "utf8"));
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export function createApp({ root }: { root: string }): Handler {
  const rules = readHeaders(root);
  const everywhere = headersEverywhere(rules);
  const files = new Set(listUrlPaths(root));

  const table = routeTable(files);
  const negotiated = new WeakSet<ServerResponse>();

  // Every not-found page, read once: each locale has its own.
  const notFoundPages = new Map(
    table.notFound.map(({ file }) => {
      const read = (path: string) => (files.has(path) ? readFileSync(join(root, path)) : undefined);
      return [
        file,
        {
          identity: readFileSync(join(root, file)),
          br: read(`${file}.br`),
          gzip: read(`${file}.gz`),
        },
      ];
    }),
  );

  const serveFile = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    // Routes are mapped to files above, as nginx's locations do; no guessing of
    // extensions, and sirv never lists folders.
    extensions: [],
    // sirv sets Vary: Accept-Encoding itself; a negotiated page varies on Accept too.
    setHeaders: (res) => negotiated.has(res) && res.setHeader("Vary", varyNegotiated),
  });

  /** Headers every answer but a file's carries: the security headers and no caching. */
  function setErrorHeaders(res: ServerResponse) {
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    for (const [name, value] of everywhere) res.setHeader(name, value);
    res.setHeader("Cache-Control", revalidateCache);
  }

  function sendText(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    text: string,
    extra: Record<string, string> = {},
  ) {
    setErrorHeaders(res);
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.writeHead(status, extra);
    res.end(req.method === "HEAD" ? undefined : text);
  }

  function sendNotFound(req: IncomingMessage, res: ServerResponse, page: string | undefined) {
    const notFound = page === undefined ? undefined : notFoundPages.get(page);
    if (!notFound) return sendText(req, res, 404, "Not Found\n");
    setErrorHeaders(res);
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const encoding =
      notFound.br && /\bbr\b/.test(accepted)
        ? "br"
        : notFound.gzip && /\bgzip\b/.test(accepted)
          ? "gzip"
          : undefined;
    const body = (encoding && notFound[encoding]) || notFound.identity;
    res.setHeader("Content-Type", contentTypeFor("/404.html"));
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.writeHead(404);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  return (req, res) => {
    const target = req.url ?? "";
    if (!target.startsWith("/")) return sendText(req, res, 400, "Bad Request\n");
    if (target.length > maxTargetLength) return sendText(req, res, 414, "URI Too Long\n");
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendText(req, res, 405, "Method Not Allowed\n", { Allow: "GET, HEAD" });
    }

    const queryStart = target.indexOf("?");
    const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
    const query = queryStart === -1 ? "" : target.slice(queryStart);
    let path: string;
    try {
      path = normalizePath(rawPath);
    } catch (error) {
      if (error instanceof BadRequest) return sendText(req, res, 400, "Bad Request\n");
      throw error;
    }

    const decision = decide(table, path, (file) => files.has(file));
    if (decision.status === 301) {
      setErrorHeaders(res);
      res.setHeader("Location", decision.redirect + headerSafe(query));
      res.setHeader("Content-Length", 0);
      res.writeHead(301);
      res.end();
      return;
    }
    if (decision.status === 404) return sendNotFound(req, res, decision.file);
    const { twin } = decision;
    // A page with a Markdown twin answers with it to a client that asks (agent-headers.ts).
    const file = twin !== undefined && wantsMarkdown(req.headers.accept) ? twin : decision.file;
    const notFound = () => sendNotFound(req, res, notFoundFor(table, path));

    // sirv streams a file it listed at start without handling a read error: a file deleted
    // since (a release pruned by hand, say) is a logged 404, never a crash.
    if (!existsSync(join(root, file))) {
      console.error(`${join(root, file)} is gone: answering 404`);
      return notFound();
    }
    for (const [name, value] of headersForPath(rules, path)) res.setHeader(name, value);
    res.setHeader("Content-Type", contentTypeFor(file));
    if (twin !== undefined) {
      // Before sirv too, so that a 304 (which sirv answers without Vary) carries it.
      res.setHeader("Vary", varyNegotiated);
      negotiated.add(res);
    }
    // sirv decodes the path once more; escaping each segment keeps `?`, `#` and `%` literal.
    req.url = file.split("/").map(encodeURIComponent).join("/");
    serveFile(req, res, notFound);
  };
}
