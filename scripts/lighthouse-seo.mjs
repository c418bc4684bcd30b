// `npm run audit:seo`: Lighthouse's SEO and Best Practices categories on every page of the
// production build, served by the production server (run `npm run build` first). Fails
// unless both score 100, apart from the audits listed under `expectedFailures`, which fail
// by design and are reported with the reason.
import { existsSync } from "node:fs";
import lighthouse from "lighthouse";
import { launchChromeForLighthouse } from "./lib/chromium.mjs";
import { notFoundProbePath, startAuditServer } from "./lib/seo-audit-server.mjs";

const pages = [
  { path: "/", name: "landing" },
  { path: "/contact", name: "contact" },
  // Lighthouse refuses to audit a page answered with 404, so the not-found page is
  // audited at a path that serves it with 200 (and the production headers).
  { path: notFoundProbePath, name: "not-found" },
];

/**
 * Audits that must fail on a page, and why. Their weight still counts against the
 * category score, so the score for that page is below 100 by exactly these audits.
 * @type {Record<string, Record<string, string>>}
 */
const expectedFailures = {
  "not-found": {
    "is-crawlable": "the not-found page is noindex on purpose, so no error URL gets indexed",
    "errors-in-console": "the specification asks for the attempted path in console.error",
  },
};

// DIST_DIR audits another build folder, as in scripts/e2e-nginx.mjs.
const root = process.env.DIST_DIR ?? "dist";
if (!existsSync(`${root}/index.html`)) {
  console.error(`No build in ${root}/: run \`npm run build\` first.`);
  process.exit(1);
}

const server = await startAuditServer({ root });
const { origin } = server;

const chrome = await launchChromeForLighthouse();
/** @type {string[]} */
const problems = [];
try {
  for (const page of pages) {
    const started = performance.now();
    const result = await lighthouse(
      origin + page.path,
      { port: chrome.port, output: "json", logLevel: "error" },
      {
        extends: "lighthouse:default",
        // Neither category depends on network or CPU speed; no throttling keeps it quick.
        settings: { onlyCategories: ["seo", "best-practices"], throttlingMethod: "provided" },
      },
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${page.path}`);
    if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);

    const expected = expectedFailures[page.name] ?? {};
    const scores = ["seo", "best-practices"].map((id) => {
      const category = lhr.categories[id];
      return `${category?.title ?? id} ${Math.round((category?.score ?? 0) * 100)}`;
    });
    console.info(
      `${page.path}: ${scores.join(", ")} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    for (const id of ["seo", "best-practices"]) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        // Weight 0 audits are informative (e.g. structured data is a manual check).
        if (!audit || ref.weight === 0 || audit.score === null || audit.score === 1) continue;
        const reason = expected[ref.id];
        if (reason) {
          console.info(`  expected: ${ref.id} (${reason})`);
          continue;
        }
        const items = /** @type {{ items?: unknown[] } | undefined} */ (audit.details)?.items ?? [];
        problems.push(`${page.path} ${ref.id}: ${audit.title}`);
        console.info(`  FAILED: ${ref.id}: ${audit.title}`);
        for (const item of items.slice(0, 5)) console.info(`    ${JSON.stringify(item)}`);
      }
    }
    for (const id of Object.keys(expected)) {
      if (lhr.audits[id]?.score === 1) {
        problems.push(`${page.path} ${id} passes; remove it from expectedFailures`);
      }
    }
  }
} finally {
  await chrome.kill();
  await server.close();
}

if (problems.length > 0) {
  console.error(`\n${problems.length} unexpected result(s):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
