// `npm run perf`: build, serve the build as production does, run Lighthouse (default mobile
// config, simulated throttling) 5 times per page, print the medians and fail on a missed
// timing or score budget (tools/budgets.ts); then the real-load lab (tools/real-load.ts: the gated pages
// loaded with the network and CPU really throttled, 10 runs each), printed beside it.
// Timings are noisy on a small machine, so this stays out of `npm test`; the byte
// budgets, which are deterministic, are checked there (tools/budget.ts).
//   npm run perf [-- --no-build]     PERF_RUNS=3 for fewer runs per page, PERF_PAGES="/ /ja/",
//   LAB_RUNS=10 real loads per page (0: none)
import { execFileSync } from "node:child_process";
import { builtPages } from "../builder/pages.ts";
import { budgets, isLongPage, kb } from "./budgets.ts";
import { type LighthouseSample, median, runLighthouse } from "./lighthouse.ts";
import { labPages, labTable, realLoads } from "./real-load.ts";
import { serveBuild } from "./serve-build.ts";

const runs = Number(process.env.PERF_RUNS ?? 5);
const labRuns = Number(process.env.LAB_RUNS ?? 10);
if (!process.argv.includes("--no-build")) {
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}

/**
 * One Lighthouse run. A run that Lighthouse itself reports as broken (a trace without its
 * navigation start, say) measured nothing, so it is taken again, at most twice; a page that
 * fails to load fails every attempt and still ends the script.
 */
async function measure(url: string, ignoreStatusCode: boolean, attempt = 1) {
  try {
    return await runLighthouse(url, { ignoreStatusCode });
  } catch (error) {
    if (attempt >= 3) throw error;
    console.warn(`\n${error instanceof Error ? error.message : String(error)}; running again`);
    return measure(url, ignoreStatusCode, attempt + 1);
  }
}

const failures: string[] = [];
const rows: string[][] = [];
// Every run's timings, so that a median can be told from a lucky or unlucky run.
const spread: string[] = [];
const groups = ["html", "js", "telemetry", "css", "font", "image", "total"] as const;

/**
 * Every page of the site, and of the blog's, which grow with the posts, the first page of
 * each locale's index and its newest post, and one composed page per locale: the others are
 * the same templates.
 */
// PERF_PAGES="/ /ja/" measures only those addresses, whichever template they share (one or
// two pages while the machine is shared; the budgets are proven on every page by a full run).
const only = process.env.PERF_PAGES?.split(" ").filter(Boolean);
// A composed page is the same template as another of its locale when it has the same kinds
// of blocks: the pricing page's calculator is its own.
const template = (page: ReturnType<typeof builtPages>[number]) =>
  [page.id, page.locale, ...new Set(page.composed?.blocks.map((block) => block.type))].join(" ");
const measured = builtPages().filter((page, index, all) =>
  only
    ? only.includes(page.sample)
    : (!page.blog && !page.composed) ||
      all.findIndex((other) => template(other) === template(page) && other.id !== "blog-tag") ===
        index,
);

let lab = "";
const site = await serveBuild();
try {
  for (const page of measured) {
    const samples: LighthouseSample[] = [];
    for (let run = 1; run <= runs; run += 1) {
      process.stdout.write(`Lighthouse ${page.sample} run ${run}/${runs}...\r`);
      // An unknown path answers 404, where Lighthouse stops unless told otherwise.
      samples.push(await measure(site.origin + page.sample, page.status !== 200));
    }
    const med = (pick: (s: LighthouseSample) => number) => median(samples.map(pick));
    const m = {
      performance: med((s) => s.scores.performance),
      fcp: med((s) => s.fcp),
      lcp: med((s) => s.lcp),
      tbt: med((s) => s.tbt),
      cls: med((s) => s.cls),
      si: med((s) => s.si),
    };
    // Bytes do not vary between runs; take the first.
    const bytes = samples[0]?.bytes;
    if (!bytes) throw new Error(`no Lighthouse sample of ${page.sample}`);
    const timings = (s: LighthouseSample) =>
      `Perf ${s.scores.performance} FCP ${Math.round(s.fcp)} LCP ${Math.round(s.lcp)} TBT ${Math.round(s.tbt)} CLS ${s.cls.toFixed(3)}`;
    spread.push(`${page.sample}: ${samples.map(timings).join(" | ")}`);
    rows.push([
      page.sample,
      ...(["performance", "accessibility", "best-practices", "seo"] as const).map((category) =>
        String(med((s) => s.scores[category])),
      ),
      `${(m.fcp / 1000).toFixed(2)} s`,
      `${(m.lcp / 1000).toFixed(2)} s`,
      `${Math.round(m.tbt)} ms`,
      m.cls.toFixed(3),
      `${(m.si / 1000).toFixed(2)} s`,
      ...groups.map((key) => `${kb(bytes[key].raw)} / ${kb(bytes[key].transfer)}`),
    ]);

    const external = [...new Set(samples.flatMap((s) => s.external))];
    if (external.length > 0) failures.push(`${page.sample}: other origins: ${external.join(", ")}`);
    // The not-found page is measured and shown, not gated.
    if (page.status !== 200) continue;
    const checks: [string, boolean, string][] = [
      ["Performance", m.performance >= budgets.performance, `${m.performance}`],
      [
        "FCP",
        m.fcp <= (isLongPage(page) ? budgets.blogFcp : budgets.fcp),
        `${Math.round(m.fcp)} ms`,
      ],
      [
        "LCP",
        m.lcp <= (isLongPage(page) ? budgets.blogLcp : budgets.lcp),
        `${Math.round(m.lcp)} ms`,
      ],
      // The largest paint (the poster on /) with the first, not after it.
      ["LCP after FCP", m.lcp - m.fcp <= budgets.lcpAfterFcp, `${Math.round(m.lcp - m.fcp)} ms`],
      ["TBT", m.tbt <= budgets.tbt, `${Math.round(m.tbt)} ms`],
      ["SEO", med((s) => s.scores.seo) >= budgets.seo, String(med((s) => s.scores.seo))],
      // As Lighthouse shows it, to three decimals.
      ["CLS", Number(m.cls.toFixed(3)) <= budgets.cls, m.cls.toFixed(3)],
      // The byte budgets are held by `npm run test:budget`, which counts each response's
      // headers as HTTP/2 sends them (record 0027) and the first view's share of the HTML;
      // Lighthouse's transfer sizes here count HTTP/1.1's whole headers, about 1.4 KB a file.
    ];
    for (const [name, ok, value] of checks)
      if (!ok) failures.push(`${page.sample}: ${name} ${value}`);
  }
  const labRows = labRuns > 0 ? await realLoads(site.origin, labPages(), labRuns) : [];
  lab = labRows.length > 0 ? labTable(labRows, labRuns) : "";
} finally {
  await site.close();
}

const header = ["page", "Perf", "A11y", "BP", "SEO", "FCP", "LCP", "TBT", "CLS", "SI"].concat(
  groups.map((group) => `${group} KB raw/xfer`),
);
console.info(`\nLighthouse ${runs} runs per page, medians (mobile, simulated throttling):\n`);
console.info(`| ${header.join(" | ")} |`);
console.info(`|${header.map(() => "---").join("|")}|`);
for (const row of rows) console.info(`| ${row.join(" | ")} |`);
console.info(`\nEach run (ms):\n  ${spread.join("\n  ")}`);
if (lab) console.info(`\n${lab}`);
if (failures.length > 0) {
  console.error(`\nBudgets missed (${JSON.stringify(budgets)}):\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.info("\nAll performance budgets met.");
