// Lighthouse for `npm run perf`, the one check that needs it, installed on first use (with
// its dependencies it would be a third of node_modules; see on-demand.ts).
import { telemetryChunkFile } from "../src/features/telemetry/telemetry-env.ts";
import { chromiumArgs, chromiumPath, ensureChromium } from "./chromium.ts";
import { importFrom, onDemand } from "./on-demand.ts";

/** The parts of Lighthouse's result that perf reads. */
interface Result {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkItem[] } }>;
}
interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}
type Lighthouse = (
  url: string,
  flags: { port: number; output: "json"; logLevel: "error"; ignoreStatusCode: boolean },
) => Promise<{ lhr: Result } | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{
    port: number;
    kill(): Promise<void> | void;
  }>;
}

async function load(): Promise<{ lighthouse: Lighthouse; launcher: ChromeLauncher }> {
  const folder = onDemand("lighthouse", "lighthouse");
  const { default: lighthouse } = await importFrom<{ default: Lighthouse }>(
    folder,
    "core/index.js",
  );
  const launcher = await importFrom<ChromeLauncher>(folder, "../chrome-launcher/dist/index.js");
  return { lighthouse, launcher };
}

/** Lighthouse's resource types, folded into the groups the report shows. */
const byteGroups: Record<string, ByteGroup> = {
  Document: "html",
  Script: "js",
  Stylesheet: "css",
  Font: "font",
  Image: "image",
};
type ByteGroup = "html" | "js" | "telemetry" | "css" | "font" | "image" | "other" | "total";
export interface Bytes {
  raw: number;
  transfer: number;
}
export interface LighthouseSample {
  scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  bytes: Record<ByteGroup, Bytes>;
  external: string[];
}

let loaded: ReturnType<typeof load> | undefined;

/**
 * One Lighthouse run with the default (mobile, simulated throttling) configuration. A fresh
 * Chrome per run keeps runs independent: no warm caches, no leftover state.
 */
export async function runLighthouse(
  url: string,
  { ignoreStatusCode = false } = {},
): Promise<LighthouseSample> {
  ensureChromium();
  const { lighthouse, launcher } = await (loaded ??= load());
  const chrome = await launcher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumArgs, "--disable-dev-shm-usage"],
  });
  try {
    const flags = { port: chrome.port, output: "json", logLevel: "error", ignoreStatusCode };
    const lhr = (await lighthouse(url, flags as Parameters<Lighthouse>[1]))?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);

    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const groups: ByteGroup[] = [
      "html",
      "js",
      "telemetry",
      "css",
      "font",
      "image",
      "other",
      "total",
    ];
    const bytes = Object.fromEntries(groups.map((g) => [g, { raw: 0, transfer: 0 }])) as Record<
      ByteGroup,
      Bytes
    >;
    const origin = new URL(url).origin;
    const external: string[] = [];
    for (const item of lhr.audits["network-requests"]?.details?.items ?? []) {
      if (item.url.startsWith("data:")) {
        // A font inline in the stylesheet: its bytes came in the HTML's (and its total),
        // but they are the first view's font all the same.
        if (item.resourceType === "Font") {
          bytes.font.raw += item.resourceSize ?? 0;
          bytes.font.transfer += item.resourceSize ?? 0;
        }
        continue;
      }
      if (!item.url.startsWith(origin)) external.push(item.url);
      // The opt-in telemetry chunk comes after the first view has painted, the first the
      // boot loader runs: apart from the first-load JavaScript the budget is about, and
      // still in the total.
      const group = telemetryChunkFile.test(item.url)
        ? "telemetry"
        : (byteGroups[item.resourceType ?? ""] ?? "other");
      for (const key of [group, "total"] as const) {
        bytes[key].raw += item.resourceSize ?? 0;
        bytes[key].transfer += item.transferSize ?? 0;
      }
    }
    return {
      scores: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
      },
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      si: metric("speed-index"),
      bytes,
      external,
    };
  } finally {
    await chrome.kill();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
