// How long `npm start`'s server keeps a connection it is not answering on. The server sits
// behind proxies and load balancers that keep their upstream connections open for reuse
// (AWS ALB 60 s, nginx's upstream keepalive_timeout 60 s): whoever closes an idle
// connection first races a request the other side may be sending on it, and that request
// fails (a 502 behind a proxy, `other side closed` for a client). So the server is never
// the first to close: its idle timeout is longer than theirs. docs/deploy.md has the
// numbers, the reasons and how they are proven (e2e/redeploy/idle-clients.spec.ts).

/** Options of `http.createServer`, and the one timeout that is a property only. */
export interface ServerTimeouts {
  /** Idle time allowed between requests; announced as `Keep-Alive: timeout=<s>`. */
  keepAliveTimeout: number;
  /** Time allowed for a request's head, counted from its first byte or from connecting. */
  headersTimeout: number;
  /** Time allowed for a whole request; the site takes no bodies, so the same. */
  requestTimeout: number;
  /** How often the two above are enforced (Node's default is every 30 s). */
  connectionsCheckingInterval: number;
  /** A connection on which nothing moves for this long is closed (`server.timeout`). */
  socketTimeout: number;
}

/** Above the 60 s of AWS ALB and of nginx as a proxy, the usual proxies in front. */
export const defaultKeepAliveSeconds = 65;
/** Node 20 keeps an idle connection this much longer than it announces (_http_server.js). */
export const nodeKeepAliveBuffer = 1_000;
const maxKeepAliveSeconds = 3_600;

/**
 * The timeouts for a keep-alive timeout in seconds. A load balancer may open connections
 * ahead of need and send the first request on one much later, so the head's timeout, which
 * counts from the connection for a first request, outlasts the keep-alive timeout too.
 */
export function timeoutsFor(keepAliveSeconds: number): ServerTimeouts {
  const keepAliveTimeout = keepAliveSeconds * 1_000;
  const headersTimeout = keepAliveTimeout + nodeKeepAliveBuffer;
  return {
    keepAliveTimeout,
    headersTimeout,
    requestTimeout: headersTimeout,
    connectionsCheckingInterval: 1_000,
    // A reader that takes nothing for minutes has gone; a slow one still takes bytes. It
    // also runs on a connection that has sent nothing yet, so it outlasts the head's.
    socketTimeout: 2 * headersTimeout,
  };
}

/**
 * The timeouts from `KEEP_ALIVE_TIMEOUT` (whole seconds, default 65). Behind a load
 * balancer whose idle timeout is longer (Google Cloud's is 600 s), set it above that one.
 */
export function serverTimeouts(env: Record<string, string | undefined> = {}): ServerTimeouts {
  const raw = env.KEEP_ALIVE_TIMEOUT?.trim();
  if (!raw) return timeoutsFor(defaultKeepAliveSeconds);
  const seconds = Number(raw);
  if (!/^\d+$/.test(raw) || seconds < 1 || seconds > maxKeepAliveSeconds) {
    throw new Error(
      `KEEP_ALIVE_TIMEOUT must be whole seconds from 1 to ${maxKeepAliveSeconds} ` +
        `(above your load balancer's idle timeout), not "${raw}"`,
    );
  }
  return timeoutsFor(seconds);
}
