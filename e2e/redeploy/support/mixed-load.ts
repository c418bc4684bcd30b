// A steady, mixed load as visitors and the proxies in front of a server make it, counted by
// a client that reuses its connections and never retries: Node's http.Agent with
// keep-alive, which sends nothing twice, so a connection the server closed under a request
// is a failed request here (a 502 behind a proxy).
import { setMaxListeners } from "node:events";
import { Agent, type AgentOptions, request } from "node:http";
import type { Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import type { LoadTarget } from "./load-targets";

export interface LoadTally {
  requests: number;
  /** Requests with no answer: connection closed or reset, or no answer within 30 s. */
  failures: number;
  /** The first few failures, as `GET /path: ECONNRESET (reused connection)`. */
  failureSamples: string[];
  serverErrors: string[];
  /** A page that exists answered 404. */
  missingPages: string[];
  missingAssets: string[];
  /** Any other status than the one the target must get. */
  unexpected: string[];
  statuses: Record<string, number>;
  /** From sending to the last byte of the answer. */
  latencyMs: Latency;
  /** The same, by what else ran on the machine when each request was sent (`phase`). */
  latencyByPhaseMs: Record<string, Latency>;
}

export interface Latency {
  p50: number;
  p99: number;
  max: number;
}

export interface LoadOptions {
  origin: string;
  /** Read anew for each request: it grows as builds switch. */
  targets: () => LoadTarget[];
  /** Requests per second in all, spread over `streams` connections used back to back. */
  rate: number;
  streams: number;
  /** Visitors who ask for a few things, then idle for up to `maxIdleMs` on their connection. */
  visitors: number;
  /** How long a client keeps an idle connection: a proxy's or balancer's 60 s. */
  maxIdleMs: number;
  signal: AbortSignal;
  /** Stop after this many requests (a bound, or the memory proof's exact count). */
  maxRequests?: number;
  /** What else runs on the machine now ("idle", a build...): latency is told apart by it. */
  phase?: () => string;
  /** Called as each answer has arrived in full, with its request's number. */
  onRequest?: (count: number) => void;
}

const answerTimeoutMs = 30_000;

/**
 * Keeps an idle connection for its own `timeout` and no less, as proxies and load balancers
 * do: they ignore the `Keep-Alive: timeout=` a server announces, which Node's Agent would
 * otherwise honour (closing a second early), hiding a server that closes too soon.
 */
class ProxyLikeAgent extends Agent {
  private readonly idleMs: number;
  constructor(options: AgentOptions & { timeout: number }) {
    super(options);
    this.idleMs = options.timeout;
  }
  override keepSocketAlive(socket: Socket): boolean {
    socket.setKeepAlive(true, 1000);
    socket.unref();
    socket.setTimeout(this.idleMs);
    return true;
  }
}

const encodings = ["br, gzip", "gzip", ""];

type Variant = { method: "GET" | "HEAD"; conditional: boolean; encoding: string };

/** Each request varies method, conditional and encoding, by its number, so all mix evenly. */
function variantOf(n: number): Variant {
  return {
    method: n % 5 === 4 ? "HEAD" : "GET",
    conditional: n % 3 === 1,
    encoding: encodings[n % encodings.length]!,
  };
}

function summarise(latencies: number[]): Latency {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return {
    p50: Math.round(at(0.5)),
    p99: Math.round(at(0.99)),
    max: Math.round(sorted.at(-1) ?? 0),
  };
}

export async function mixedLoad(options: LoadOptions): Promise<LoadTally> {
  const { origin, targets, rate, streams, visitors, maxIdleMs, signal } = options;
  const maxRequests = options.maxRequests ?? Number.POSITIVE_INFINITY;
  const tally: LoadTally = {
    requests: 0,
    failures: 0,
    failureSamples: [],
    serverErrors: [],
    missingPages: [],
    missingAssets: [],
    unexpected: [],
    statuses: {},
    latencyMs: summarise([]),
    latencyByPhaseMs: {},
  };
  const latencies: number[] = [];
  const byPhase = new Map<string, number[]>();
  const etags = new Map<string, string>();
  const agents: Agent[] = [];
  const newAgent = (maxSockets: number) => {
    const agent = new ProxyLikeAgent({ keepAlive: true, maxSockets, timeout: maxIdleMs });
    agents.push(agent);
    return agent;
  };
  const done = () => signal.aborted || tally.requests >= maxRequests;
  // Every client's pause listens to the signal, which several loads may share.
  setMaxListeners(0, signal);

  function send(agent: Agent, target: LoadTarget, variant: Variant): Promise<void> {
    tally.requests += 1;
    const count = tally.requests;
    const headers: Record<string, string> = {};
    if (variant.encoding) headers["accept-encoding"] = variant.encoding;
    const etag = etags.get(target.path);
    if (variant.conditional && etag) headers["if-none-match"] = etag;
    const started = performance.now();
    const phase = options.phase?.() ?? "";
    return new Promise<void>((resolve) => {
      let settled = false;
      const fail = (reason: string, reused: boolean) => {
        if (settled) return;
        settled = true;
        tally.failures += 1;
        const what = `${variant.method} ${target.path}: ${reason}`;
        if (tally.failureSamples.length < 20) {
          tally.failureSamples.push(`${what}${reused ? " (reused connection)" : ""}`);
        }
        resolve();
      };
      const req = request(`${origin}${target.path}`, { agent, method: variant.method, headers });
      req.setTimeout(answerTimeoutMs, () => req.destroy(new Error("no answer within 30 s")));
      req.on("error", (error: Error & { code?: string }) =>
        fail(error.code ?? error.message, req.reusedSocket),
      );
      req.on("response", (res) => {
        res.on("error", (error: Error & { code?: string }) =>
          fail(error.code ?? error.message, req.reusedSocket),
        );
        res.on("data", () => {});
        res.on("end", () => {
          if (!res.complete) return fail("answer cut short", req.reusedSocket);
          if (settled) return;
          settled = true;
          const latency = performance.now() - started;
          latencies.push(latency);
          if (!byPhase.has(phase)) byPhase.set(phase, []);
          byPhase.get(phase)!.push(latency);
          const status = res.statusCode ?? 0;
          tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
          if (typeof res.headers.etag === "string") etags.set(target.path, res.headers.etag);
          const what = `${status} ${variant.method} ${target.path}`;
          const expected = status === target.status || (status === 304 && variant.conditional);
          if (status >= 500) tally.serverErrors.push(what);
          else if (!expected) {
            const missing = {
              page: tally.missingPages,
              asset: tally.missingAssets,
              unknown: undefined,
            };
            ((status === 404 && missing[target.kind]) || tally.unexpected).push(what);
          }
          options.onRequest?.(count);
          resolve();
        });
      });
      req.end();
    });
  }

  const pick = (n: number) => {
    const list = targets();
    return list[n % list.length]!;
  };

  async function stream(index: number) {
    const agent = newAgent(1);
    const interval = (streams * 1000) / rate;
    let next = performance.now();
    for (let n = index; !done(); n += streams) {
      await send(agent, pick(n), variantOf(n));
      next += interval;
      const wait = next - performance.now();
      // Behind schedule (a busy machine): go on at once rather than send a burst.
      if (wait > 0) await sleep(wait, undefined, { signal }).catch(() => {});
      else next = performance.now();
    }
  }

  async function visitor(index: number) {
    const agent = newAgent(2);
    let n = index * 7919;
    while (!done()) {
      const burst = 2 + (n % 5);
      for (let i = 0; i < burst && !done(); i += 1, n += 1) {
        await send(agent, pick(n), variantOf(n));
      }
      // Idle times over the whole range a proxy may keep a connection unused.
      await sleep(Math.random() * maxIdleMs, undefined, { signal }).catch(() => {});
    }
  }

  await Promise.all([
    ...Array.from({ length: streams }, (_, i) => stream(i)),
    ...Array.from({ length: visitors }, (_, i) => visitor(i)),
  ]);
  for (const agent of agents) agent.destroy();
  tally.latencyMs = summarise(latencies);
  for (const [phase, values] of byPhase) tally.latencyByPhaseMs[phase] = summarise(values);
  return tally;
}
