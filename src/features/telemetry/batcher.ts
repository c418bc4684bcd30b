export interface BatcherOptions<T> {
  /** Records kept while they wait; more are dropped, so a dead collector costs no memory. */
  maxQueue: number;
  /** Records per request. */
  maxBatch: number;
  /**
   * Bytes of request bodies in flight at once, all requests together: every request is a
   * keepalive one, and a page may have at most 64 KB of those in flight.
   */
  maxBytes: number;
  /** How long the first record of a batch waits for others. */
  delayMs: number;
  /**
   * The same for the page's first batch (the page view): short, so that a visitor who
   * leaves at once is still counted, and the collector's answer to the CORS preflight is
   * cached before the page is left (the flush on leaving then needs none).
   */
  firstDelayMs: number;
  encode: (records: T[]) => string;
  /**
   * Sends one body as a keepalive request, which outlives the page: a batch on its way when
   * the visitor leaves still arrives. Must settle, never reject (see transport.ts).
   */
  send: (body: string) => Promise<void>;
}

export interface Batcher<T> {
  push: (record: T) => void;
  /** Urgent: the page is being hidden or left; send all that fits now. */
  flush: (urgent: boolean) => void;
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/**
 * Collects records and sends them in batches: one request at a time while the page is in
 * use, and never a retry, so a slow or failing collector cannot make requests pile up.
 * A record leaves the queue as it is sent: none is sent twice.
 */
export function createBatcher<T>(options: BatcherOptions<T>): Batcher<T> {
  const { maxQueue, maxBatch, maxBytes, delayMs, firstDelayMs, encode, send } = options;
  const queue: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;
  let first = true;
  /** Bytes of bodies not yet settled: the browser's 64 KB counts them all. */
  let inFlight = 0;

  function sendBody(body: string): Promise<void> {
    const size = byteLength(body);
    inFlight += size;
    first = false;
    return send(body).then(() => {
      inFlight -= size;
    });
  }

  /** The largest batch from the front of the queue whose body fits `limit` bytes. */
  function take(limit: number): string | null {
    let count = Math.min(queue.length, maxBatch);
    while (count > 0) {
      const body = encode(queue.slice(0, count));
      const size = byteLength(body);
      if (size <= limit) {
        queue.splice(0, count);
        return body;
      }
      if (count > 1) count = Math.ceil(count / 2);
      // A record too large for any request is dropped; one that fits later waits.
      else if (size > maxBytes) queue.shift();
      else return null;
    }
    return null;
  }

  function schedule() {
    const delay = first ? firstDelayMs : delayMs;
    timer ??= queue.length > 0 ? setTimeout(() => flush(false), delay) : undefined;
  }

  function flush(urgent: boolean) {
    clearTimeout(timer);
    timer = undefined;
    if (urgent) {
      for (let body = take(maxBytes - inFlight); body; body = take(maxBytes - inFlight)) {
        void sendBody(body);
      }
      schedule();
      return;
    }
    // The request in flight schedules the rest when it settles.
    if (sending) return;
    const body = take(maxBytes - inFlight);
    if (!body) return;
    sending = true;
    void sendBody(body).then(() => {
      sending = false;
      schedule();
    });
  }

  return {
    push(record) {
      if (queue.length >= maxQueue) return;
      queue.push(record);
      if (queue.length >= maxBatch) flush(false);
      else schedule();
    },
    flush,
  };
}
