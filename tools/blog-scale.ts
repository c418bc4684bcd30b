// `npm run measure:blog-scale`: what 200 more posts cost the build. Builds the site's own
// content and then the same content with 200 generated English posts (copies of a real post
// under other addresses, titles and dates), each into a folder of its own (CONTENT_DIR,
// DIST_DIR: dist/ is never touched), and prints both times and the difference, and what the
// site search's index took and weighs in each. The budget (tools/budgets.ts) is 30 s; a
// shared machine adds noise, so run it on an idle one before trusting a figure.
//   npm run measure:blog-scale [-- 200]
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { blogScaleSeconds as budgetSeconds } from "./budgets.ts";

const count = Number(process.argv[2] ?? 200);
const template = "content/en/blog/ingesting-opentelemetry-at-scale.md";

/** The template post with another title and date: `date: 2020-01-01` counts up a day a post. */
function generatedPost(index: number): string {
  const day = new Date(Date.UTC(2020, 0, 1 + index)).toISOString().slice(0, 10);
  return readFileSync(template, "utf8")
    .replace(/^title: .*$/m, `title: "Generated post ${index + 1}"`)
    .replace(/^date: .*$/m, `date: ${day}`);
}

function timedBuild(label: string, contentDir: string, distDir: string): number {
  const started = performance.now();
  const log = execFileSync("npm", ["run", "build"], {
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
    env: { ...process.env, CONTENT_DIR: contentDir, DIST_DIR: distDir },
  });
  const seconds = (performance.now() - started) / 1000;
  console.info(`${label}: ${seconds.toFixed(1)} s`);
  // The build's own line on the search index (builder/build.ts): its time and sizes.
  const search = log.split("\n").find((line) => line.startsWith("indexed for search"));
  if (search) console.info(`  ${search}`);
  return seconds;
}

const work = mkdtempSync(join(tmpdir(), "blog-scale-"));
try {
  const plain = join(work, "content-plain");
  const grown = join(work, "content-grown");
  cpSync("content", plain, { recursive: true });
  cpSync("content", grown, { recursive: true });
  for (let index = 0; index < count; index += 1) {
    writeFileSync(join(grown, "en/blog", `generated-post-${index + 1}.md`), generatedPost(index));
  }
  const before = timedBuild("the site's posts", plain, join(work, "dist-plain"));
  const after = timedBuild(`with ${count} more posts`, grown, join(work, "dist-grown"));
  const added = after - before;
  console.info(`${count} posts add ${added.toFixed(1)} s (budget ${budgetSeconds} s)`);
  if (added > budgetSeconds) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
