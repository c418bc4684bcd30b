// The soak: `npm start`'s server and nginx, side by side, under a steady mixed load (pages,
// hashed assets, 404s, HEAD, conditional requests) for 2 minutes while the site is rebuilt
// 5 times with the recommended deploy command (`npm run deploy`; nginx reloaded when the
// build's headers changed).
// Counted by a client that reuses its connections and never retries: not one request may
// fail, get a 5xx, or find a page or an asset missing. `npm run soak` repeats it (3 runs by
// default) for the figures in docs/deploy.md.
import { expect, test } from "@playwright/test";
import { startSiteNginx } from "../../tools/nginx";
import { Deployment, startNodeServer } from "./support/deployment";
import { describeSoak, soak } from "./support/soak";

const seconds = 120;
const rebuilds = 5;

test("npm start's server and nginx lose no request in 2 minutes of load and 5 rebuilds", async () => {
  // 2 minutes of load, then as long as the 5 rebuilds take (about half a minute each).
  test.setTimeout(600_000);
  const deployment = await Deployment.create();
  try {
    const first = await deployment.deploy({});
    expect(first.code, first.output).toBe(0);
    const node = await startNodeServer(deployment.liveDir);
    const nginx = await startSiteNginx({ root: deployment.liveDir });
    try {
      const result = await soak({
        deployment,
        servers: [
          { name: "npm start", origin: node.origin },
          { name: "nginx", origin: nginx.origin, reload: () => nginx.reload() },
        ],
        rebuilds,
        minSeconds: seconds,
        buildScripts: ["deploy"],
      });
      for (const line of describeSoak(result)) console.info(line);

      expect(result.seconds).toBeGreaterThanOrEqual(seconds);
      expect(result.buildSeconds).toHaveLength(rebuilds);
      // Each rebuild added assets (new hashes) and kept the earlier ones, all requested.
      const counts = result.assetCounts;
      for (let round = 1; round < counts.length; round += 1) {
        expect(counts[round], `assets after rebuild ${round}`).toBeGreaterThan(counts[round - 1]!);
      }
      for (const { server, tally } of result.tallies) {
        expect(tally.requests, server).toBeGreaterThan(seconds * 50);
        expect(tally.failures, `${server}: ${tally.failureSamples.join("; ")}`).toBe(0);
        expect(tally, server).toMatchObject({
          serverErrors: [],
          missingPages: [],
          missingAssets: [],
          unexpected: [],
        });
        expect(Object.keys(tally.statuses).sort(), server).toEqual(["200", "304", "404"]);
      }
      expect(node.output()).not.toMatch(/Error|ENOENT/);
    } finally {
      node.child.kill("SIGTERM");
      await nginx.stop();
      expect(await node.exited).toBe(0);
    }
  } finally {
    await deployment.remove();
  }
});
