// @ts-check
// The whole Playwright suite against nginx: the build in dist/ (DIST_DIR to change) behind
// its site.conf on a loopback port, as `npm run test:e2e` runs it against `npm start`.
// Arguments go to `playwright test`. Installs nginx with apt-get when missing (as root on
// Debian or Ubuntu).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { startSiteNginx } from "./lib/nginx-server.mjs";

const root = process.env.DIST_DIR ?? "dist";
if (!existsSync(`${root}/_headers`)) {
  console.error(`${root}/_headers is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const nginx = await startSiteNginx({ root });
console.info(`nginx serves ${root}/ at ${nginx.origin} through the site.conf of its _headers`);

/** @type {import("node:child_process").ChildProcess | undefined} */
let current;
// On Ctrl-C or a CI timeout, let Playwright finish its own clean-up, then stop nginx below.
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => current?.kill(signal));
}

/** @param {string[]} args @param {NodeJS.ProcessEnv} env @returns {Promise<number>} */
function run(args, env) {
  return new Promise((resolve) => {
    current = spawn(process.execPath, args, { stdio: "inherit", env });
    current.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let code = 1;
try {
  code = await run(["scripts/ensure-chromium.mjs"], process.env);
  if (code === 0) {
    code = await run(["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], {
      ...process.env,
      BASE_URL: nginx.origin,
    });
  }
} finally {
  await nginx.stop();
}
process.exit(code);
