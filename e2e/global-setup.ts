import { existsSync } from "node:fs";
import { join } from "node:path";
import { distDir } from "../server/dist-dir";
import { hostFiles } from "../server/headers-file";
import { ensureChromium } from "../tools/chromium";

/** A fresh machine gets its browser; a missing build is named before any test fails on it. */
export default function globalSetup(): void {
  ensureChromium();
  if (!existsSync(join(distDir, hostFiles.headers))) {
    throw new Error(`${distDir} has no build: run \`npm run build\` first.`);
  }
}
