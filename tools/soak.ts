// `npm run soak`: the soak of e2e/redeploy/soak.spec.ts, repeated, with the figures
// docs/deploy.md gives. A site of its own (in node_modules/.cache) is served by
// `npm start`'s server and by nginx side by side, under a steady mixed load, while it is
// rebuilt with the recommended deploy command (`npm run deploy`; nginx reloaded when the
// build's headers changed).
//   npm run soak                                 3 runs of 2 min with 5 rebuilds each
//   npm run soak -- --runs 1 --servers node --rebuilds 12   one server, more deploys
//   npm run soak -- --server-nice=-5             the Node server at a higher priority (root)
// Options: --runs, --seconds, --rebuilds, --rate (requests/s per server), --servers
// (node,nginx), --build-scripts, --server-nice. Exits 1 if any request failed.
import { parseArgs } from "node:util";
import { Deployment, startNodeServer } from "../e2e/redeploy/support/deployment.ts";
import { describeSoak, soak, type SoakServer } from "../e2e/redeploy/support/soak.ts";
import { startSiteNginx } from "./nginx.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    seconds: { type: "string", default: "120" },
    rebuilds: { type: "string", default: "5" },
    rate: { type: "string", default: "150" },
    servers: { type: "string", default: "node,nginx" },
    "build-scripts": { type: "string", default: "deploy" },
    "server-nice": { type: "string", default: "0" },
  },
});
const kinds = values.servers.split(",");

const deployment = await Deployment.create();
const stops: (() => Promise<unknown>)[] = [];
/** What the Node server printed, to show when something failed. */
let serverOutput = () => "";
let failed = false;
try {
  const first = await deployment.deploy({});
  if (first.code !== 0) throw new Error(first.output);
  const servers: SoakServer[] = [];
  if (kinds.includes("node")) {
    const node = await startNodeServer(deployment.liveDir, Number(values["server-nice"]));
    serverOutput = () =>
      `${node.output().slice(-4000)}${node.child.exitCode === null ? "" : `exited ${node.child.exitCode}`}`;
    stops.push(async () => {
      node.child.kill("SIGTERM");
      await node.exited;
    });
    servers.push({ name: "npm start", origin: node.origin });
  }
  if (kinds.includes("nginx")) {
    const nginx = await startSiteNginx({ root: deployment.liveDir });
    stops.push(() => nginx.stop());
    servers.push({ name: "nginx", origin: nginx.origin, reload: () => nginx.reload() });
  }
  console.info(
    `${values.runs} runs of ${values.seconds} s, ${values.rebuilds} rebuilds each by ` +
      `\`npm run ${values["build-scripts"]}\`, ${values.rate} requests/s per server` +
      (values["server-nice"] === "0" ? "" : `, the Node server at nice ${values["server-nice"]}`),
  );
  for (let run = 1; run <= Number(values.runs); run += 1) {
    const result = await soak({
      deployment,
      servers,
      rebuilds: Number(values.rebuilds),
      minSeconds: Number(values.seconds),
      buildScripts: values["build-scripts"].split(","),
      rate: Number(values.rate),
    });
    for (const line of describeSoak(result)) console.info(`run ${run}, ${line}`);
    for (const { tally } of result.tallies) {
      for (const sample of tally.failureSamples) console.info(`  ${sample}`);
      const bad =
        tally.failures +
        tally.serverErrors.length +
        tally.missingPages.length +
        tally.missingAssets.length +
        tally.unexpected.length;
      if (bad > 0) failed = true;
    }
    if (failed) console.info(`The Node server's output:\n${serverOutput()}`);
  }
} finally {
  for (const stop of stops) await stop();
  await deployment.remove();
}
process.exit(failed ? 1 : 0);
