// `npm run deploy`: the recommended deploy on the machine that serves the site
// (docs/deploy.md#deploys-under-load): the build, then its release (builder/releases.ts).
//   npm run deploy                 build at low priority, release it; `npm start`'s server
//                                  follows the live link (dist-live) without a restart
//   npm run deploy -- --nginx      the same, then reload nginx if the release's headers changed
//   npm run deploy -- --no-build   release the build already in dist/
// The build runs at nice 10: measured, the server's p99 latency under load then stays where
// it is without a build, and the build takes no longer on an otherwise idle machine.
// nginx is reloaded only when it has to read a new include: a reload makes its old workers
// close their idle keep-alive connections at once, and a request sent on one just then fails.
import { execFileSync } from "node:child_process";
import { assetGrace, deployBuild } from "../builder/releases.ts";
import { distDir } from "../server/dist-dir.ts";
import { nginxHeaders } from "./nginx.ts";

const loaded = nginxHeaders();
if (!process.argv.includes("--no-build")) {
  // Below the server, which stays at the default 0; `nice` passes the environment (SITE_URL
  // and the rest) on to the build.
  execFileSync("nice", ["-n", "10", "npm", "run", "build"], { stdio: "inherit" });
}
const release = await deployBuild(distDir);
console.info(
  `${release.liveDir} -> ${release.id}: kept ${release.carried} asset files of ` +
    `${release.kept - 1} earlier releases (the last ${assetGrace.releases} or ` +
    `${assetGrace.days} days), ${release.pruned} old releases pruned`,
);
if (process.argv.includes("--nginx")) {
  if (nginxHeaders() === loaded) {
    console.info("nginx: the headers did not change, no reload needed");
  } else {
    execFileSync("nginx", ["-t"], { stdio: "inherit" });
    execFileSync("nginx", ["-s", "reload"], { stdio: "inherit" });
    console.info("nginx: reloaded for the new headers");
  }
}
