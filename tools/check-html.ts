// The Nu HTML Checker (vnu-jar, needs Java 8+) on every prerendered page of dist/. Fails on
// any error, warning or info message that is not suppressed below with a reason. Run
// `npm run build` first.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { promisify } from "node:util";
import { builtPages } from "../builder/pages.ts";
import { distDir } from "../server/dist-dir.ts";

type Level = "error" | "warning" | "info";

/**
 * Messages that are expected, each with why it is not a defect. Matched against the
 * message text; keep the list short and specific.
 */
const suppressions: { message: RegExp; type: Level; reason: string }[] = [
  {
    // React's server renderer closes every void element with "/>" (<meta/>, <img/>,
    // <input/>), and Prettier writes them the same way in index.html. Every attribute value
    // on those elements is quoted, which is the case the message warns about, so the slash
    // is inert.
    message: /^Trailing slash on void elements has no effect/,
    type: "info",
    reason: "void elements closed with /> by React and Prettier, all values quoted",
  },
  {
    // The phone menu's toggle opens its modal <dialog> by invoker command (command=
    // "show-modal"), so it works before the app has loaded. Browsers expose an expanded state
    // of their own only for popovers, not for a modal dialog, so the toggle keeps
    // aria-expanded to tell screen readers (e2e/early-taps.spec.ts checks it before and
    // after hydration).
    message:
      /^The “aria-expanded” attribute must not be used on any element which has a “command” attribute/,
    type: "error",
    reason:
      "aria-expanded on the drawer toggle's show-modal command (no implicit state for a dialog)",
  },
  // The checker's CSS grammar predates these standard features, which Tailwind v4 emits
  // into the stylesheets the pages inline and every supported browser implements. Each rule names
  // the one feature, so any other CSS error still fails.
  {
    // CSS Properties and Values API: Tailwind registers its internal variables.
    message: /^CSS: Unrecognized at-rule “@property”\.?$/,
    type: "error",
    reason: "CSS @property (Properties and Values API), not in the checker's CSS grammar",
  },
  {
    // CSS Transitions Level 2: entry animations of the drawer and the feature dialog.
    message: /^CSS: Unrecognized at-rule “@starting-style”\.?$/,
    type: "error",
    reason: "CSS @starting-style (Transitions Level 2), not in the checker's CSS grammar",
  },
  {
    // CSS Transitions Level 2: transition-behavior, to animate display and overlay.
    message: /^CSS: “transition”: “allow-discrete” is not a “transition” value\.?$/,
    type: "error",
    reason: "transition … allow-discrete (Transitions Level 2), not in the checker's grammar",
  },
  {
    // Inside an @supports query Tailwind uses to detect browsers without @property; a
    // feature query may name any property, known or not.
    message: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.?$/,
    type: "error",
    reason: "margin-trim inside an @supports feature query (Tailwind's @property fallback)",
  },
  {
    // A custom property's value may be any token sequence (CSS Variables 1); the checker
    // reads Tailwind's color-mix(… var(--tw-shadow-alpha), transparent) as invalid.
    message: /^CSS: “--tw-[\w-]+”: “var\(--tw-[\w-]+\)” is not a “\*invalid\*” value\.?$/,
    type: "error",
    reason: "var() inside a custom property's color-mix() (Tailwind's shadow colours)",
  },
  {
    // Custom properties are valid transition-property values (CSS Transitions 1, <custom-ident>).
    message: /^CSS: “transition-property”: “--tw-[\w-]+” is not a “transition-property” value\.?$/,
    type: "error",
    reason: "a custom property in transition-property (Tailwind's gradient transitions)",
  },
];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

function severity(message: VnuMessage): Level {
  if (message.type === "info") return message.subType === "warning" ? "warning" : "info";
  return "error"; // "error" and "non-document-error" (e.g. a file that cannot be read)
}

const files = builtPages().map((page) => join(distDir, page.file));
// The checker reports nothing at all for a file that is not there.
const missing = files.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`Missing ${missing.join(", ")}: run \`npm run build\` first.`);
  process.exit(1);
}
// Resolved as a file: the package's own entry is untyped CommonJS that only returns this path.
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const java = process.env.JAVA ?? "java";
let output: string;
try {
  ({ stdout: output } = await promisify(execFile)(
    java,
    [
      // One short run: the JIT's first tier alone halves its CPU, and that tier's deeper
      // frames need a larger stack than the checker's 512 KB; the serial collector, with no
      // threads of its own, a quarter of the rest (10.1 -> 7.7 s, the same report).
      "-XX:TieredStopAtLevel=1",
      "-XX:+UseSerialGC",
      "-Xss8m",
      "-jar",
      vnuJar,
      "--format",
      "json",
      "--stdout",
      "--exit-zero-always",
      ...files,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ));
} catch (error) {
  console.error(`Could not run the Nu HTML Checker with ${java} (needs Java 8 or later):`);
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
const counts = { error: 0, warning: 0, info: 0, suppressed: 0 };
const suppressedBy = new Map<string, number>();
const report: string[] = [];

for (const message of messages) {
  const level = severity(message);
  const suppression = suppressions.find(
    (rule) => rule.type === level && rule.message.test(message.message),
  );
  if (suppression) {
    counts.suppressed += 1;
    suppressedBy.set(suppression.reason, (suppressedBy.get(suppression.reason) ?? 0) + 1);
    continue;
  }
  counts[level] += 1;
  const file = decodeURIComponent(new URL(message.url).pathname).replace(`${process.cwd()}/`, "");
  const where = `${file}:${message.lastLine ?? "?"}:${message.lastColumn ?? "?"}`;
  const extract = (message.extract ?? "").replace(/\s+/g, " ").trim().slice(0, 160);
  report.push(`${level.padEnd(7)} ${where}\n  ${message.message}\n  ${extract}`);
}

console.info(`Nu HTML Checker on ${files.join(", ")}`);
if (report.length > 0) console.info(report.join("\n"));
console.info(
  `${counts.error} errors, ${counts.warning} warnings, ${counts.info} info messages` +
    `, ${counts.suppressed} suppressed`,
);
for (const [reason, count] of suppressedBy) console.info(`  suppressed ${count}: ${reason}`);
if (counts.error + counts.warning + counts.info > 0) process.exit(1);
