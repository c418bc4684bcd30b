import { readFileSync } from "node:fs";
import { join } from "node:path";
import sirv from "sirv";

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */

const immutable = "public, max-age=31536000, immutable";

/**
 * @param {{ root: string }} options
 * @returns {(req: Request, res: Response) => void}
 */
export function createApp({ root }) {
  const notFoundPage = readFileSync(join(root, "404.html"));

  const assets = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    // /contact -> contact/index.html; no directory listings exist in sirv.
    extensions: ["html"],
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", pathname.startsWith("/assets/") ? immutable : "no-cache");
    },
  });

  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method Not Allowed\n");
      return;
    }
    const url = new URL(req.url ?? "/", "http://localhost");
    // One canonical form per page: no trailing slash except the root.
    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      res.writeHead(301, { Location: url.pathname.replace(/\/+$/, "") + url.search });
      res.end();
      return;
    }
    assets(req, res, () => {
      res.writeHead(404, {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-cache",
      });
      res.end(req.method === "HEAD" ? undefined : notFoundPage);
    });
  };
}
