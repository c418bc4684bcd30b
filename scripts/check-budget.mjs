// Byte budgets, measured from the production build (run `npm run build` first). The same
// numbers on every machine, so they can gate `npm test`.
import { firstLoad } from "./lib/first-load.mjs";

const KB = 1024;
const budgets = {
  "/": { file: "index.html", js: 100 * KB, css: 15 * KB },
  "/contact": { file: "contact/index.html", js: 100 * KB, css: 15 * KB },
  "/404": { file: "404.html", js: 100 * KB, css: 15 * KB },
};

const kb = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} KB`;
let failed = false;
console.info("page       JS gzip (budget)       CSS gzip (budget)     HTML gzip");
for (const [url, budget] of Object.entries(budgets)) {
  const load = await firstLoad("dist", budget.file);
  const jsOk = load.js.gzip <= budget.js;
  const cssOk = load.css.gzip <= budget.css;
  failed ||= !jsOk || !cssOk;
  console.info(
    `${url.padEnd(10)} ${kb(load.js.gzip).padStart(9)} (${kb(budget.js)}) ${jsOk ? "ok  " : "OVER"}` +
      `  ${kb(load.css.gzip).padStart(8)} (${kb(budget.css)}) ${cssOk ? "ok  " : "OVER"}` +
      `  ${kb(load.html.gzip).padStart(8)}`,
  );
}
if (failed) {
  console.error("A byte budget is exceeded.");
  process.exit(1);
}
