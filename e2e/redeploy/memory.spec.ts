// `npm start`'s server keeps no memory per request: its resident set after 100,000 requests
// of the mixed load (pages, assets, 404s, HEAD, conditional requests) is within 10% of
// what it was after the first 10,000, once it has warmed up.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { distDir } from "../../server/dist-dir";
import { startNodeServer } from "./support/deployment";
import { loadTargets } from "./support/load-targets";
import { mixedLoad } from "./support/mixed-load";

/** Resident set size of a process, in MB (Linux). */
function residentMegabytes(pid: number): number {
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kilobytes) / 1024;
}

test("npm start's server: RSS after 100,000 requests within 10% of RSS after 10,000", async () => {
  test.skip(process.platform !== "linux", "reads /proc");
  test.setTimeout(300_000);
  const server = await startNodeServer(distDir);
  const pid = server.child.pid!;
  try {
    const targets = await loadTargets(distDir);
    const samples = new Map<number, number>();
    const stop = new AbortController();
    const tally = await mixedLoad({
      origin: server.origin,
      targets: () => targets,
      // Brisk, on connections that are reused, and leaving room for the tests beside it.
      rate: 2_000,
      streams: 8,
      visitors: 0,
      maxIdleMs: 60_000,
      signal: stop.signal,
      maxRequests: 100_000,
      onRequest: (count) => {
        if (count % 10_000 === 0) samples.set(count, residentMegabytes(pid));
      },
    });
    const at10k = samples.get(10_000)!;
    const at100k = residentMegabytes(pid);
    console.info(
      `RSS by requests answered: ${[...samples].map(([n, mb]) => `${n / 1000}k ${mb.toFixed(1)} MB`).join(", ")}; ` +
        `after all ${tally.requests}: ${at100k.toFixed(1)} MB`,
    );
    expect(tally.failures).toBe(0);
    expect(tally.requests).toBe(100_000);
    expect(Math.abs(at100k - at10k) / at10k).toBeLessThanOrEqual(0.1);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
});
