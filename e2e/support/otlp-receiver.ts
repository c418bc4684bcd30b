import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createLogsRequestChecker } from "../../tools/otlp/otlp-check";
import { protoSources } from "../../tools/otlp/proto-sources";

/**
 * How long browsers may reuse the answer to a preflight, in seconds: the `max_age` of the
 * collector configuration in docs/observability.md (Chromium keeps it 2 hours at most).
 */
export const preflightMaxAge = 7200;

/** How the stand-in collector treats the next requests. */
export type CollectorMode = "ok" | "fail" | "hang" | "refuse";

export interface ReceivedExport {
  contentType: string | undefined;
  origin: string | undefined;
  body: string;
  /** performance.now() of the test's process when the export arrived. */
  receivedAt: number;
}

/** One log record as the collector decoded it, attributes flattened to plain values. */
export interface ReceivedRecord {
  eventName: string;
  severityNumber: number;
  timeUnixNano: string;
  attributes: Record<string, unknown>;
  resource: Record<string, unknown>;
}

export interface OtlpReceiver {
  /** The base URL the site is built with (OTEL_EXPORTER_OTLP_ENDPOINT). */
  baseUrl: string;
  origin: string;
  /** The only origin answered with CORS headers; set once the site is served. */
  allowedOrigin: string;
  exports: ReceivedExport[];
  preflights: number;
  mode: CollectorMode;
  /** Every record received since the last reset, each body checked against the protos. */
  records(): ReceivedRecord[];
  setMode(mode: CollectorMode): Promise<void>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Throws unless the body is a valid ExportLogsServiceRequest (see otlp-check.ts). */
export const checkLogsRequest = createLogsRequestChecker(protoSources);

type KeyValues = { key: string; value: Record<string, unknown> }[] | undefined;

/** AnyValue to a plain value: strings, numbers (int64 as number), booleans, arrays. */
function plain(value: Record<string, unknown>): unknown {
  if ("intValue" in value) return Number(value.intValue);
  if ("arrayValue" in value) {
    const values = (value.arrayValue as { values?: Record<string, unknown>[] }).values ?? [];
    return values.map(plain);
  }
  return Object.values(value)[0];
}

function attributesOf(list: KeyValues): Record<string, unknown> {
  return Object.fromEntries((list ?? []).map(({ key, value }) => [key, plain(value)]));
}

/**
 * A stand-in OpenTelemetry Collector (otlp receiver, HTTP, with CORS) on loopback: it
 * answers preflights for the allowed origin, records each export, and answers 200, 500,
 * never, or not at all (the port refuses connections).
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const cors: Record<string, string> =
        req.headers.origin === receiver.allowedOrigin
          ? { "Access-Control-Allow-Origin": receiver.allowedOrigin, Vary: "Origin" }
          : {};
      if (req.method === "OPTIONS") {
        receiver.preflights += 1;
        res.writeHead(204, {
          ...cors,
          "Access-Control-Allow-Methods": "POST",
          "Access-Control-Allow-Headers": "Content-Type",
          "Access-Control-Max-Age": String(preflightMaxAge),
        });
        res.end();
        return;
      }
      if (req.method !== "POST" || req.url !== "/v1/logs") {
        res.writeHead(404, cors).end();
        return;
      }
      receiver.exports.push({
        contentType: req.headers["content-type"],
        origin: req.headers.origin,
        body: Buffer.concat(chunks).toString("utf8"),
        receivedAt: performance.now(),
      });
      const json = { ...cors, "Content-Type": "application/json" };
      if (receiver.mode === "hang") hanging.add(res);
      else if (receiver.mode === "fail") res.writeHead(500, json).end('{"code":13}');
      else res.writeHead(200, json).end("{}");
    });
  });

  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const stop = async () => {
    for (const res of hanging) res.destroy();
    hanging.clear();
    server.closeAllConnections();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  await listen(0);
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  const receiver: OtlpReceiver = {
    baseUrl: origin,
    origin,
    allowedOrigin: "",
    exports: [],
    preflights: 0,
    mode: "ok",
    records() {
      return receiver.exports.flatMap(({ body }) => {
        const request = checkLogsRequest(body) as {
          resourceLogs: {
            resource?: { attributes?: KeyValues };
            scopeLogs: {
              logRecords: (Omit<ReceivedRecord, "attributes" | "resource"> & {
                attributes?: KeyValues;
              })[];
            }[];
          }[];
        };
        return request.resourceLogs.flatMap(({ resource, scopeLogs }) =>
          scopeLogs.flatMap(({ logRecords }) =>
            logRecords.map((record) => ({
              ...record,
              attributes: attributesOf(record.attributes),
              resource: attributesOf(resource?.attributes),
            })),
          ),
        );
      });
    },
    async setMode(mode) {
      // Refusing means nothing listens on the port; anything else needs it open again.
      if (mode === "refuse") await stop();
      else if (!server.listening) await listen(port);
      receiver.mode = mode;
    },
    async reset() {
      await stop();
      await listen(port);
      receiver.mode = "ok";
      receiver.exports = [];
      receiver.preflights = 0;
    },
    close: stop,
  };
  return receiver;
}
