// A soak: servers under a steady mixed load for minutes while the site is rebuilt and
// switched several times, the way a site that deploys many times a day lives. Used by
// e2e/redeploy/soak.spec.ts (once, in `npm run test:integration`) and by `npm run soak`
// (repeated runs and the priority comparison whose figures docs/deploy.md gives).
import { setTimeout as sleep } from "node:timers/promises";
import { nginxHeaders } from "../../../tools/nginx";
import type { Deployment } from "./deployment";
import { loadTargets, type LoadTarget } from "./load-targets";
import { type Latency, type LoadTally, mixedLoad } from "./mixed-load";

export interface SoakServer {
  name: string;
  origin: string;
  /**
   * For a server that reads the build's headers only when it loads its configuration
   * (nginx): called after a rebuild that changed them, as `npm run deploy -- --nginx` does.
   */
  reload?: () => void;
}

export interface SoakOptions {
  deployment: Deployment;
  servers: SoakServer[];
  rebuilds: number;
  /** The load runs at least this long, and until the last rebuild has switched. */
  minSeconds: number;
  /**
   * The npm script each rebuild runs: `deploy` (the recommended command) or `build`; with
   * several, the rebuilds take turns, to compare them under the same background load.
   */
  buildScripts: string[];
  /** Requests per second for each server. */
  rate?: number;
}

export interface SoakResult {
  seconds: number;
  buildSeconds: number[];
  /** Hashed assets served before the first rebuild and after each. */
  assetCounts: number[];
  /** Rebuilds that changed the nginx include, so that nginx was reloaded. */
  headerChanges: number;
  tallies: { server: string; tally: LoadTally }[];
}

let generation = 0;

/** A build whose hashes differ from the last one's: the brand name is in the bundle. */
async function rebuild(deployment: Deployment, script: string): Promise<number> {
  generation += 1;
  const started = performance.now();
  const result = await deployment.deploy(
    { SITE_NAME: `Soak ${process.pid} ${generation}` },
    script,
  );
  if (result.code !== 0) throw new Error(`rebuild ${generation} failed:\n${result.output}`);
  return (performance.now() - started) / 1000;
}

export async function soak(options: SoakOptions): Promise<SoakResult> {
  const { deployment, servers, rebuilds, minSeconds, buildScripts, rate = 150 } = options;
  let targets: LoadTarget[] = await loadTargets(deployment.liveDir);
  const stop = new AbortController();
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  let phase = "idle";
  const loads = servers.map((server) =>
    mixedLoad({
      origin: server.origin,
      targets: () => targets,
      rate,
      streams: 4,
      visitors: 12,
      maxIdleMs: 60_000,
      signal: stop.signal,
      phase: () => phase,
    }).then((tally) => ({ server: server.name, tally })),
  );

  const buildSeconds: number[] = [];
  const assets = () => targets.filter((target) => target.kind === "asset").length;
  const assetCounts = [assets()];
  let headerChanges = 0;
  try {
    // Rebuilds spread over the run, a little after it starts and well before it ends.
    const spacing = (minSeconds - 15) / rebuilds;
    for (let round = 0; round < rebuilds; round += 1) {
      const wait = 5 + round * spacing - elapsed();
      if (wait > 0) await sleep(wait * 1000);
      const script = buildScripts[round % buildScripts.length]!;
      const loaded = nginxHeaders(deployment.liveDir);
      phase = `npm run ${script}`;
      buildSeconds.push(await rebuild(deployment, script).finally(() => (phase = "idle")));
      if (nginxHeaders(deployment.liveDir) !== loaded) {
        headerChanges += 1;
        for (const server of servers) server.reload?.();
      }
      targets = await loadTargets(deployment.liveDir);
      assetCounts.push(assets());
    }
    const rest = minSeconds - elapsed();
    if (rest > 0) await sleep(rest * 1000);
  } finally {
    stop.abort();
  }
  const tallies = await Promise.all(loads);
  return { seconds: Math.round(elapsed()), buildSeconds, assetCounts, headerChanges, tallies };
}

const latency = ({ p50, p99, max }: Latency) => `${p50}/${p99}/${max} ms`;
const phases = (tally: LoadTally) =>
  Object.entries(tally.latencyByPhaseMs)
    .map(([phase, values]) => `${phase} ${latency(values)}`)
    .join(", ");

/** One line per server, as docs/deploy.md shows the figures. */
export function describeSoak(result: SoakResult): string[] {
  const builds = result.buildSeconds.map((s) => s.toFixed(0)).join(", ");
  return result.tallies.map(
    ({ server, tally }) =>
      `${server}: ${tally.requests} requests in ${result.seconds} s with ` +
      `${result.buildSeconds.length} rebuilds (${builds} s, ${result.headerChanges} changed ` +
      `the headers): ${tally.failures} failed, ` +
      `${tally.serverErrors.length} 5xx, ${tally.missingPages.length} pages 404, ` +
      `${tally.missingAssets.length} assets 404, ${tally.unexpected.length} unexpected; ` +
      `latency p50/p99/max ${latency(tally.latencyMs)} (${phases(tally)}); ` +
      `statuses ${JSON.stringify(tally.statuses)}`,
  );
}
