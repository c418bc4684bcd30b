// `npm test`: every check, scheduled so that no more work runs at once than a 2-core machine
// has cores (docs/decisions/0019-tests-fit-two-cores.md), then the run's figures.
import { spawn } from "node:child_process";
import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";

/** The house's figures (issue budgets): printed beside the measured ones, never enforced. */
export const testBudgets = { wallSeconds: 240, cpuSeconds: 300, nodeModulesMB: 450 };

/** One step: an npm script, its output held back until it ends when another runs beside it. */
interface Step {
  script: string;
  /** Steps that must pass first: the browser suite and the checks need the build. */
  after?: string[];
}

/**
 * Phases of lanes, each phase about two cores' work, each lane its steps one after another,
 * the lanes of a phase about as long (as measured in `npm test`): the build and then the
 * types beside lint and format; the browser suite alone, whose two workers fill both cores;
 * then the unit tests (two threads) and two checks of the build beside the three others.
 */
const check = (name: string): Step => ({ script: `test:${name}`, after: ["build"] });
const checksBesideUnit = ["budget", "html", "locales"].map(check);
const checksAfterUnit = ["links", "editor-free"].map(check);
const checks = [...checksBesideUnit, ...checksAfterUnit];
const phases: Step[][][] = [
  [
    [{ script: "build" }, { script: "typecheck" }],
    [{ script: "lint" }, { script: "format:check" }],
  ],
  [[{ script: "test:e2e", after: ["build"] }]],
  [[{ script: "test:unit" }, ...checksAfterUnit], checksBesideUnit],
];

interface Result {
  script: string;
  seconds: number;
  code: number | "skipped";
}

function run(step: Step, alone: boolean, done: Map<string, Result>): Promise<Result> {
  const failed = (step.after ?? []).filter((name) => done.get(name)?.code !== 0);
  if (failed.length > 0) {
    console.info(`\n── ${step.script}: skipped, ${failed.join(", ")} did not pass`);
    return Promise.resolve({ script: step.script, seconds: 0, code: "skipped" });
  }
  const started = performance.now();
  // A step that runs alone streams its progress; one beside another is shown whole when it
  // ends, so two outputs never interleave.
  const child = spawn("npm", ["run", "--silent", step.script], {
    stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      const verdict = code === 0 ? "passed" : `failed (exit ${code})`;
      console.info(`\n── ${step.script}: ${verdict} in ${seconds.toFixed(1)} s`);
      if (output.length > 0) process.stdout.write(Buffer.concat(output));
      resolve({ script: step.script, seconds, code: code ?? 1 });
    });
  });
}

/** Busy CPU seconds of the whole machine so far (Linux), which counts every process. */
function machineBusySeconds(): number | undefined {
  try {
    const line = readFileSync("/proc/stat", "utf8").split("\n", 1)[0] ?? "";
    // user nice system idle iowait irq softirq steal, in USER_HZ (100 on Linux everywhere).
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const busy = ticks.reduce(
      (sum, value, index) => (index === 3 || index === 4 ? sum : sum + value),
      0,
    );
    return Number.isFinite(busy) ? busy / 100 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds of this process's finished children and theirs (Linux): what `time` reports.
 * A browser's renderers that outlive their parent are not in it, so the machine's figure
 * is printed beside it.
 */
function childrenCpuSeconds(): number | undefined {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** Disk use of a folder, as `du` counts it (blocks, links not followed). */
function diskUse(path: string): number {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.blocks * 512;
  return readdirSync(path).reduce(
    (sum, name) => sum + diskUse(join(path, name)),
    stat.blocks * 512,
  );
}

const figure = (value: number | undefined, unit: string, budget: number) =>
  value === undefined
    ? "not measured here"
    : `${value.toFixed(0)} ${unit} (budget ${budget} ${unit}${value > budget ? ": OVER" : ""})`;

// `tsx tools/test.ts checks` runs only the checks of an existing build.
const chosen =
  process.argv[2] === "checks" ? [[checks.map((step) => ({ ...step, after: [] }))]] : phases;
const started = performance.now();
const busyAtStart = machineBusySeconds();
const done = new Map<string, Result>();
for (const lanes of chosen) {
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) done.set(step.script, await run(step, lanes.length === 1, done));
    }),
  );
}
const wall = (performance.now() - started) / 1000;
const busy = machineBusySeconds();
const results = [...done.values()];
const failed = results.filter((result) => result.code !== 0);

console.info("\n── npm test: the run's figures");
for (const { script, seconds, code } of results) {
  const verdict = code === 0 ? "passed" : code === "skipped" ? "skipped" : "FAILED";
  console.info(`${script.padEnd(17)} ${verdict.padEnd(8)} ${seconds.toFixed(1).padStart(6)} s`);
}
console.info(`wall time     ${figure(wall, "s", testBudgets.wallSeconds)}`);
console.info(`CPU, children ${figure(childrenCpuSeconds(), "s", testBudgets.cpuSeconds)}`);
const machine = busy !== undefined && busyAtStart !== undefined ? busy - busyAtStart : undefined;
console.info(
  `CPU, machine  ${figure(machine, "s", testBudgets.cpuSeconds)}, on ${cpus().length} cores, ` +
    "anything else running included",
);
console.info(
  `node_modules  ${figure(diskUse("node_modules") / 2 ** 20, "MB", testBudgets.nodeModulesMB)}`,
);
console.info(`${results.length - failed.length} of ${results.length} steps passed`);
process.exitCode = failed.length > 0 ? 1 : 0;
