// The one place that knows which Chromium the checks drive and how: Playwright (the e2e suite
// and screenshots) and Lighthouse (`npm run perf`) all launch it from here.
import { existsSync } from "node:fs";
import { aptInstall } from "./apt.ts";

/** Debian's Chromium unless CHROME_PATH says otherwise; no browser is downloaded. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? "/usr/bin/chromium";
}

/**
 * The browser the test suites drive: Debian's build of Chromium's headless shell (the same
 * Blink, without the full browser's UI and compositor), as Playwright itself drives headless
 * tests. The same journeys took a third less CPU than with the full browser
 * (docs/decisions/0019-tests-fit-two-cores.md). Measuring tools keep the full browser.
 */
export function testBrowserPath(): string {
  return process.env.CHROME_PATH ?? headlessShell;
}

const headlessShell = "/usr/bin/chromium-headless-shell";

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
 * The fonts the visual baselines and the font proofs were drawn with, by a file each
 * package installs: DejaVu (the system default), Liberation Sans (Arial's metric twin,
 * under the brand face's fallback) and Noto Sans CJK (Japanese: without it, boxes).
 */
const fonts: Record<string, string> = {
  "fonts-dejavu-core": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  "fonts-liberation": "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
  "fonts-noto-cjk": "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
};

/**
 * Makes sure there are browsers: CHROME_PATH if set, else Debian's chromium and its headless
 * shell, installed with apt-get when missing, with the fonts above (on Debian, where the baselines were drawn).
 */
export function ensureChromium(): void {
  const path = chromiumPath();
  const browserMissing = !existsSync(path);
  if (browserMissing && process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH=${path} does not exist.`);
  }
  const shellMissing = !process.env.CHROME_PATH && !existsSync(headlessShell);
  const missing = [
    ...(browserMissing ? ["chromium"] : []),
    ...(shellMissing ? ["chromium-headless-shell"] : []),
    ...(existsSync("/usr/bin/apt-get")
      ? Object.entries(fonts)
          .filter(([, file]) => !existsSync(file))
          .map(([name]) => name)
      : []),
  ];
  if (missing.length === 0) return;
  if (!browserMissing && !shellMissing && process.getuid?.() !== 0) {
    // The browser runs; only pixels would differ from the baselines. Say so, do not stop.
    console.warn(
      `Fonts missing (visual baselines may differ): apt-get install ${missing.join(" ")}`,
    );
    return;
  }
  aptInstall(
    missing,
    "Or point CHROME_PATH at Chromium or Chrome: CHROME_PATH=/usr/bin/google-chrome npm test",
  );
}
