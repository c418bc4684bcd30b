// @ts-check
// The production server behind `npm start`, built on sirv. It answers exactly as
// deploy/nginx/site.conf does: the headers come from the build's dist/_headers, and the
// same test suite (e2e/serving.spec.ts, e2e/security/) runs against both servers.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import {
  contentTypeFor,
  headersEverywhere,
  headersForPath,
  isPublished,
  parseHeadersFile,
  revalidateCache,
} from "../scripts/lib/security-headers.mjs";

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */
/** @typedef {import("node:stream").Duplex} Socket */

// nginx's default limit for a request line (large_client_header_buffers 8k); beyond it,
// both servers answer 414.
const maxTargetLength = 8192;
// Node's own limit is 16 KB for the whole head; a little more room lets the app, not the
// HTTP parser, turn away long URLs, with the usual headers.
export const maxHeaderSize = 64 * 1024;

class BadRequest extends Error {}

/**
 * Decodes and normalises a URL path the way nginx does before matching locations: percent
 * escapes decoded, repeated slashes merged, `.` and `..` resolved. NUL, malformed escapes and
 * climbing above the root are bad requests.
 * @param {string} rawPath
 */
export function normalizePath(rawPath) {
  /** @type {string} */
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    throw new BadRequest("malformed percent-encoding");
  }
  if (decoded.includes("\0")) throw new BadRequest("NUL in path");
  /** @type {string[]} */
  const segments = [];
  const parts = decoded.split("/");
  for (const [index, part] of parts.entries()) {
    if (part === "" || part === ".") {
      // Keep a trailing slash, which decides between a page and its redirect.
      if (index === parts.length - 1 && index > 0) segments.push("");
      continue;
    }
    if (part === "..") {
      if (segments.length === 0) throw new BadRequest("path climbs above the root");
      segments.pop();
      if (index === parts.length - 1) segments.push("");
      continue;
    }
    segments.push(part);
  }
  return `/${segments.join("/")}`;
}

/** The query string as it came, made safe to repeat in a Location header. @param {string} query */
function headerSafe(query) {
  return query.replace(/[^\x21-\x7e]/g, (char) =>
    [...Buffer.from(char, "latin1")].map((byte) => `%${byte.toString(16).toUpperCase()}`).join(""),
  );
}

/** @param {string} dir @param {string} prefix @returns {string[]} */
function listFiles(dir, prefix = "") {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(join(dir, entry.name), `${prefix}/${entry.name}`)
      : [`${prefix}/${entry.name}`],
  );
}

/**
 * @param {{ root: string }} options
 * @returns {(req: Request, res: Response) => void}
 */
export function createApp({ root }) {
  const headersFile = join(root, "_headers");
  if (!existsSync(headersFile)) {
    throw new Error(`${headersFile} is missing: run \`npm run build\` first`);
  }
  const rules = parseHeadersFile(readFileSync(headersFile, "utf8"));
  const everywhere = headersEverywhere(rules);
  const files = new Set(listFiles(root));

  // Pages live in a folder's index.html; the folder with a slash and the file itself
  // redirect to the one canonical URL, as in site.conf.
  /** @type {Map<string, string>} */
  const pages = new Map();
  /** @type {Map<string, string>} */
  const redirects = new Map();
  for (const file of files) {
    if (!file.endsWith("/index.html")) continue;
    const page = file.slice(0, -"/index.html".length) || "/";
    pages.set(page, file);
    redirects.set(file, page);
    if (page !== "/") redirects.set(`${page}/`, page);
  }

  const notFound = {
    identity: readFileSync(join(root, "404.html")),
    br: files.has("/404.html.br") ? readFileSync(join(root, "404.html.br")) : undefined,
    gzip: files.has("/404.html.gz") ? readFileSync(join(root, "404.html.gz")) : undefined,
  };

  const serveFile = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    // Routes are mapped to files above, as nginx's exact locations do; no guessing of
    // extensions, and sirv never lists folders.
    extensions: [],
  });

  /**
   * Headers every answer but a file's carries: the security headers and no caching.
   * @param {Response} res
   */
  function setErrorHeaders(res) {
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    for (const [name, value] of everywhere) res.setHeader(name, value);
    res.setHeader("Cache-Control", revalidateCache);
  }

  /**
   * @param {Request} req
   * @param {Response} res
   * @param {number} status
   * @param {string} text
   * @param {Record<string, string>} [extra]
   */
  function sendText(req, res, status, text, extra = {}) {
    setErrorHeaders(res);
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.writeHead(status, extra);
    res.end(req.method === "HEAD" ? undefined : text);
  }

  /** @param {Request} req @param {Response} res */
  function sendNotFound(req, res) {
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
      sendText(req, res, 405, "Method Not Allowed\n", { Allow: "GET, HEAD" });
      return;
    }

    const queryStart = target.indexOf("?");
    const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
    const query = queryStart === -1 ? "" : target.slice(queryStart);
    /** @type {string} */
    let path;
    try {
      path = normalizePath(rawPath);
    } catch (error) {
      if (error instanceof BadRequest) return sendText(req, res, 400, "Bad Request\n");
      throw error;
    }

    const canonical = redirects.get(path);
    if (canonical !== undefined) {
      setErrorHeaders(res);
      res.setHeader("Location", canonical + headerSafe(query));
      res.setHeader("Content-Length", 0);
      res.writeHead(301);
      res.end();
      return;
    }
    const file = pages.get(path) ?? path;
    if (file.endsWith("/") || !files.has(file) || !isPublished(file) || file === "/404.html") {
      return sendNotFound(req, res);
    }

    for (const [name, value] of headersForPath(rules, path)) res.setHeader(name, value);
    res.setHeader("Content-Type", contentTypeFor(file));
    // sirv decodes the path once more; escaping each segment keeps `?`, `#` and `%` literal.
    req.url = file.split("/").map(encodeURIComponent).join("/");
    serveFile(req, res, () => sendNotFound(req, res));
  };
}

/**
 * The raw answer to a request Node's HTTP parser refused, with the same headers as every
 * other answer. A head too large for the parser is almost always an over-long URL.
 * @param {Error & { code?: string }} error
 * @param {Socket} socket
 * @param {Map<string, string>} headers
 */
function answerParserError(error, socket, headers) {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason] =
    error.code === "HPE_HEADER_OVERFLOW" ? [414, "URI Too Long"] : [400, "Bad Request"];
  const body = `${reason}\n`;
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    ...[...headers].map(([name, value]) => `${name}: ${value}`),
    `Cache-Control: ${revalidateCache}`,
    "Content-Type: text/plain; charset=utf-8",
    `Content-Length: ${body.length}`,
    "Connection: close",
  ];
  socket.end(`${lines.join("\r\n")}\r\n\r\n${body}`);
}

/**
 * An HTTP server for the build in root: the app, plus answers for what never reaches it
 * (requests the parser refuses, CONNECT), so no connection is dropped without a status.
 * @param {{ root: string }} options
 */
export function createSiteServer({ root }) {
  const server = createServer({ maxHeaderSize }, createApp({ root }));
  const headers = headersEverywhere(parseHeadersFile(readFileSync(join(root, "_headers"), "utf8")));
  server.on("clientError", (error, socket) => answerParserError(error, socket, headers));
  server.on("connect", (_req, socket) => {
    const lines = [
      "HTTP/1.1 405 Method Not Allowed",
      ...[...headers].map(([name, value]) => `${name}: ${value}`),
      `Cache-Control: ${revalidateCache}`,
      "Allow: GET, HEAD",
      "Content-Length: 0",
      "Connection: close",
    ];
    socket.end(`${lines.join("\r\n")}\r\n\r\n`);
  });
  return server;
}
