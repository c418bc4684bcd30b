// Byte budgets (tools/budgets.ts), measured from the production build (run `npm run build`
// first), served by `npm start`'s server and fetched as a current browser fetches: the
// same numbers on every machine, so they gate `npm test`.
import { brotliCompressSync } from "node:zlib";
import { builtPages } from "../builder/pages.ts";
import { distDir } from "../server/dist-dir.ts";
import { budgets, isLongPage, kb } from "./budgets.ts";
import { firstLoad, wireBytes } from "./first-load.ts";
import { serveBuild } from "./serve-build.ts";

const mark = (ok: boolean) => (ok ? "ok  " : "OVER");
// A figure, with its budget and verdict where the page is gated, in a column of its own.
const cell = (bytes: number, budget?: number) =>
  (budget === undefined
    ? kb(bytes).padStart(9)
    : `${kb(bytes).padStart(9)} (${kb(budget)}) ${mark(bytes <= budget)}`
  ).padEnd(25);
const columns = [
  "JS (budget)",
  "fonts (budget)",
  "CSS (budget)",
  "HTML (budget)",
  "CSS inline",
  "images",
  "data",
];
let failed = false;

const site = await serveBuild();
try {
  console.info(
    "Bytes on the wire (compressed as a browser is sent them, with response headers):\n" +
      `${"page".padEnd(18)} ${columns.map((name) => name.padStart(9).padEnd(25)).join(" ")} total (budget)`,
  );
  for (const page of builtPages()) {
    const load = await firstLoad(distDir, page.file);
    const sum = async (urls: string[]) => {
      let total = 0;
      for (const url of urls) {
        const { headers, body, status } = await wireBytes(site.origin, url);
        if (status !== 200) throw new Error(`${page.sample}: ${url} answered ${status}`);
        total += headers + body;
      }
      return total;
    };
    const html = await wireBytes(site.origin, page.sample);
    const bytes = {
      html: html.headers + html.body,
      js: await sum(load.js),
      css: await sum(load.css),
      fonts: await sum(load.fonts),
      images: await sum(load.images),
      data: await sum(load.data),
    };
    // Inside the HTML's bytes already: shown, as its own share compressed alone.
    const inlineCss = brotliCompressSync(load.inlineCss).length;
    const total = Object.values(bytes).reduce((sum, value) => sum + value, 0);
    // Fonts inline in the stylesheet are in the HTML's bytes already: their base64 text as
    // the HTML's compression sends it, counted against the fonts budget too.
    const fonts =
      bytes.fonts +
      load.inlineFonts.reduce((sum, font) => sum + brotliCompressSync(font).length, 0);
    // The not-found page is shown, not gated, as in `npm run perf`.
    const gated = page.status === 200;
    const limit = (budget: number) => (gated ? budget : undefined);
    const htmlBudget = isLongPage(page) ? budgets.blogHtml : budgets.html;
    failed ||=
      gated &&
      (bytes.js > budgets.js ||
        fonts > budgets.fonts ||
        bytes.css > budgets.css ||
        bytes.html > htmlBudget ||
        total > budgets.transfer);
    console.info(
      [
        page.sample.padEnd(18),
        cell(bytes.js, limit(budgets.js)),
        cell(fonts, limit(budgets.fonts)),
        cell(bytes.css, limit(budgets.css)),
        cell(bytes.html, limit(htmlBudget)),
        cell(inlineCss),
        cell(bytes.images),
        cell(bytes.data),
        cell(total, limit(budgets.transfer)).trimEnd(),
      ].join(" "),
    );
  }
} finally {
  await site.close();
}
if (failed) {
  console.error("A byte budget is exceeded (tools/budgets.ts).");
  process.exit(1);
}
