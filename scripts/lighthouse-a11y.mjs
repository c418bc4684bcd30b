// @ts-check
// Part of `npm run test:a11y`: Lighthouse's Accessibility category on every page of the production
// build, served by the production server (run `npm run build` first). Fails unless every
// page scores 100, and lists the failing audits. `npm run perf` prints the same score among
// its performance figures; this is the quick, accessibility-only run.
import { existsSync } from "node:fs";
import lighthouse from "lighthouse";
import { launchChromeForLighthouse } from "./lib/chromium.mjs";
import { notFoundProbePath, startAuditServer } from "./lib/seo-audit-server.mjs";

const pages = [
  { path: "/", name: "landing" },
  { path: "/contact", name: "contact" },
  // Lighthouse refuses to audit a page answered with 404; this path serves it with 200.
  { path: notFoundProbePath, name: "not-found" },
];

const root = process.env.DIST_DIR ?? "dist";
if (!existsSync(`${root}/index.html`)) {
  console.error(`No build in ${root}/: run \`npm run build\` first.`);
  process.exit(1);
}

const server = await startAuditServer({ root });
const chrome = await launchChromeForLighthouse();
/** @type {string[]} */
const problems = [];
try {
  for (const page of pages) {
    const result = await lighthouse(
      server.origin + page.path,
      { port: chrome.port, output: "json", logLevel: "error" },
      {
        extends: "lighthouse:default",
        // Accessibility does not depend on network or CPU speed; no throttling keeps it quick.
        settings: { onlyCategories: ["accessibility"], throttlingMethod: "provided" },
      },
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${page.path}`);
    if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
    const category = lhr.categories.accessibility;
    const score = Math.round((category?.score ?? 0) * 100);
    console.info(`${page.name} (${page.path}): Accessibility ${score}`);
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score === 1) continue;
      problems.push(`${page.name}: ${audit.id}: ${audit.title}`);
    }
    if (score < 100 && problems.length === 0) problems.push(`${page.name}: score ${score}`);
  }
} finally {
  await chrome.kill();
  await server.close();
}

if (problems.length > 0) {
  console.error(`\nAccessibility below 100:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.info("Lighthouse Accessibility 100 on every page.");
