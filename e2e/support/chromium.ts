import { existsSync } from "node:fs";

/** Debian's Chromium unless CHROME_PATH says otherwise; Playwright's own download is not used. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? "/usr/bin/chromium";
}

export function hasChromium(): boolean {
  return existsSync(chromiumPath());
}

// Headless flags for a locked-down machine: no sandbox as root, and no background calls
// home that a closed network would refuse.
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
