/** A collector that has not answered by then is treated as down: the request is dropped. */
export const sendTimeoutMs = 10_000;

/**
 * POSTs OTLP/HTTP JSON bodies to the collector. JSON to another origin is a CORS request
 * with a preflight, so the collector must allow the site's origin (docs/observability.md).
 * The returned function never rejects and never retries: a collector that is down, slow,
 * refuses the connection or answers 500 loses that batch, and the page notices nothing.
 */
export function createTransport(endpoint: string) {
  return async (body: string): Promise<void> => {
    try {
      await fetch(endpoint, {
        method: "POST",
        body,
        headers: { "Content-Type": "application/json" },
        // Survives the page being closed or left, so a batch on its way still arrives; the
        // browser caps such bodies at 64 KB in flight (the batcher keeps to 60 KB).
        keepalive: true,
        credentials: "omit",
        referrerPolicy: "no-referrer",
        priority: "low",
        signal: AbortSignal.timeout(sendTimeoutMs),
      });
    } catch {
      // Network failure, timeout or a refused keepalive quota: this batch is lost.
    }
  };
}
