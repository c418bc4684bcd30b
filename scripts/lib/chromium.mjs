// @ts-check
import * as chromeLauncher from "chrome-launcher";

/** Debian's Chromium unless CHROME_PATH says otherwise; no browser is downloaded. */
export function chromiumPath() {
  return process.env.CHROME_PATH ?? "/usr/bin/chromium";
}

/**
 * Headless flags for a locked-down machine: no sandbox as root, and no background calls
 * home that a closed network would refuse. The one list for Playwright, Lighthouse, pa11y-ci
 * (handed to .pa11yci.cjs by scripts/pa11y.mjs) and the screenshots.
 */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** A Chromium for Lighthouse, in the headless mode Lighthouse expects. */
export function launchChromeForLighthouse() {
  return chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumArgs, "--disable-dev-shm-usage"],
  });
}
