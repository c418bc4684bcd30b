// Byte budgets, measured from the production build (run `npm run build` first). The same
// numbers on every machine, so they can gate `npm test`.
import { firstLoad } from "./lib/first-load.mjs";

const KB = 1024;
// Issue budgets: JavaScript 90 KB and CSS 12 KB compressed per page, and at most 150 KB
// for everything a first view downloads (HTML, scripts, preloaded images).
const perPage = { js: 90 * KB, css: 12 * KB, total: 150 * KB };
const budgets = {
  "/": { file: "index.html", ...perPage },
  "/contact": { file: "contact/index.html", ...perPage },
  "/404": { file: "404.html", ...perPage },
};

const kb = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} KB`;
let failed = false;
console.info(
  "page       JS gzip (budget)       CSS gzip (budget)     HTML gzip   total gzip (budget)",
);
for (const [url, budget] of Object.entries(budgets)) {
  const load = await firstLoad("dist", budget.file);
  const jsOk = load.js.gzip <= budget.js;
  const cssOk = load.css.gzip <= budget.css;
  // The CSS is inline, so it is already inside the HTML's bytes.
  const total = load.html.gzip + load.js.gzip + load.images.gzip;
  const totalOk = total <= budget.total;
  failed ||= !jsOk || !cssOk || !totalOk;
  console.info(
    `${url.padEnd(10)} ${kb(load.js.gzip).padStart(9)} (${kb(budget.js)}) ${jsOk ? "ok  " : "OVER"}` +
      `  ${kb(load.css.gzip).padStart(8)} (${kb(budget.css)}) ${cssOk ? "ok  " : "OVER"}` +
      `  ${kb(load.html.gzip).padStart(8)}` +
      `  ${kb(total).padStart(9)} (${kb(budget.total)}) ${totalOk ? "ok" : "OVER"}`,
  );
}
if (failed) {
  console.error("A byte budget is exceeded.");
  process.exit(1);
}
