// `npm run perf`: build, serve dist/ as production does, run Lighthouse (default mobile
// config, simulated throttling) 3 times per page, print the medians and fail on a missed
// budget. Timings are noisy on a small machine, so this stays out of `npm test`; the byte
// budgets, which are deterministic, are also checked there (scripts/check-budget.mjs).
import { execFileSync } from "node:child_process";
import { createServer } from "node:http";
import { createApp } from "../server/app.mjs";
import { median, runLighthouse } from "./lib/lighthouse-run.mjs";

const runs = Number(process.env.PERF_RUNS ?? 3);
const KB = 1024;

/** Budgets for the pages that matter; the 404 page is measured and shown, not gated. */
const budget = {
  performance: 100,
  fcp: 1000,
  lcp: 1200,
  tbt: 50,
  cls: 0.01,
  transfer: 150 * KB,
  js: 90 * KB,
  css: 12 * KB,
};
const pages = [
  { path: "/", gated: true },
  { path: "/contact", gated: true },
  // An unknown path answers 404 with the not-found page; Lighthouse stops at an error status
  // unless told to ignore it.
  { path: "/no-such-page", gated: false, ignoreStatusCode: true },
];

if (!process.argv.includes("--no-build")) {
  execFileSync("node", ["scripts/build.mjs"], { stdio: "inherit" });
}

const server = createServer(createApp({ root: new URL("../dist", import.meta.url).pathname }));
await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const kb = (/** @type {number} */ bytes) => (bytes / KB).toFixed(1);

/**
 * One Lighthouse run. A run that Lighthouse itself reports as broken (a trace without its
 * navigation start, say) measured nothing, so it is taken again, at most twice; a page that
 * fails to load fails every attempt and still ends the script.
 * @param {string} url
 * @param {boolean | undefined} ignoreStatusCode
 */
async function measure(url, ignoreStatusCode, attempt = 1) {
  try {
    return await runLighthouse(url, { ignoreStatusCode });
  } catch (error) {
    if (attempt >= 3) throw error;
    console.warn(`\n${error instanceof Error ? error.message : String(error)}; running again`);
    return measure(url, ignoreStatusCode, attempt + 1);
  }
}
/** @type {string[]} */
const failures = [];
/** @type {string[][]} */
const rows = [];
/** Every run's timings, so that a median can be told from a lucky or unlucky run. */
/** @type {string[]} */
const spread = [];

try {
  for (const page of pages) {
    /** @type {import("./lib/lighthouse-run.mjs").LighthouseSample[]} */
    const samples = [];
    for (let run = 1; run <= runs; run += 1) {
      process.stdout.write(`Lighthouse ${page.path} run ${run}/${runs}...\r`);
      samples.push(await measure(origin + page.path, page.ignoreStatusCode));
    }
    const med = (
      /** @type {(s: import("./lib/lighthouse-run.mjs").LighthouseSample) => number} */ pick,
    ) => median(samples.map(pick));
    const m = {
      performance: med((s) => s.scores.performance),
      accessibility: med((s) => s.scores.accessibility),
      bestPractices: med((s) => s.scores["best-practices"]),
      seo: med((s) => s.scores.seo),
      fcp: med((s) => s.fcp),
      lcp: med((s) => s.lcp),
      tbt: med((s) => s.tbt),
      cls: med((s) => s.cls),
      si: med((s) => s.si),
    };
    // Bytes do not vary between runs; take the first.
    const bytes = samples[0]?.bytes;
    if (!bytes) throw new Error("no Lighthouse sample");
    const external = [...new Set(samples.flatMap((s) => s.external))];

    spread.push(
      `${page.path}: ${samples
        .map(
          (s) =>
            `Perf ${s.scores.performance} FCP ${Math.round(s.fcp)} LCP ${Math.round(s.lcp)} TBT ${Math.round(s.tbt)}`,
        )
        .join(" | ")}`,
    );
    rows.push([
      page.path,
      String(m.performance),
      String(m.accessibility),
      String(m.bestPractices),
      String(m.seo),
      `${(m.fcp / 1000).toFixed(2)} s`,
      `${(m.lcp / 1000).toFixed(2)} s`,
      `${Math.round(m.tbt)} ms`,
      m.cls.toFixed(3),
      `${(m.si / 1000).toFixed(2)} s`,
      .../** @type {const} */ (["html", "js", "css", "font", "image", "total"]).map(
        (key) => `${kb(bytes[key].raw)} / ${kb(bytes[key].transfer)}`,
      ),
    ]);

    if (external.length > 0)
      failures.push(`${page.path}: requests to other origins: ${external.join(", ")}`);
    if (!page.gated) continue;
    /** @type {[string, boolean, string][]} */
    const checks = [
      [
        "Performance",
        m.performance >= budget.performance,
        `${m.performance} < ${budget.performance}`,
      ],
      ["FCP", m.fcp <= budget.fcp, `${Math.round(m.fcp)} ms > ${budget.fcp} ms`],
      ["LCP", m.lcp <= budget.lcp, `${Math.round(m.lcp)} ms > ${budget.lcp} ms`],
      ["TBT", m.tbt <= budget.tbt, `${Math.round(m.tbt)} ms > ${budget.tbt} ms`],
      ["CLS", m.cls <= budget.cls, `${m.cls.toFixed(3)} > ${budget.cls}`],
      [
        "transfer",
        bytes.total.transfer <= budget.transfer,
        `${kb(bytes.total.transfer)} KB > ${kb(budget.transfer)} KB`,
      ],
      [
        "JavaScript",
        bytes.js.transfer <= budget.js,
        `${kb(bytes.js.transfer)} KB > ${kb(budget.js)} KB`,
      ],
      [
        "CSS",
        bytes.css.transfer <= budget.css,
        `${kb(bytes.css.transfer)} KB > ${kb(budget.css)} KB`,
      ],
    ];
    for (const [name, ok, detail] of checks)
      if (!ok) failures.push(`${page.path}: ${name} ${detail}`);
  }
} finally {
  server.close();
}

const header = [
  "page",
  "Perf",
  "A11y",
  "BP",
  "SEO",
  "FCP",
  "LCP",
  "TBT",
  "CLS",
  "SI",
  "HTML KB raw/xfer",
  "JS KB raw/xfer",
  "CSS KB raw/xfer",
  "font KB raw/xfer",
  "image KB raw/xfer",
  "total KB raw/xfer",
];
console.info(`\nLighthouse ${runs} runs per page, medians (mobile, simulated throttling):\n`);
console.info(`| ${header.join(" | ")} |`);
console.info(`|${header.map(() => "---").join("|")}|`);
for (const row of rows) console.info(`| ${row.join(" | ")} |`);
console.info(`\nEach run (ms):\n  ${spread.join("\n  ")}`);

if (failures.length > 0) {
  console.error(`\nBudgets missed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.info("\nAll performance budgets met.");
