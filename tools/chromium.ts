// The one place that knows which Chromium the checks drive and how: Playwright (the e2e suite
// and screenshots) and Lighthouse (`npm run perf`) all launch it from here.
import { existsSync } from "node:fs";
import { aptInstall } from "./apt.ts";

/** Debian's Chromium unless CHROME_PATH says otherwise; no browser is downloaded. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? "/usr/bin/chromium";
}

/**
 * Headless flags for a locked-down machine: no sandbox as root, and no background calls
 * home that a closed network would refuse.
 */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Makes sure there is a browser: CHROME_PATH if set, else Debian's chromium, installed with
 * apt-get when missing (with the fonts the visual baselines were drawn with).
 */
export function ensureChromium(): void {
  const path = chromiumPath();
  if (existsSync(path)) return;
  if (process.env.CHROME_PATH) throw new Error(`CHROME_PATH=${path} does not exist.`);
  aptInstall(
    ["chromium", "fonts-dejavu-core"],
    "Or point CHROME_PATH at Chromium or Chrome: CHROME_PATH=/usr/bin/google-chrome npm test",
  );
}
