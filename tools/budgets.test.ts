import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { budgets, kb } from "./budgets.ts";

// docs/performance.md lists the budgets for readers; tools/budgets.ts is where they are
// set. This keeps the table a copy of the file, so one of them cannot change alone.
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const rows: [label: string, value: string][] = [
  ["Performance score", String(budgets.performance)],
  ["SEO score", String(budgets.seo)],
  ["FCP", seconds(budgets.fcp)],
  ["LCP", seconds(budgets.lcp)],
  ["FCP of a blog page", seconds(budgets.blogFcp)],
  ["LCP of a blog page", seconds(budgets.blogLcp)],
  ["LCP after FCP", `${budgets.lcpAfterFcp} ms`],
  ["TBT", `${budgets.tbt} ms`],
  ["CLS", String(budgets.cls)],
  ["total transfer", kb(budgets.transfer)],
  ["JavaScript", kb(budgets.js)],
  ["fonts", kb(budgets.fonts)],
  ["CSS", kb(budgets.css)],
  ["HTML of the first view", kb(budgets.html)],
  ["HTML of a long page's first view", kb(budgets.blogHtml)],
  ["first tap", `${budgets.firstTap} ms`],
  ["taps lost", String(budgets.firstTapLost)],
];

describe("docs/performance.md", () => {
  const docs = readFileSync(new URL("../docs/performance.md", import.meta.url), "utf8");
  const table = docs.split("## Budgets")[1]?.split("\n## ")[0] ?? "";
  it.each(rows)("lists the %s budget as tools/budgets.ts sets it (%s)", (label, value) => {
    const row = table.split("\n").find((line) => line.startsWith(`| ${label} `));
    expect(row?.split("|")[2]?.trim()).toBe(value);
  });
});
