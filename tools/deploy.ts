// `npm run deploy`: the recommended deploy on the machine that serves the site
// (docs/deploy.md#redeploys-no-visitor-notices): the build, then its release (builder/releases.ts).
//   npm run deploy                 build at low priority, release it; `npm start`'s server
//                                  follows the live link (dist-live) without a restart
//   npm run deploy -- --nginx      the same, then reload nginx if the release's headers changed
//   npm run deploy -- --no-build   release the build already in dist/
// The build runs at nice 10 so the server answers as fast during it, and nginx is reloaded
// only for a new include, since a reload resets requests on idle connections (decision 0015).
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
