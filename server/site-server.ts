// The HTTP server around the app (app.ts): it follows the release the build's folder points
// at, so a deploy needs no restart, and answers what never reaches the app (requests the
// parser refuses, CONNECT), so no connection is dropped without a status.
import { realpathSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { createApp, maxHeaderSize, readHeaders, type Handler } from "./app.ts";
import { headersEverywhere } from "./headers-file.ts";
import { revalidateCache } from "./security-headers.ts";
import { serverTimeouts, type ServerTimeouts } from "./timeouts.ts";

/**
 * The app for whatever release `root` points at now. A deploy switches `root` (a symbolic
 * link, see builder/releases.ts) to a new folder; the next request gets an app for that
 * folder, with its own file list and headers, and no restart is needed. Each app serves
 * its release's real folder, so a request never mixes two builds.
 */
export function createFollowingApp({ root }: { root: string }): Handler {
  let current = { folder: realpathSync(root), handler: createApp({ root: realpathSync(root) }) };
  return (req, res) => {
    let folder = current.folder;
    try {
      folder = realpathSync(root);
    } catch (error) {
      console.error(`${root} cannot be read, serving the last build: ${String(error)}`);
    }
    if (folder !== current.folder) {
      try {
        current = { folder, handler: createApp({ root: folder }) };
        console.info(`Serving the new build in ${folder}`);
      } catch (error) {
        console.error(`The build in ${folder} cannot be served, keeping the last: ${error}`);
      }
    }
    current.handler(req, res);
  };
}

/** A raw answer on a socket the app never sees, with the headers every answer carries. */
function rawAnswer(
  socket: Duplex,
  status: string,
  headers: Map<string, string>,
  extra: string[],
  body = "",
) {
  if (!socket.writable) return socket.destroy();
  const lines = [
    `HTTP/1.1 ${status}`,
    ...[...headers].map(([name, value]) => `${name}: ${value}`),
    `Cache-Control: ${revalidateCache}`,
    ...extra,
    "Connection: close",
  ];
  socket.end(`${lines.join("\r\n")}\r\n\r\n${body}`);
}

/**
 * An HTTP server for the build in root: the app, plus answers for what never reaches it
 * (requests the parser refuses, CONNECT), so no connection is dropped without a status.
 */
export function createSiteServer({
  root,
  timeouts = serverTimeouts(),
}: {
  root: string;
  timeouts?: ServerTimeouts;
}) {
  const { socketTimeout, ...timeoutOptions } = timeouts;
  const server = createServer({ maxHeaderSize, ...timeoutOptions }, createFollowingApp({ root }));
  server.timeout = socketTimeout;
  const headers = headersEverywhere(readHeaders(root));
  server.on("clientError", (error: Error & { code?: string }, socket: Duplex) => {
    // A head too large for the parser is almost always an over-long URL; a head not
    // complete within headersTimeout (server/timeouts.ts) gets Node's own 408.
    const [status, reason] =
      error.code === "HPE_HEADER_OVERFLOW"
        ? ["414", "URI Too Long"]
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? ["408", "Request Timeout"]
          : ["400", "Bad Request"];
    const body = `${reason}\n`;
    const extra = ["Content-Type: text/plain; charset=utf-8", `Content-Length: ${body.length}`];
    rawAnswer(socket, `${status} ${reason}`, headers, extra, body);
  });
  server.on("connect", (_req: IncomingMessage, socket: Duplex) => {
    rawAnswer(socket, "405 Method Not Allowed", headers, ["Allow: GET, HEAD", "Content-Length: 0"]);
  });
  return server;
}
