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
  encode: (records: T[]) => string;
  /** Sends one body; must settle, never reject (see transport.ts). */
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
  const { maxQueue, maxBatch, maxBytes, delayMs, encode, send } = options;
  const queue: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;

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
    timer ??= queue.length > 0 ? setTimeout(() => flush(false), delayMs) : undefined;
  }

  function flush(urgent: boolean) {
    clearTimeout(timer);
    timer = undefined;
    if (urgent) {
      let budget = maxBytes;
      for (let body = take(budget); body; body = take(budget)) {
        budget -= byteLength(body);
        void send(body, true);
      }
      schedule();
      return;
    }
    // The request in flight schedules the rest when it settles.
    if (sending) return;
    const body = take(maxBytes);
    if (!body) return;
    sending = true;
    void send(body, false).then(() => {
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
