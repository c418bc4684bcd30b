import { connect } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

/**
 * HTTP/1.1 over a bare socket: browsers and HTTP libraries normalise `..`, encode bytes
 * and refuse odd methods before anything is sent, and a hostile client does none of that.
 */
export interface RawResponse {
  status: number;
  /** Header names lower-cased, in the order received; repeated headers stay separate. */
  headers: [string, string][];
  /** The body as sent (still compressed if Content-Encoding says so). */
  body: Buffer;
}

export interface RawRequest {
  method: string;
  /** The request target, sent byte for byte. */
  target: string | Buffer;
  headers?: Record<string, string>;
}

/** Undoes chunked transfer coding. */
function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", at);
    if (lineEnd === -1) break;
    const size = parseInt(data.subarray(at, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Parses one complete response from everything the server sent before closing. */
export function parseResponse(data: Buffer, method: string): RawResponse {
  const headEnd = data.indexOf("\r\n\r\n");
  if (headEnd === -1) throw new Error(`no complete response head in ${data.length} bytes`);
  const [statusLine = "", ...lines] = data.subarray(0, headEnd).toString("latin1").split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? NaN);
  if (!Number.isInteger(status)) throw new Error(`not an HTTP status line: ${statusLine}`);
  const headers = lines.map((line): [string, string] => {
    const colon = line.indexOf(":");
    return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
  });
  const rest = data.subarray(headEnd + 4);
  const header = (name: string) => headers.find(([key]) => key === name)?.[1];
  let body: Buffer;
  if (method === "HEAD" || status === 304 || status === 204) body = Buffer.alloc(0);
  else if (/chunked/i.test(header("transfer-encoding") ?? "")) body = dechunk(rest);
  else if (header("content-length") !== undefined) {
    body = rest.subarray(0, Number(header("content-length")));
  } else body = rest;
  return { status, headers, body };
}

/**
 * Sends one request on its own connection (`Connection: close`) and resolves with the
 * response, or rejects if the server closes or stalls without answering.
 */
export function rawRequest(
  origin: string,
  request: RawRequest,
  timeoutMs = 15_000,
): Promise<RawResponse> {
  const { hostname, port, host } = new URL(origin);
  const headerLines = Object.entries({ Host: host, Connection: "close", ...request.headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  const head = Buffer.concat([
    Buffer.from(`${request.method} `, "latin1"),
    Buffer.isBuffer(request.target) ? request.target : Buffer.from(request.target, "latin1"),
    Buffer.from(` HTTP/1.1\r\n${headerLines}\r\n`, "latin1"),
  ]);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: hostname, port: Number(port) });
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    });
    socket.on("connect", () => socket.write(head));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    // A server may reset the connection right after answering a bad request.
    socket.on("error", (error) => {
      if (chunks.length === 0) reject(error);
    });
    socket.on("close", () => {
      try {
        resolve(parseResponse(Buffer.concat(chunks), request.method));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** The value of a header that must appear once; undefined when absent. */
export function single(response: RawResponse, name: string): string | undefined {
  const values = response.headers.filter(([key]) => key === name).map(([, value]) => value);
  if (values.length > 1) throw new Error(`${name} sent ${values.length} times`);
  return values[0];
}

/** The body with its Content-Encoding undone. */
export function decodedBody(response: RawResponse): Buffer {
  const encoding = single(response, "content-encoding");
  if (encoding === "br") return brotliDecompressSync(response.body);
  if (encoding === "gzip") return gunzipSync(response.body);
  return response.body;
}

/** Runs tasks with at most `limit` in flight, keeping results in order. */
export async function inParallel<T, R>(
  items: T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  });
  await Promise.all(workers);
  return results;
}
