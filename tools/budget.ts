// Byte budgets (tools/budgets.ts), measured from the production build (run `npm run build`
// first), served by `npm start`'s server and fetched as a current browser fetches (the
// files' headers as HTTP/2 compresses them on the page's connection): the
// same numbers on every machine, so they gate `npm test`. The HTML budget holds what the
// first view needs (tools/first-view.ts), laid out in Chromium at the phone's and the
// desktop's size. `-- --record` writes each gated page's first view, part by part, to
// tools/first-view.json, which a failure compares against to say what grew.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { builtPages } from "../builder/pages.ts";
import { distDir } from "../server/dist-dir.ts";
import { budgets, isLongPage, kb } from "./budgets.ts";
import { chromiumArgs, chromiumPath } from "./chromium.ts";
import { firstLoad, headerCompression, wireBytes, wireResponse } from "./first-load.ts";
import {
  decodeBody,
  firstViewLayout,
  firstViewSizes,
  measureFirstView,
  overBudget,
  type FirstViewRecord,
} from "./first-view.ts";
import { serveBuild } from "./serve-build.ts";

const recordFile = new URL("first-view.json", import.meta.url);
interface RecordFile {
  /** The commit and date the record was measured at. */
  measured: { commit: string; date: string };
  pages: Record<string, FirstViewRecord>;
}
const recording = process.argv.includes("--record");
const record = JSON.parse(readFileSync(recordFile, "utf8")) as RecordFile;
const recorded: RecordFile["pages"] = {};

// Pages share their stylesheet and fonts: each distinct text is compressed once.
const compressed = new Map<string, number>();
const brotliSize = (text: string) => {
  const size = compressed.get(text) ?? brotliCompressSync(text).length;
  compressed.set(text, size);
  return size;
};

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
  "first view (budget)",
  "HTML",
  "CSS inline",
  "images",
  "data",
];
let failed = false;
const reasons: string[] = [];

const site = await serveBuild();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const layout = await firstViewLayout(browser);
try {
  console.info(
    "Bytes on the wire (compressed as a browser is sent them, with response headers):\n" +
      `${"page".padEnd(18)} ${columns.map((name) => name.padStart(9).padEnd(25)).join(" ")} total (budget)`,
  );
  for (const page of builtPages()) {
    const load = await firstLoad(distDir, page.file);
    // The page's files share its connection: their headers compressed as HTTP/2 does.
    const compressedHeaders = headerCompression();
    const sum = async (urls: string[]) => {
      let total = 0;
      for (const url of urls) {
        const { fields, body, status } = await wireBytes(site.origin, url);
        if (status !== 200) throw new Error(`${page.sample}: ${url} answered ${status}`);
        total += compressedHeaders(fields) + body;
      }
      return total;
    };
    const html = await wireResponse(site.origin, page.sample);
    // Its headers are counted whole (the first response of a new connection), and fill the table.
    compressedHeaders(html.fields);
    const document = decodeBody(html.body, html.encoding).toString("utf8");
    const [phone, desktop] = firstViewSizes;
    const view = measureFirstView(document, html.body, html.encoding, html.headers, {
      phone: await layout.end(document, phone),
      desktop: await layout.end(document, desktop),
    });
    const bytes = {
      html: html.headers + html.body.length,
      js: await sum(load.js),
      css: await sum(load.css),
      fonts: await sum(load.fonts),
      images: await sum(load.images),
      data: await sum(load.data),
    };
    // Inside the HTML's bytes already: shown, as its own share compressed alone.
    const inlineCss = brotliSize(load.inlineCss);
    const total = Object.values(bytes).reduce((sum, value) => sum + value, 0);
    // Fonts inline in the stylesheet are in the HTML's bytes already: their base64 text as
    // the HTML's compression sends it, counted against the fonts budget too.
    const fonts = bytes.fonts + load.inlineFonts.reduce((sum, font) => sum + brotliSize(font), 0);
    // The not-found page is shown, not gated, as in `npm run perf`.
    const gated = page.status === 200;
    const limit = (budget: number) => (gated ? budget : undefined);
    const htmlBudget = isLongPage(page) ? budgets.blogHtml : budgets.html;
    if (gated && view.wire > htmlBudget)
      reasons.push(overBudget(page.sample, view, htmlBudget, record.pages[page.sample]));
    if (gated) recorded[page.sample] = Object.fromEntries(view.parts.map((p) => [p.name, p.wire]));
    failed ||=
      gated &&
      (bytes.js > budgets.js ||
        fonts > budgets.fonts ||
        bytes.css > budgets.css ||
        view.wire > htmlBudget ||
        total > budgets.transfer);
    console.info(
      [
        page.sample.padEnd(18),
        cell(bytes.js, limit(budgets.js)),
        cell(fonts, limit(budgets.fonts)),
        cell(bytes.css, limit(budgets.css)),
        cell(view.wire, limit(htmlBudget)),
        cell(bytes.html),
        cell(inlineCss),
        cell(bytes.images),
        cell(bytes.data),
        cell(total, limit(budgets.transfer)).trimEnd(),
      ].join(" "),
    );
  }
} finally {
  await layout.close();
  await browser.close();
  await site.close();
}
if (recording) {
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" });
  const measured = { commit: commit.trim(), date: new Date().toISOString().slice(0, 10) };
  writeFileSync(recordFile, `${JSON.stringify({ measured, pages: recorded }, null, 2)}\n`);
  console.info(`Recorded the first views in tools/first-view.json (${measured.commit}).`);
}
if (reasons.length > 0) {
  const { commit, date } = record.measured;
  console.error(`\nFirst views over their budget (what grew: since ${commit}, ${date}):`);
  for (const reason of reasons) console.error(reason);
}
if (failed) {
  console.error("A byte budget is exceeded (tools/budgets.ts).");
  process.exit(1);
}
