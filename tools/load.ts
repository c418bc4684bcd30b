// `npm run load`: autocannon against nginx on loopback (the build in dist/ as
// deploy/nginx/ serves it), 10 s with 50 connections on `/` and on a hashed script, as a browser asks
// for them (brotli accepted). Fails on any error or non-2xx answer.
//   npm run load                  nginx only
//   npm run load -- --node        `npm start`'s server as well, for comparison
// LOAD_DURATION (seconds) and LOAD_CONNECTIONS override the defaults.
import autocannon from "autocannon";
import { distDir as root } from "../server/dist-dir.ts";
import { firstLoad } from "./first-load.ts";
import { type ServerKind, serveBuild } from "./serve-build.ts";

const duration = Number(process.env.LOAD_DURATION ?? 10);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);

// The boot loader's first chunk is the entry script, as the built page lists it.
const entryScript = (await firstLoad(root, "index.html")).js[0];
if (!entryScript) throw new Error(`${root}/index.html loads no hashed script`);
const paths = ["/", entryScript];

interface Figures {
  server: ServerKind;
  path: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  ok: number;
  megabytesPerSecond: number;
}

async function measure(server: ServerKind): Promise<Figures[]> {
  const site = await serveBuild({ root, server });
  const figures: Figures[] = [];
  try {
    for (const path of paths) {
      const result = await autocannon({
        url: `${site.origin}${path}`,
        connections,
        duration,
        headers: { "accept-encoding": "br, gzip" },
      });
      figures.push({
        server,
        path,
        requestsPerSecond: result.requests.average,
        p99: result.latency.p99,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        ok: result["2xx"],
        megabytesPerSecond: result.throughput.average / 1e6,
      });
    }
  } finally {
    await site.close();
  }
  return figures;
}

const all = await measure("nginx");
if (process.argv.includes("--node")) all.push(...(await measure("node")));

console.info(`\n${connections} connections, ${duration} s per target, Accept-Encoding: br, gzip`);
console.info(
  "server     path                                   req/s    p99 ms    MB/s  errors  non-2xx",
);
for (const f of all) {
  console.info(
    `${f.server.padEnd(10)} ${f.path.padEnd(36)} ${f.requestsPerSecond.toFixed(0).padStart(7)}` +
      ` ${String(f.p99).padStart(9)} ${f.megabytesPerSecond.toFixed(1).padStart(7)}` +
      ` ${String(f.errors + f.timeouts).padStart(7)} ${String(f.non2xx).padStart(8)}`,
  );
}
const failed = all.filter((f) => f.errors + f.timeouts + f.non2xx > 0 || f.ok === 0);
if (failed.length > 0) {
  console.error(
    `Errors or non-2xx answers on: ${failed.map((f) => `${f.server} ${f.path}`).join(", ")}`,
  );
  process.exit(1);
}
