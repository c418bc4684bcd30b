import { createServer } from "node:http";
import { createApp } from "../../server/app.mjs";

/**
 * Where the audit server answers the not-found page with status 200. Production answers
 * it with 404, which linkinator reports as a broken start page and Lighthouse refuses to
 * audit; this way its links and tags are checked like every other page's.
 */
export const notFoundProbePath = "/__audit/not-found-page";

/**
 * The production app (server/app.mjs) on a free loopback port. Every request is answered
 * by the production app with its headers; only `notFoundProbePath` gets its 404 status
 * turned into 200.
 * @param {{ root: string }} options the build folder
 */
export async function startAuditServer({ root }) {
  const app = createApp({ root });
  const server = createServer((req, res) => {
    if (req.url === notFoundProbePath) {
      // Node sends an implicit head through res.writeHead too, so this catches both ways
      // a handler can set the status.
      const writeHead = res.writeHead.bind(res);
      res.writeHead = /** @type {typeof res.writeHead} */ (
        (/** @type {number} */ status, /** @type {any[]} */ ...rest) =>
          writeHead(status === 404 ? 200 : status, ...rest)
      );
    }
    app(req, res);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no server address");
  return {
    origin: `http://127.0.0.1:${address.port}`,
    /** @returns {Promise<void>} */
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
