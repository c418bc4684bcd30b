import { existsSync } from "node:fs";
import { join } from "node:path";
import { distDir } from "../server/dist-dir";
import { hostFiles } from "../server/headers-file";
import { ensureChromium } from "../tools/chromium";
import { ensureNginx } from "../tools/nginx";

/**
 * A fresh machine gets its browser, and nginx for the integration run's projects that serve
 * with it, once, before any worker starts: three workers each installing it at once fought
 * over apt's lock, and their first tests failed. A missing build is named before any test
 * fails on it.
 */
export default function globalSetup(): void {
  ensureChromium();
  if (process.env.E2E_INTEGRATION) ensureNginx();
  if (!existsSync(join(distDir, hostFiles.headers))) {
    throw new Error(`${distDir} has no build: run \`npm run build\` first.`);
  }
}
