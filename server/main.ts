// `npm run serve`: the live release (`npm run deploy` makes it; `npm start` does both), or
// SERVE_DIR, served the way nginx serves it. It follows the live link to each new release
// without a restart, and on SIGTERM or SIGINT stops taking connections, lets the
// requests under way finish (at most 10 s) and exits 0, as container platforms and systemd
// expect. KEEP_ALIVE_TIMEOUT sets how long idle connections stay open (server/timeouts.ts).
import { existsSync } from "node:fs";
import { servedDir } from "./dist-dir.ts";
import { createSiteServer } from "./site-server.ts";
import { serverTimeouts } from "./timeouts.ts";

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";
const drainTimeout = 10_000;

if (!existsSync(servedDir)) {
  console.error(
    `Nothing to serve at ${servedDir}: run \`npm run deploy\` (or \`npm start\`), or set ` +
      "SERVE_DIR=dist to serve a build as it is.",
  );
  process.exit(1);
}
const timeouts = serverTimeouts(process.env);
const server = createSiteServer({ root: servedDir, timeouts });
server.listen(port, host, () => {
  console.info(
    `Serving ${servedDir} at http://${host}:${port} ` +
      `(idle connections kept ${timeouts.keepAliveTimeout / 1000} s)`,
  );
});

let stopping = false;
// A keep-alive client is told to reconnect elsewhere once its request is answered.
server.on("request", (_req, res) => {
  if (stopping) res.setHeader("Connection", "close");
});

function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`${signal}: no new connections; finishing the requests under way`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    console.info(`Requests still open after ${drainTimeout / 1000} s: closing them`);
    server.closeAllConnections();
    process.exit(0);
  }, drainTimeout).unref();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
