// The real-load lab: each gated page loaded in Chromium on the phone profile with the
// network and the CPU really throttled through the DevTools protocol (not simulated, as
// Lighthouse's default is), in a fresh context each run (no cache, a new connection), and
// the medians of what a visitor meets: the first contentful and the largest paint, the end
// of hydration, the longest task until then, and how long a tap at the first paint waits
// for the main thread. `npm run perf` prints it beside Lighthouse; alone:
//   npx tsx tools/real-load.ts [-- --no-build]   LAB_RUNS=10 per page, PERF_PAGES="/ /ja/"
import { execFileSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { chromium, type Browser, type CDPSession, type Page } from "@playwright/test";
import { builtPages } from "../builder/pages.ts";
import { chromiumArgs, chromiumPath } from "./chromium.ts";
import { serveBuild } from "./serve-build.ts";

/** Lighthouse's mobile profile, applied for real: 150 ms round trips, 1.6 Mbps down, 4x CPU. */
export const phoneProfile = {
  viewport: { width: 390, height: 844 },
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/** One load's figures, ms from navigation start (the tap's delay, ms from the tap). */
export interface RealLoad {
  fcp: number;
  lcp: number;
  hydrated: number;
  longestTask: number;
  /** From the tap to its first event handler: only in a tapped run. */
  tapDelay?: number;
}

/** What the page records, from before its own scripts run. */
function recorder() {
  const lab: Partial<RealLoad> & { longestTask: number } = { longestTask: 0 };
  (window as unknown as { lab: typeof lab }).lab = lab;
  const observe = (type: string, each: (entry: PerformanceEntry) => void) =>
    new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({
      type,
      buffered: true,
    });
  observe("paint", (entry) => {
    if (entry.name === "first-contentful-paint") lab.fcp = entry.startTime;
  });
  observe("largest-contentful-paint", (entry) => (lab.lcp = entry.startTime));
  observe("longtask", (entry) => {
    // Tasks until hydration has ended: what stands between the visitor and a working page.
    if (lab.hydrated === undefined) lab.longestTask = Math.max(lab.longestTask, entry.duration);
  });
  observe("first-input", (entry) => {
    const timing = entry as PerformanceEventTiming;
    lab.tapDelay = timing.processingStart - timing.startTime;
  });
  document.addEventListener("hydrated", () => (lab.hydrated = performance.now()));
}

const figures = (page: Page) =>
  page.evaluate(() => (window as unknown as { lab: Partial<RealLoad> }).lab);

async function throttle(cdp: CDPSession) {
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: phoneProfile.cpuSlowdown });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: phoneProfile.latency,
    downloadThroughput: phoneProfile.downloadThroughput,
    uploadThroughput: phoneProfile.uploadThroughput,
  });
}

/**
 * One load of `url`. Tapped: a finger 200 px down the middle of the screen, on the title
 * (which does nothing), as
 * soon as the browser reports the first contentful paint, as a visitor who taps the first
 * thing they see; a tap ends the largest paint's record and starts the app's loading at
 * once, so a tapped run gives only the tap's delay.
 */
export async function realLoad(browser: Browser, url: string, tapped: boolean): Promise<RealLoad> {
  const { viewport } = phoneProfile;
  const context = await browser.newContext({
    viewport,
    screen: viewport,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.route(/youtube/, (route) => route.fulfill({ body: "" }));
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    await cdp.send("Page.enable");
    await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
    const painted = new Promise<void>((resolve) =>
      cdp.on("Page.lifecycleEvent", (event) => event.name === "firstContentfulPaint" && resolve()),
    );
    // As text: tsx names functions with a helper (`__name`) that the page does not have.
    await page.addInitScript({ content: `var __name = (f) => f; (${recorder.toString()})();` });
    await page.goto(url, { waitUntil: "commit" });
    if (tapped) {
      await painted;
      // Through the protocol: Playwright's locators would run a script in the busy page first.
      const touchPoints = [{ x: viewport.width / 2, y: 200 }];
      await Promise.all([
        cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints }),
        cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }),
      ]);
    }
    await page.waitForFunction(
      () => (window as unknown as { lab: Partial<RealLoad> }).lab.hydrated !== undefined,
      undefined,
      { timeout: 60_000, polling: 250 },
    );
    // The largest paint may be reported a frame after hydration.
    await page.waitForTimeout(500);
    const lab = await figures(page);
    if (lab.fcp === undefined || lab.hydrated === undefined) throw new Error(`${url}: no paint`);
    if (tapped && lab.tapDelay === undefined) throw new Error(`${url}: the tap was not seen`);
    return {
      fcp: lab.fcp,
      lcp: lab.lcp ?? lab.fcp,
      hydrated: lab.hydrated,
      longestTask: lab.longestTask ?? 0,
      tapDelay: lab.tapDelay,
    };
  } finally {
    await context.close();
  }
}

/** The median and the spread (lowest to highest) of a figure. */
export function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2
      ? (sorted[Math.floor(middle)] ?? NaN)
      : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
  return { median, low: sorted[0] ?? NaN, high: sorted.at(-1) ?? NaN };
}

/** A figure's median and spread, rounded to the millisecond: "median (lowest-highest)". */
export const cell = (values: number[]) => {
  const { median, low, high } = summary(values);
  return `${Math.round(median)} (${Math.round(low)}-${Math.round(high)})`;
};

export const labColumns = ["FCP", "LCP", "hydrated", "longest task", "tap's delay"];

/**
 * `runs` untouched loads of each page, for the paints, hydration and the longest task, and
 * `runs` tapped ones, for the tap's delay, alternating, so that what else the machine does
 * falls on both alike. Rows: the page, then each figure's median with its spread, ms.
 */
export async function realLoads(origin: string, samples: string[], runs: number) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const rows: string[][] = [];
  try {
    for (const sample of samples) {
      const loads: RealLoad[] = [];
      const taps: number[] = [];
      for (let run = 1; run <= runs; run += 1) {
        process.stdout.write(`Real load ${sample} run ${run}/${runs}...\r`);
        loads.push(await realLoad(browser, origin + sample, false));
        taps.push((await realLoad(browser, origin + sample, true)).tapDelay ?? NaN);
      }
      rows.push([
        sample,
        cell(loads.map((load) => load.fcp)),
        cell(loads.map((load) => load.lcp)),
        cell(loads.map((load) => load.hydrated)),
        cell(loads.map((load) => load.longestTask)),
        cell(taps),
      ]);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The lab's table, as Markdown, with what it measured. */
export function labTable(rows: string[][], runs: number): string {
  const { latency, downloadThroughput, cpuSlowdown } = phoneProfile;
  return [
    `Real loads, ${runs} runs per page (and ${runs} tapped at the first paint), medians ` +
      `(lowest-highest), ms: 390 px phone, ${latency} ms round trips, ` +
      `${((downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbps, ${cpuSlowdown}x CPU, ` +
      "throttled in Chromium (DevTools protocol):\n",
    `| page | ${labColumns.join(" | ")} |`,
    `|---|${labColumns.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}

/** The pages the lab loads: each locale's home and contact page, or PERF_PAGES. */
export function labPages(): string[] {
  const only = process.env.PERF_PAGES?.split(" ").filter(Boolean);
  return builtPages()
    .filter((page) => page.id === "home" || page.id === "contact")
    .map((page) => page.sample)
    .filter((sample) => !only || only.includes(sample));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const runs = Number(process.env.LAB_RUNS ?? 10);
  if (!process.argv.includes("--no-build"))
    execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  const site = await serveBuild();
  try {
    console.info(labTable(await realLoads(site.origin, labPages(), runs), runs));
  } finally {
    await site.close();
  }
}
