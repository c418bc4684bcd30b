import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBatcher, type BatcherOptions } from "./batcher";

function setup(overrides: Partial<BatcherOptions<number>> = {}) {
  /** The records of each request, in the order they were sent. */
  const sent: number[][] = [];
  const pending: (() => void)[] = [];
  const batcher = createBatcher<number>({
    maxQueue: 10,
    maxBatch: 4,
    maxBytes: 1000,
    delayMs: 1000,
    firstDelayMs: 100,
    encode: (records) => JSON.stringify(records),
    send: (body) => {
      sent.push((JSON.parse(body) as (number | string)[]).map((record) => parseInt(`${record}`)));
      return new Promise<void>((resolve) => pending.push(resolve));
    },
    ...overrides,
  });
  /** Lets the oldest request in flight settle. */
  const settle = async () => {
    pending.shift()?.();
    await Promise.resolve();
  };
  return { batcher, sent, settle };
}

/** About 100 bytes per record once encoded. */
const padded = (records: number[]) =>
  JSON.stringify(records.map((record) => `${record}`.padEnd(96, ".")));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createBatcher", () => {
  it("sends the first batch early, so a visitor who leaves at once counts", async () => {
    const { batcher, sent, settle } = setup();
    batcher.push(1);
    batcher.push(2);
    vi.advanceTimersByTime(99);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([[1, 2]]);
    await settle();
    // Later batches wait for more records.
    batcher.push(3);
    batcher.push(4);
    vi.advanceTimersByTime(999);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent[1]).toEqual([3, 4]);
  });

  it("sends a full batch at once, and keeps one request in flight at a time", async () => {
    const { batcher, sent, settle } = setup();
    for (let record = 1; record <= 9; record++) batcher.push(record);
    expect(sent).toEqual([[1, 2, 3, 4]]);
    vi.advanceTimersByTime(5000);
    expect(sent, "nothing more while the first request hangs").toHaveLength(1);
    await settle();
    vi.advanceTimersByTime(1000);
    expect(sent[1]).toEqual([5, 6, 7, 8]);
    await settle();
    vi.advanceTimersByTime(1000);
    expect(sent[2]).toEqual([9]);
  });

  it("drops records beyond the queue's bound instead of growing", async () => {
    const { batcher, sent, settle } = setup();
    for (let record = 1; record <= 30; record++) batcher.push(record);
    // 4 in flight, 10 queued: the other 16 are gone, and none is ever sent twice.
    for (let round = 0; round < 5; round++) {
      await settle();
      vi.advanceTimersByTime(1000);
    }
    expect(sent.flat()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it("flushes everything at once when urgent, even with a request in flight", () => {
    const { batcher, sent } = setup();
    for (let record = 1; record <= 9; record++) batcher.push(record);
    batcher.flush(true);
    expect(sent).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(3);
  });

  it("never sends a record twice, however often the page is hidden and left", async () => {
    const { batcher, sent, settle } = setup();
    batcher.push(1);
    vi.advanceTimersByTime(100);
    batcher.push(2);
    // visibilitychange, then pagehide, while the first batch is still on its way.
    batcher.flush(true);
    batcher.flush(true);
    await settle();
    batcher.flush(true);
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([[1], [2]]);
  });

  it("keeps the bodies in flight, all requests together, within the byte limit", async () => {
    const { batcher, sent, settle } = setup({
      maxQueue: 100,
      maxBatch: 100,
      maxBytes: 450,
      encode: padded,
    });
    for (let record = 1; record <= 3; record++) batcher.push(record);
    vi.advanceTimersByTime(100);
    for (let record = 4; record <= 10; record++) batcher.push(record);
    batcher.flush(true);
    // About 300 bytes on their way leave room for one more record.
    expect(sent).toEqual([[1, 2, 3], [4]]);
    // The first batch has settled, [4] has not: three more fit.
    await settle();
    batcher.flush(true);
    expect(sent.at(-1)).toEqual([5, 6, 7]);
    await settle();
    await settle();
    vi.advanceTimersByTime(1000);
    expect(sent.flat(), "what did not fit is sent once the page goes on").toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it("drops a record too large for any request", () => {
    const { batcher, sent } = setup({ maxBytes: 16 });
    batcher.push(1234567890123456);
    batcher.push(1);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([[1]]);
  });
});
