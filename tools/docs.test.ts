import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { blogScaleSeconds, budgets } from "./budgets.ts";

// The docs name files, npm scripts, budgets and line counts; each of them can change without
// the prose noticing. This test reads every doc (README.md, docs/**/*.md) and fails on a
// name or figure that is not so: a path that no file matches, a script package.json does not
// have, a budget tools/budgets.ts does not set, a line count a file does not have.
const root = fileURLToPath(new URL("..", import.meta.url));
// What the build, the tests and the installs write: named by the docs, never in a clone.
const generated = /^(node_modules|dist[^/]*|stats|test-results|playwright-report|\.git)(\/|$)/;

function walk(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (generated.test(path) || entry.name === "node_modules") return [];
    return entry.isDirectory() ? [`${path}/`, ...walk(path)] : [path];
  });
}

const files = walk("");
const docs = files.filter((file) => file === "README.md" || /^docs\/.*\.md$/.test(file));
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: object }).scripts,
);

/** `content/<locale>/*.json` and the like: a placeholder or a star stands for one name. */
function matches(pattern: string): boolean {
  const path = pattern.replace(/\/$/, "");
  if (!/[<*{]/.test(path)) return existsSync(join(root, path));
  const escaped = path.replace(/[.+?^$()|[\]\\]/g, "\\$&");
  const regex = new RegExp(`^${escaped.replace(/<[^>]+>|\*|\{[^}]*\}/g, "[^/]+")}/?$`);
  return files.some((file) => regex.test(file));
}

// A path starts at one of the repository's folders; URLs and output folders do not.
const folders =
  "src|builder|server|editor|tools|e2e|docs|content|deploy|public|rendered-images|\\.ci";
const pathPattern = new RegExp(`(?<![\\w/.:-])((?:${folders})/[\\w.<>*{},@/-]*[\\w>*}/])`, "g");
const linkPattern = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;
const scriptPattern = /\bnpm (?:run ([\w:-]+)|(test|start)\b)/g;
// "an 80-line `builder/prerender.ts`", "`builder/prerender.ts`, about 80 lines".
const lineCountPatterns = [
  /(\d+)-line `([^`]+)`/g,
  /`([^`]+)`(?:,| \()(?: about| some)? (\d+)(?: lines|\))/g,
];
// "the 90 KB budget", "a 35 KB font budget", "budget 6 KB", "budgets are 150 ms".
const budgetPatterns = [
  /(\d+(?:\.\d+)?) ?(KB|ms|s) (?:[A-Za-z]+ )?budget/g,
  /budgets? (?:is |are |of |at |\+)?(\d+(?:\.\d+)?) ?(KB|ms|s)\b/g,
];
const bytes = [budgets.js, budgets.css, budgets.fonts, budgets.html, budgets.blogHtml];
const milliseconds = [budgets.fcp, budgets.lcp, budgets.blogFcp, budgets.blogLcp];
const times = [...milliseconds, budgets.lcpAfterFcp, budgets.tbt, blogScaleSeconds * 1000];

/** Whether a figure as written ("14.3 KB", "0.75 s") is one of the budgets, to its decimals. */
function isBudget(figure: string, unit: string): boolean {
  const decimals = figure.split(".")[1]?.length ?? 0;
  const values = unit === "KB" ? [...bytes, budgets.transfer] : times;
  const scale = unit === "KB" ? 1024 : unit === "s" ? 1000 : 1;
  return values.some((value) => (value / scale).toFixed(decimals) === figure);
}

const lineCount = (path: string) => readFileSync(join(root, path), "utf8").split("\n").length - 1;

describe.each(docs)("%s", (doc) => {
  const text = readFileSync(join(root, doc), "utf8");
  const prose = text.replace(/\s+/g, " ");

  it("names only files and folders that exist", () => {
    const paths = [...text.matchAll(pathPattern)].map((match) => match[1] as string);
    const links = [...text.matchAll(linkPattern)]
      .map((match) => match[1] as string)
      .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith("/"))
      .map((target) => normalize(join(dirname(doc), target)));
    const missing = [...paths.map((path) => path.replace(/[.,:;]+$/, "")), ...links].filter(
      (path) => !generated.test(path) && !matches(path),
    );
    expect(missing, "paths named here that no file matches").toEqual([]);
  });

  it("names only npm scripts that package.json has", () => {
    const named = [...text.matchAll(scriptPattern)].map((match) => match[1] ?? match[2]);
    expect(named.filter((name) => !scripts.includes(name as string))).toEqual([]);
  });

  it("gives each file's line count as it is", () => {
    const claims = [
      ...[...prose.matchAll(lineCountPatterns[0] as RegExp)].map((m) => [m[2], m[1]]),
      ...[...prose.matchAll(lineCountPatterns[1] as RegExp)].map((m) => [m[1], m[2]]),
    ].filter(([path]) => matches(path as string));
    const wrong = claims.filter(([path, count]) => {
      const actual = lineCount(path as string);
      // Prose rounds ("about 160 lines"): a count within a tenth of the file's is true.
      return Math.abs(actual - Number(count)) > actual / 10;
    });
    expect(wrong, "[file, lines claimed]").toEqual([]);
  });

  it("names only budgets that tools/budgets.ts sets", () => {
    const figures = budgetPatterns.flatMap((pattern) => [...prose.matchAll(pattern)]);
    const wrong = figures.filter((m) => !isBudget(m[1] as string, m[2] as string));
    expect(wrong.map((m) => m[0])).toEqual([]);
  });
});
