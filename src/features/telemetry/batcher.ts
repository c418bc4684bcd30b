export interface BatcherOptions<T> {
  /** Records kept while they wait; more are dropped, so a dead collector costs no memory. */
  maxQueue: number;
  /** Records per request. */
  maxBatch: number;
  /**
   * Bytes per request, and for all the requests of one urgent flush together: a page may
   * have at most 64 KB of keepalive request bodies in flight.
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
   * Sends one body; must settle, never reject (see transport.ts). With keepalive the request
   * outlives the page: the urgent flushes, and the first batch, which may be on its way
   * when a visitor leaves.
   */
  send: (body: string, keepalive: boolean) => Promise<void>;
}

export interface Batcher<T> {
  push: (record: T) => void;
  /** Urgent: the page is being hidden or left; send what fits now, with keepalive. */
  flush: (urgent: boolean) => void;
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/**
 * Collects records and sends them in batches: one request at a time while the page is in
 * use, and never a retry, so a slow or failing collector cannot make requests pile up.
 */
export function createBatcher<T>(options: BatcherOptions<T>): Batcher<T> {
  const { maxQueue, maxBatch, maxBytes, delayMs, firstDelayMs, encode, send } = options;
  const queue: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;
  let first = true;
  /** Bytes of keepalive bodies not yet settled: the browser's 64 KB counts them all. */
  let keepaliveBytes = 0;

  function sendBody(body: string, keepalive: boolean): Promise<void> {
    const size = keepalive ? byteLength(body) : 0;
    keepaliveBytes += size;
    return send(body, keepalive).then(() => {
      keepaliveBytes -= size;
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
      let budget = maxBytes - keepaliveBytes;
      for (let body = take(budget); body; body = take(budget)) {
        budget -= byteLength(body);
        first = false;
        void sendBody(body, true);
      }
      schedule();
      return;
    }
    // The request in flight schedules the rest when it settles.
    if (sending) return;
    const body = take(maxBytes);
    if (!body) return;
    sending = true;
    const keepalive = first;
    first = false;
    void sendBody(body, keepalive).then(() => {
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
