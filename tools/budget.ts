// Byte budgets, measured from the production build (run `npm run build` first). The same
// numbers on every machine, so they can gate `npm test`.
import { builtPages } from "../builder/pages.ts";
import { distDir } from "../server/dist-dir.ts";
import { budgets, kb } from "./budgets.ts";
import { firstLoad } from "./first-load.ts";

// JavaScript and CSS compressed per page, and everything a first view downloads (HTML,
// scripts, preloaded images).
const byteBudget = { js: budgets.js, css: budgets.css, total: budgets.transfer };
const mark = (ok: boolean) => (ok ? "ok  " : "OVER");
let failed = false;
console.info(
  "page           JS gzip (budget)       CSS gzip (budget)     HTML gzip   total gzip (budget)",
);
for (const page of builtPages()) {
  const load = await firstLoad(distDir, page.file);
  const jsOk = load.js.gzip <= byteBudget.js;
  const cssOk = load.css.gzip <= byteBudget.css;
  // The CSS is inline, so it is already inside the HTML's bytes.
  const total = load.html.gzip + load.js.gzip + load.images.gzip;
  const totalOk = total <= byteBudget.total;
  failed ||= !jsOk || !cssOk || !totalOk;
  console.info(
    `${page.sample.padEnd(14)} ${kb(load.js.gzip).padStart(9)} (${kb(byteBudget.js)}) ${mark(jsOk)}` +
      `  ${kb(load.css.gzip).padStart(8)} (${kb(byteBudget.css)}) ${mark(cssOk)}` +
      `  ${kb(load.html.gzip).padStart(8)}` +
      `  ${kb(total).padStart(9)} (${kb(byteBudget.total)}) ${mark(totalOk).trim()}`,
  );
}
if (failed) {
  console.error("A byte budget is exceeded.");
  process.exit(1);
}
