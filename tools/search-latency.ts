// `npm run measure:search`: what the site search costs a phone. Serves the build (dist/) as
// production does, opens each locale's home page at 390 px with the CPU slowed 4x (the phone
// profile of `npm run perf`), opens the search and types a first query: prints every file
// that first search fetched and the bytes on the wire; then, the index's script and its
// WebAssembly in, the time from each further query typed to its results on screen. Fails
// when a median is over the 300 ms the search is allowed.
//   npm run build && npm run measure:search
import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath, ensureChromium } from "./chromium.ts";
import { wireBytes } from "./first-load.ts";
import { serveBuild } from "./serve-build.ts";

const budgetMs = 300;
const cpuSlowdown = 4;
const queries = {
  en: {
    first: "opentelemetry",
    then: ["collector", "sampling", "kubernetes", "incident", "deploy"],
  },
  de: {
    first: "Ursachenanalyse",
    then: ["Collector", "Sampling", "Kubernetes", "Änderung", "Daten"],
  },
  ja: { first: "サンプリング", then: ["コレクター", "インシデント", "トレース", "変更", "データ"] },
} as const;

/** Milliseconds from an `input` event to the last change of the results that followed. */
async function timeQuery(page: Page, query: string, first = false): Promise<number> {
  return page.evaluate(
    async ({ text, first }) => {
      const field = document.querySelector<HTMLInputElement>('[role="combobox"]');
      const panel = document.querySelector('dialog[open] [role="status"]')?.parentElement;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
      if (!field || !panel || !setValue) throw new Error("the search dialog is not open");
      let changed = 0;
      const observer = new MutationObserver(() => (changed = performance.now()));
      observer.observe(panel, { subtree: true, childList: true, characterData: true });
      const started = performance.now();
      // As a paste or the last key of a word: the value set, then the event React listens to.
      setValue.call(field, text);
      field.dispatchEvent(new Event("input", { bubbles: true }));
      // Settled: nothing changed for half a second (on the first search, while the index
      // loads, nothing changes until results are on screen).
      while (
        changed === 0 ||
        (first && panel.querySelector('[role="option"]') === null) ||
        performance.now() - changed < 500
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      observer.disconnect();
      return changed - started;
    },
    { text: query, first },
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

ensureChromium();
const site = await serveBuild();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
let failed = false;
try {
  for (const [locale, { first, then }] of Object.entries(queries)) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    const path = locale === "en" ? "/" : `/${locale}/`;
    await page.goto(`${site.origin}${path}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

    // Requests of the page and of its workers (the search's): counted as test:budget counts
    // them, headers and body as a browser is sent them (a worker's body goes unreported).
    const fetched = new Set<string>();
    page.context().on("requestfinished", (request) => {
      fetched.add(new URL(request.url()).pathname);
    });
    await page.keyboard.press("/");
    await page.locator('[role="combobox"]').waitFor();
    const firstMs = await timeQuery(page, first, true);
    await page.waitForTimeout(500);
    const files: [string, number][] = [];
    for (const file of [...fetched].sort()) {
      const { headers, body } = await wireBytes(site.origin, file);
      files.push([file, headers + body]);
    }
    const total = files.reduce((sum, [, bytes]) => sum + bytes, 0);
    console.info(`\n${path}: first search "${first}", ${Math.round(firstMs)} ms, fetched:`);
    for (const [file, bytes] of files)
      console.info(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${file}`);
    console.info(`  ${(total / 1024).toFixed(1).padStart(6)} KB  in all (${files.length} files)`);

    const times: number[] = [];
    for (const query of then) times.push(await timeQuery(page, query));
    const typical = median(times);
    console.info(
      `  then, CPU ${cpuSlowdown}x slower: ${times.map((ms) => `${Math.round(ms)} ms`).join(", ")}` +
        ` (median ${Math.round(typical)} ms, budget ${budgetMs} ms)`,
    );
    if (typical > budgetMs) failed = true;
    await page.close();
  }
} finally {
  await browser.close();
  await site.close();
}
if (failed) {
  console.error(`A median over ${budgetMs} ms.`);
  process.exitCode = 1;
}
