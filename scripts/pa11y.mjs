// @ts-check
// Part of `npm run test:a11y`: pa11y-ci (.pa11yci.cjs: axe-core and HTML_CodeSniffer, WCAG 2 AA)
// against the production build, served from dist/ on a free loopback port exactly as
// `npm start` serves it. Run `npm run build` first. Arguments go to pa11y-ci.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { createApp } from "../server/app.mjs";
import { chromiumArgs, chromiumPath } from "./lib/chromium.mjs";

const root = new URL("../dist", import.meta.url).pathname;
if (!existsSync(`${root}/index.html`)) {
  console.error("dist/ is missing: run `npm run build` first.");
  process.exit(1);
}

const server = createServer(createApp({ root }));
await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
process.stderr.write(`pa11y-ci against dist/ served at ${base}\n`);

const bin = createRequire(import.meta.url).resolve("pa11y-ci/bin/pa11y-ci.js");
/** @type {number} */
const code = await new Promise((resolve) => {
  const child = spawn(
    process.execPath,
    [bin, "--config", ".pa11yci.cjs", ...process.argv.slice(2)],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        PA11Y_BASE_URL: base,
        PA11Y_CHROME: JSON.stringify({ executablePath: chromiumPath(), args: chromiumArgs }),
      },
    },
  );
  child.once("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
server.close();
process.exit(code);
