// `npm run first-tap`: does a tap given at the first paint work, on a phone? The phone
// profile of `npm run perf` (Lighthouse's mobile: 390 px, 4x CPU slowdown, 150 ms round
// trips, 1.6 Mbps down), applied through the DevTools protocol to the build served as
// production serves it. For each kind of control on each gated page, in every locale, the
// page is opened afresh, the control is tapped from its first paint on, every 50 ms, until
// the tap takes effect; the page records when its first contentful paint, each tap, the
// effect and hydration happened. A control that works natively must take effect within
// 100 ms of the first tap; one that needs the app, within 100 ms of hydration; one drawn only
// once the page is hydrated (the theme switch, in the drawer), within 100 ms of its tap; and
// no tap may be lost: every tap before the effect must have been held (only the first is
// needed).
//   npm run first-tap [-- --no-build]   FIRST_TAP_RUNS=3 runs per control, FIRST_TAP_ROOT=dir,
//   FIRST_TAP_PAGES="/ /de/contact" (only those addresses, as PERF_PAGES for `npm run perf`)
import { execFileSync } from "node:child_process";
import { chromium, type CDPSession, type Page } from "@playwright/test";
import { builtPages } from "../builder/pages.ts";
import { budgets } from "./budgets.ts";
import { chromiumArgs, chromiumPath } from "./chromium.ts";
import { median } from "./lighthouse.ts";
import { serveBuild } from "./serve-build.ts";

const runs = Number(process.env.FIRST_TAP_RUNS ?? 3);
const root = process.env.FIRST_TAP_ROOT;
if (!root && !process.argv.includes("--no-build")) {
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}

interface Control {
  name: string;
  pages: ("home" | "contact")[];
  /** Tapped at the first paint to bring the control on screen (the drawer that holds it). */
  opener?: string;
  /** What is tapped. */
  target: string;
  /** True once the tap has taken effect. */
  effect: string;
  /**
   * What its time is measured from: the tap, for a control that works natively (or is
   * only drawn once the page is hydrated), or hydration, for one whose tap is replayed.
   */
  from: "tap" | "hydration";
}

const controls: Control[] = [
  {
    name: "menu",
    pages: ["home", "contact"],
    target: "header [aria-controls=mobile-nav]",
    effect: "#mobile-nav[open]",
    from: "tap",
  },
  {
    name: "feature card",
    pages: ["home"],
    target: "#features li:first-child button",
    effect: "#features dialog[open]",
    from: "tap",
  },
  {
    // A radio: its checked state is a property, which the recorder reads at every frame.
    name: "solution step",
    pages: ["home"],
    target: "#solution [role=radiogroup] > :nth-child(2) input",
    effect: "#solution [role=radiogroup] > :nth-child(2) input:checked",
    from: "tap",
  },
  {
    name: "video",
    pages: ["home"],
    target: "#main button:has(.sr-only)",
    effect: "iframe",
    from: "hydration",
  },
  {
    // On a phone it is in the drawer, which shows it once the page is hydrated (the choice
    // is only known in the browser): the drawer is opened at the first paint, and the
    // switch is tapped as soon as it is drawn.
    name: "theme switch",
    pages: ["home", "contact"],
    opener: "header [aria-controls=mobile-nav]",
    target: "#mobile-nav label:has(input[value=dark])",
    effect: "html[data-theme=dark]",
    from: "tap",
  },
];

/** A phone's screen, in CSS pixels. */
const viewport = { width: 390, height: 844 };

/** What the page records, in its own clock (ms since navigation start). */
interface Timeline {
  fcp?: number;
  taps: number[];
  effect?: number;
  hydrated?: number;
}

/** Installed before the page's own scripts: records the taps, the effect and hydration. */
function recorder(effect: string) {
  const timeline: Timeline = { taps: [] };
  (window as unknown as { timeline: Timeline }).timeline = timeline;
  addEventListener("pointerdown", (event) => timeline.taps.push(event.timeStamp), true);
  const check = () => {
    timeline.hydrated ??= document.documentElement?.dataset.hydrated
      ? performance.now()
      : undefined;
    timeline.effect ??= document.querySelector(effect) ? performance.now() : undefined;
    timeline.fcp ??= performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    attributes: true,
    childList: true,
  });
  const frame = () => {
    check();
    if (timeline.effect === undefined || timeline.hydrated === undefined)
      requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const timeline = (page: Page) =>
  page.evaluate(() => (window as unknown as { timeline: Timeline }).timeline);

/**
 * Taps the first element `selector` matches, at its centre, through the DevTools protocol,
 * as a finger would; false if it is not (yet) on the screen. Playwright's own tap first
 * runs its locator engine in the page, a task of 60-90 ms at 4x that landed the "first
 * paint" tap a second after the paint, among the tasks of the load it was to precede.
 */
async function tapAt(cdp: CDPSession, selector: string): Promise<boolean> {
  const centre = await centreOf(cdp, selector).catch((error: Error) => {
    // The document the node was found in was replaced meanwhile (the load's): look again.
    if (error.message.includes("Could not find node")) return null;
    throw error;
  });
  if (!centre) return false;
  // Down and up together, as Playwright's own tap sends them: a finger lifts on its own
  // time, not once the page has handled its touch (awaiting the first, on a busy page, held
  // the lift back until the page was free, and the page could start another task meanwhile).
  await Promise.all([
    cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [centre] }),
    cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }),
  ]);
  return true;
}

/** The centre of what `selector` matches, brought into view; null while it is off screen. */
async function centreOf(cdp: CDPSession, selector: string) {
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  if (!nodeId) return null;
  await cdp.send("DOM.scrollIntoViewIfNeeded", { nodeId });
  const quad = (await cdp.send("DOM.getContentQuads", { nodeId })).quads[0];
  if (!quad) return null;
  // Four corners, x and y in turn: the centre is their mean.
  const mean = (axis: number) => quad.filter((_, i) => i % 2 === axis).reduce((a, b) => a + b) / 4;
  const [x, y] = [mean(0), mean(1)];
  // A control still sliding in (the drawer's) is tapped where it comes to rest.
  return x < 0 || x > viewport.width || y < 0 || y > viewport.height ? null : { x, y };
}

/** Taps `selector` as soon as it is on the screen. */
async function tapWhenShown(page: Page, cdp: CDPSession, selector: string): Promise<void> {
  const started = Date.now();
  while (!(await tapAt(cdp, selector))) {
    if (Date.now() - started > 20_000) throw new Error(`${selector}: never on the screen`);
    await page.waitForTimeout(20);
  }
}

async function measure(page: Page, url: string, control: Control): Promise<Timeline> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  // The page's nodes are found through the protocol (no script of Playwright's in it), and
  // its first paint is told by the browser rather than asked of the page: asking every
  // 10 ms was itself work on the main thread that the tap then queued behind.
  await cdp.send("DOM.enable");
  await cdp.send("Page.enable");
  await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
  const painted = new Promise<void>((resolve) =>
    cdp.on("Page.lifecycleEvent", (event) => {
      if (event.name === "firstContentfulPaint") resolve();
    }),
  );
  // As text: tsx names functions with a helper (`__name`) that the page does not have.
  await page.addInitScript({
    content: `var __name = (f) => f; (${recorder.toString()})(${JSON.stringify(control.effect)});`,
  });
  await page.goto(url, { waitUntil: "commit" });
  const started = Date.now();
  await Promise.race([
    painted,
    page.waitForTimeout(20_000).then(() => {
      throw new Error(`${url}: no first paint`);
    }),
  ]);
  if (control.opener) {
    await tapWhenShown(page, cdp, control.opener);
    // The drawer's tap is not the one measured.
    await page.evaluate(() =>
      (window as unknown as { timeline: Timeline }).timeline.taps.splice(0),
    );
  }
  // One tap at the first paint (or as soon as it is drawn).
  await tapWhenShown(page, cdp, control.target);
  // If it is lost (no effect a second after hydration), a tap every 50 ms until one works,
  // to see when it first works.
  let hydratedAt: number | undefined;
  for (;;) {
    const now = await timeline(page);
    if (now.effect !== undefined && now.hydrated !== undefined) return now;
    if (now.hydrated !== undefined) hydratedAt ??= Date.now();
    if (now.effect === undefined && hydratedAt && Date.now() - hydratedAt > 1000)
      await tapAt(cdp, control.target).catch(() => false);
    if (Date.now() - started > 30_000) return now;
    await page.waitForTimeout(50);
  }
}

const only = process.env.FIRST_TAP_PAGES?.split(" ").filter(Boolean);
/** A time from the tap: "+900", or "-60" for what came before it (hydration). */
const signed = (ms: number) => (ms < 0 ? `${ms}` : `+${ms}`);

const pages = builtPages().filter(
  (page) => (page.id === "home" || page.id === "contact") && (!only || only.includes(page.sample)),
);
const site = await serveBuild(root ? { root } : {});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const failures: string[] = [];
const rows: string[] = [];
try {
  for (const page of pages) {
    for (const control of controls.filter((c) => c.pages.includes(page.id as "home"))) {
      const samples: { firstTap: number; effect: number; hydrated: number; lost: boolean }[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({
          viewport,
          screen: viewport,
          deviceScaleFactor: 3,
          isMobile: true,
          hasTouch: true,
        });
        const tab = await context.newPage();
        // The video service is not reached from the lab.
        await tab.route(/youtube/, (route) => route.fulfill({ body: "" }));
        const result = await measure(tab, site.origin + page.sample, control);
        await context.close();
        const firstTap = result.taps[0] ?? NaN;
        const effect = (result.effect ?? Infinity) - firstTap;
        const hydrated = (result.hydrated ?? Infinity) - firstTap;
        // Lost: it took a later tap than the first.
        const lost = result.taps.length > 1 && (result.effect ?? Infinity) >= (result.taps[1] ?? 0);
        samples.push({ firstTap: firstTap - (result.fcp ?? 0), effect, hydrated, lost });
      }
      const med = (pick: (s: (typeof samples)[number]) => number) =>
        Math.round(median(samples.map(pick)));
      const lost = samples.filter((s) => s.lost).length;
      const late =
        control.from === "tap" ? med((s) => s.effect) : med((s) => s.effect - s.hydrated);
      rows.push(
        `${page.sample.padEnd(12)} ${control.name.padEnd(13)} first tap ${med((s) => s.firstTap)} ms after FCP, ` +
          `effect ${signed(med((s) => s.effect))} ms, hydrated ${signed(med((s) => s.hydrated))} ms, ` +
          `after the ${control.from} ${late} ms, lost ${lost}/${runs}`,
      );
      console.log(rows.at(-1));
      if (lost > budgets.firstTapLost || late > budgets.firstTap) {
        failures.push(`${page.sample} ${control.name}: ${late} ms, lost ${lost}/${runs}`);
      }
    }
  }
} finally {
  await browser.close();
  await site.close();
}
if (failures.length > 0) {
  console.error(`\nFirst-tap budget missed (tools/budgets.ts):\n${failures.join("\n")}`);
  process.exitCode = 1;
}
