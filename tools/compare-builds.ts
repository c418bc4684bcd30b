// Two or more builds of the site side by side, in one run on one machine: each served as
// production serves it, and loaded in turn (one build's load, then the next's), so that
// whatever else the machine does falls on all alike. Per page and build: the real-load
// lab's medians (tools/real-load.ts: network and CPU really throttled) and Lighthouse's
// (simulated throttling), as Markdown. How record 0029 compared the site's loaders:
//   npx tsx tools/compare-builds.ts chain=dist module=/tmp/module/dist
//   LAB_RUNS=10 real loads (and as many tapped) per page and build, PERF_RUNS=5 Lighthouse
//   runs, PERF_PAGES="/ /contact" (the default), as `npm run perf` takes them
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium.ts";
import { median, runLighthouse, type LighthouseSample } from "./lighthouse.ts";
import { cell, labColumns, realLoad, type RealLoad } from "./real-load.ts";
import { serveBuild, type ServedSite } from "./serve-build.ts";

const builds = process.argv.slice(2).map((argument) => {
  const [label, root] = argument.split("=");
  if (!label || !root) throw new Error(`"${argument}": give each build as label=directory`);
  return { label, root };
});
if (builds.length < 2) throw new Error("Give two builds or more: label=directory ...");
const runs = Number(process.env.LAB_RUNS ?? 10);
const lighthouseRuns = Number(process.env.PERF_RUNS ?? 5);
const pages = (process.env.PERF_PAGES ?? "/ /contact").split(" ").filter(Boolean);

interface Figures {
  loads: RealLoad[];
  taps: number[];
  lighthouse: LighthouseSample[];
}

const sites: ServedSite[] = [];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const lines: string[] = [];
try {
  for (const build of builds) sites.push(await serveBuild({ root: build.root }));
  for (const page of pages) {
    const figures: Figures[] = builds.map(() => ({ loads: [], taps: [], lighthouse: [] }));
    for (let run = 1; run <= Math.max(runs, lighthouseRuns); run += 1) {
      for (const [index, site] of sites.entries()) {
        const figure = figures[index] as Figures;
        process.stdout.write(`${page} run ${run}, ${builds[index]?.label}...          \r`);
        if (run <= runs) {
          figure.loads.push(await realLoad(browser, site.origin + page, false));
          figure.taps.push((await realLoad(browser, site.origin + page, true)).tapDelay ?? NaN);
        }
        if (run <= lighthouseRuns)
          figure.lighthouse.push(await runLighthouse(site.origin + page, {}));
      }
    }
    lines.push(
      `\n${page}: real loads, ${runs} runs (and ${runs} tapped), medians (lowest-highest), ms; ` +
        `Lighthouse mobile, ${lighthouseRuns} runs, medians\n`,
      `| build | ${labColumns.join(" | ")} | Performance | LCP | TBT | CLS |`,
      `|---|${[...labColumns, 1, 2, 3, 4].map(() => "---").join("|")}|`,
      ...figures.map((figure, index) => {
        const lighthouse = (pick: (sample: LighthouseSample) => number) =>
          median(figure.lighthouse.map(pick));
        return `| ${[
          builds[index]?.label,
          cell(figure.loads.map((load) => load.fcp)),
          cell(figure.loads.map((load) => load.lcp)),
          cell(figure.loads.map((load) => load.hydrated)),
          cell(figure.loads.map((load) => load.longestTask)),
          cell(figure.taps),
          lighthouse((sample) => sample.scores.performance),
          Math.round(lighthouse((sample) => sample.lcp)),
          Math.round(lighthouse((sample) => sample.tbt)),
          lighthouse((sample) => sample.cls).toFixed(3),
        ].join(" | ")} |`;
      }),
    );
  }
} finally {
  await browser.close();
  await Promise.all(sites.map((site) => site.close()));
}
console.info(lines.join("\n"));
