import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** How the receiver answers the next POSTs. */
export type ReceiverMode = "ok" | "reject" | "fail" | "hang" | "drop";

export interface ReceivedRequest {
  method: string;
  path: string;
  origin: string | undefined;
  contentType: string | undefined;
  accept: string | undefined;
  /** Access-Control-Request-Headers of a preflight. */
  requestHeaders: string | undefined;
  body: string;
}

export interface Receiver {
  /** The URL the site is built to POST to. */
  endpoint: string;
  origin: string;
  /** The only origin answered with CORS headers; set once the site is served. */
  allowedOrigin: string;
  mode: ReceiverMode;
  /** Every POST since the last reset, in order. */
  posts: ReceivedRequest[];
  /** Every CORS preflight since the last reset. */
  preflights: ReceivedRequest[];
  reset(mode: ReceiverMode): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * A stand-in for a form service or the company's own endpoint, on loopback: it records what
 * arrives and answers 200, 400, 500, never, or by dropping the connection.
 */
export async function startReceiver(path = "/contact"): Promise<Receiver> {
  const hanging = new Set<ServerResponse>();

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const record: ReceivedRequest = {
      method: req.method ?? "",
      path: req.url ?? "",
      origin: req.headers.origin,
      contentType: req.headers["content-type"],
      accept: req.headers.accept,
      requestHeaders: req.headers["access-control-request-headers"],
      body,
    };
    // A fresh connection per request: Chromium resends a request whose reused keep-alive
    // connection dies, which would blur "exactly one request per click" in the drop case.
    res.setHeader("Connection", "close");
    const cors: Record<string, string> =
      req.headers.origin === receiver.allowedOrigin
        ? { "Access-Control-Allow-Origin": receiver.allowedOrigin, Vary: "Origin" }
        : {};

    if (req.method === "OPTIONS") {
      receiver.preflights.push(record);
      res.writeHead(204, {
        ...cors,
        "Access-Control-Allow-Methods": "POST",
        "Access-Control-Allow-Headers": "Content-Type, Accept",
        "Access-Control-Max-Age": "0",
      });
      res.end();
      return;
    }
    if (req.method !== "POST" || req.url !== path) {
      res.writeHead(404, cors).end();
      return;
    }
    receiver.posts.push(record);
    const json = { ...cors, "Content-Type": "application/json" };
    switch (receiver.mode) {
      case "ok":
        res.writeHead(200, json).end(JSON.stringify({ ok: true }));
        return;
      case "reject":
        res.writeHead(400, json).end(JSON.stringify({ error: "Validation failed" }));
        return;
      case "fail":
        res.writeHead(500, json).end(JSON.stringify({ error: "Internal error" }));
        return;
      case "hang":
        hanging.add(res);
        return;
      case "drop":
        req.socket.destroy();
        return;
    }
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  const receiver: Receiver = {
    endpoint: `${origin}${path}`,
    origin,
    allowedOrigin: "",
    mode: "ok",
    posts: [],
    preflights: [],
    reset(mode) {
      receiver.mode = mode;
      receiver.posts = [];
      receiver.preflights = [];
      for (const res of hanging) res.destroy();
      hanging.clear();
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return receiver;
}
