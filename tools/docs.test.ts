import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { blogScaleSeconds, budgets } from "./budgets.ts";

// The docs name files, npm scripts, budgets, limits, line counts and the commits figures were
// measured on; each can change without the prose noticing. This test reads every doc
// (README.md, CONTRIBUTING.md, docs/**/*.md) and fails on a claim that is not so: a path no
// file matches, a script package.json lacks, a budget tools/budgets.ts does not set, a time
// limit playwright.config.ts does not give, a line count or line limit a file does not keep,
// a commit that does not exist or came after the date its figure was measured on.
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
const docs = files.filter(
  (file) => file === "README.md" || file === "CONTRIBUTING.md" || /^docs\/.*\.md$/.test(file),
);
/** The README is a map, not a manual: this many lines at most (CONTRIBUTING.md says so). */
const readmeLineLimit = 150;
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
const anchorPattern = /\]\(([^)\s#]*)#([^)\s]+)\)/g;

/** The anchors GitHub gives a Markdown file's headings: lower case, spaces as dashes, no punctuation. */
function anchors(path: string): Set<string> {
  const text = readFileSync(join(root, path), "utf8").replace(/```[\s\S]*?```/g, "");
  const slugs = [...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
    (m[1] as string)
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-"),
  );
  // A repeated heading gets -1, -2, ...
  const seen = new Map<string, number>();
  return new Set(
    slugs.map((slug) => {
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      return count ? `${slug}-${count}` : slug;
    }),
  );
}
const scriptPattern = /\bnpm (?:run ([\w:-]+)|(test|start)\b)/g;
// "an 80-line `builder/prerender.ts`", "`builder/prerender.ts`, about 80 lines",
// "`tools/soak.ts` (212 lines)", "`server/app.ts` has 120 lines". A count is exact unless
// "about" or "some" rounds it.
const lineCountPatterns = [
  { pattern: /(about |some )?(\d[\d,]*)-line `([^`]+)`/g, rough: 1, count: 2, path: 3 },
  {
    pattern: /`([^`]+)`(?:,| \(| has| is) (about |some )?(\d[\d,]*)(?: lines\b|\))/g,
    path: 1,
    rough: 2,
    count: 3,
  },
];
// A limit on a file or on each file of a folder (its tests aside): "`README.md` stays under
// 150 lines", "`tools/`, at most 250 lines a file", "no file in `src/` is over 250 lines".
const lineLimitPatterns = [
  {
    pattern:
      /`([^`]+)`(?:,| is| stays| keeps| has)* (under|below|at most|fewer than) (\d[\d,]*) lines/g,
    path: 1,
    kind: 2,
    limit: 3,
  },
  {
    pattern: /no file (?:in|of|under) `([^`]+)` (?:is |has )?(over|more than) (\d[\d,]*) lines/g,
    path: 1,
    kind: 2,
    limit: 3,
  },
];
// "a time limit of 30 s", "the 60 s time limit": a test's limit, which playwright.config.ts gives.
const timeLimitPatterns = [
  /time limit of (\d+(?:\.\d+)?) ?(s|min)\b/g,
  /(\d+(?:\.\d+)?) ?(s|min) time limit/g,
];
const playwrightTimeouts = [
  ...readFileSync(join(root, "playwright.config.ts"), "utf8").matchAll(/timeout: ([\d_]+)/g),
].map((m) => Number((m[1] as string).replaceAll("_", "")));
// A figure marked with the commit it was measured on: "(2026-11-28, 04b1c0b)",
// "Date: 2026-11-22 (c6bedef)", "at 04b1c0b on 2026-11-28".
const commitMarkPatterns = [
  {
    pattern: /\b(\d{4}-\d{2}-\d{2})(?:,| at| on)? \(?(?:[a-z]+, )?`?([0-9a-f]{7,40})`?\b/g,
    date: 1,
    sha: 2,
  },
  { pattern: /\b(?:at|commit) `?([0-9a-f]{7,40})`?,? on (\d{4}-\d{2}-\d{2})\b/g, sha: 1, date: 2 },
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
const number = (written: string) => Number(written.replaceAll(",", ""));
const binary = /\.(png|avif|webp|jpe?g|ico|woff2?|ttf|pdf)$/;

/** The files a line limit on `path` holds for: the file, or each text file of the folder but its tests. */
function limited(path: string): string[] {
  const bare = path.replace(/\/$/, "");
  if (!statSync(join(root, bare)).isDirectory()) return [bare];
  return files.filter(
    (file) =>
      file.startsWith(`${bare}/`) &&
      !file.endsWith("/") &&
      !binary.test(file) &&
      !/\.(test|spec)\.[jt]sx?$/.test(file),
  );
}

/** Whether `lines` keeps a limit as written: "under 150", "at most 150", "no file over 250". */
function keeps(lines: number, kind: string, limit: number): boolean {
  return kind === "at most" || kind === "over" || kind === "more than"
    ? lines <= limit
    : lines < limit;
}

const shallow = (() => {
  try {
    return execFileSync("git", ["rev-parse", "--is-shallow-repository"], { cwd: root })
      .toString()
      .trim();
  } catch {
    return "no git";
  }
})();
/** The day a commit was made (UTC), or undefined when the repository has no such commit. */
function commitDay(sha: string): string | undefined {
  try {
    return execFileSync(
      "git",
      ["show", "-s", "--format=%cd", "--date=format-local:%Y-%m-%d", `${sha}^{commit}`],
      { cwd: root, env: { ...process.env, TZ: "UTC" }, stdio: ["ignore", "pipe", "ignore"] },
    )
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

// What the code reads from the environment: `env.NAME`, `env["NAME"]`, and the names the
// settings' modules map their fields to ("SITE_NAME", "OPERATOR_VAT_ID").
const settingName =
  /^["'`]((?:SITE|CONTACT|OPERATOR|OTEL|TELEMETRY|SECURITY|HOSTING)_[A-Z0-9_]+)["'`]$/;
// Set by the tools themselves (Vite, Vitest), or by the build for its own child process.
const notConfiguration = new Set(["DEV", "SSR", "VITEST", "SITE_PSEUDO_CONTENT_DIR"]);
function variablesRead(): string[] {
  const sources = files.filter(
    (file) =>
      /^(src|builder|server|tools|editor)\/.*\.tsx?$|^(playwright|vite)\.config\.ts$/.test(file) &&
      !/\.(test|spec)\.tsx?$/.test(file),
  );
  const names = new Set<string>();
  for (const file of sources) {
    const source = readFileSync(join(root, file), "utf8");
    for (const m of source.matchAll(
      /\benv(?:\?\.|\.)([A-Z][A-Z0-9_]+)\b|\benv\[["']([A-Z][A-Z0-9_]+)["']\]/g,
    )) {
      names.add((m[1] ?? m[2]) as string);
    }
    for (const m of source.matchAll(/["'`][A-Z][A-Z0-9_]+["'`]/g)) {
      const name = settingName.exec(m[0])?.[1];
      if (name) names.add(name);
    }
  }
  return [...names].filter((name) => !notConfiguration.has(name)).sort();
}

describe("README.md", () => {
  const readme = readFileSync(join(root, "README.md"), "utf8");

  it(`is a map of at most ${readmeLineLimit} lines`, () => {
    expect(lineCount("README.md")).toBeLessThanOrEqual(readmeLineLimit);
  });

  it("names in its configuration table every variable the code reads", () => {
    const table = readme.slice(readme.indexOf("## Configuration"));
    const rows = table.split("\n").filter((line) => line.startsWith("| `"));
    // `OPERATOR_*` and `OTEL_EXPORTER_OTLP_(LOGS_)PROTOCOL` stand for several names.
    const named = rows.flatMap((row) =>
      [...(row.split("|")[1] as string).matchAll(/`([A-Z*][A-Z0-9_*()]*)`/g)].map(
        (m) =>
          new RegExp(
            `^${(m[1] as string).replace(/\*/g, "[A-Z0-9_]*").replace(/\(([A-Z_]+)\)/g, "(?:$1)?")}$`,
          ),
      ),
    );
    const unnamed = variablesRead().filter((name) => !named.some((pattern) => pattern.test(name)));
    expect(unnamed, "variables the code reads that README.md's table does not name").toEqual([]);
  });
});

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

  it("links only to headings that exist", () => {
    const broken = [...text.matchAll(anchorPattern)]
      .map((m) => ({ target: m[1] as string, anchor: m[2] as string }))
      .filter(({ target }) => !/^[a-z]+:/.test(target))
      .map(({ target, anchor }) => ({
        file: target ? normalize(join(dirname(doc), target)) : doc,
        anchor,
      }))
      .filter(({ file }) => file.endsWith(".md") && matches(file))
      .filter(({ file, anchor }) => !anchors(file).has(anchor))
      .map(({ file, anchor }) => `${file}#${anchor}`);
    expect(broken, "links to a heading the file does not have").toEqual([]);
  });

  it("names only npm scripts that package.json has", () => {
    const named = [...text.matchAll(scriptPattern)].map((match) => match[1] ?? match[2]);
    expect(named.filter((name) => !scripts.includes(name as string))).toEqual([]);
  });

  it("gives each file's line count as it is", () => {
    const claims = lineCountPatterns.flatMap(({ pattern, path, count, rough }) =>
      [...prose.matchAll(pattern)].map((m) => ({
        path: m[path] as string,
        count: number(m[count] as string),
        rough: Boolean(m[rough]),
      })),
    );
    const wrong = claims
      .filter((claim) => matches(claim.path) && !statSync(join(root, claim.path)).isDirectory())
      .filter(({ path, count, rough }) => {
        const actual = lineCount(path);
        // "about 160 lines" rounds: within a tenth of the file's count is true.
        return rough ? Math.abs(actual - count) > actual / 10 : actual !== count;
      });
    expect(wrong, "line counts that the files do not have").toEqual([]);
  });

  it("states only line limits the files keep", () => {
    const claims = lineLimitPatterns.flatMap(({ pattern, path, kind, limit }) =>
      [...prose.matchAll(pattern)].map((m) => ({
        path: m[path] as string,
        kind: m[kind] as string,
        limit: number(m[limit] as string),
      })),
    );
    const wrong = claims.filter(({ path }) => !matches(path));
    for (const { path, kind, limit } of claims.filter((claim) => matches(claim.path))) {
      // The README's limit is this test's, so a doc cannot promise another one.
      if (path === "README.md" && limit !== readmeLineLimit) wrong.push({ path, kind, limit });
      const over = limited(path).filter((file) => !keeps(lineCount(file), kind, limit));
      wrong.push(...over.map((file) => ({ path: `${file} (${lineCount(file)})`, kind, limit })));
    }
    expect(wrong, "line limits that a file breaks").toEqual([]);
  });

  it("names only budgets that tools/budgets.ts sets", () => {
    const figures = budgetPatterns.flatMap((pattern) => [...prose.matchAll(pattern)]);
    const wrong = figures.filter((m) => !isBudget(m[1] as string, m[2] as string));
    expect(wrong.map((m) => m[0])).toEqual([]);
  });

  it("names only time limits that playwright.config.ts gives", () => {
    const figures = timeLimitPatterns.flatMap((pattern) => [...prose.matchAll(pattern)]);
    const wrong = figures.filter((m) => {
      const ms = Number(m[1]) * (m[2] === "min" ? 60_000 : 1000);
      return !playwrightTimeouts.includes(ms);
    });
    expect(wrong.map((m) => m[0])).toEqual([]);
  });

  // A shallow clone has no history to look the commits up in.
  it.skipIf(shallow !== "false")("marks figures only with commits made by their date", () => {
    const marks = commitMarkPatterns.flatMap(({ pattern, date, sha }) =>
      [...prose.matchAll(pattern)].map((m) => ({ date: m[date] as string, sha: m[sha] as string })),
    );
    const wrong = marks.filter(({ date, sha }) => {
      const made = commitDay(sha);
      return made === undefined || made > date;
    });
    expect(wrong, "commits that do not exist, or came after the measurement").toEqual([]);
  });
});
