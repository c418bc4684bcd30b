import lighthouse from "lighthouse";
import { launchChromeForLighthouse } from "./chromium.mjs";

/** Lighthouse's resource types, folded into the groups the report shows. */
const byteGroups = /** @type {const} */ ({
  Document: "html",
  Script: "js",
  Stylesheet: "css",
  Font: "font",
  Image: "image",
});

/**
 * @typedef {{ raw: number, transfer: number }} Bytes
 * @typedef {{
 *   scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>,
 *   fcp: number, lcp: number, tbt: number, cls: number, si: number,
 *   bytes: Record<"html" | "js" | "css" | "font" | "image" | "other" | "total", Bytes>,
 *   external: string[],
 * }} LighthouseSample
 */

/**
 * One Lighthouse run with the default (mobile, simulated throttling) configuration.
 * A fresh Chrome per run keeps runs independent: no warm caches, no leftover state.
 * @param {string} url
 * @param {{ ignoreStatusCode?: boolean }} [options]
 * @returns {Promise<LighthouseSample>}
 */
export async function runLighthouse(url, options = {}) {
  const chrome = await launchChromeForLighthouse();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      ignoreStatusCode: options.ignoreStatusCode ?? false,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);

    const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;

    /** @type {LighthouseSample["bytes"]} */
    const bytes = {
      html: { raw: 0, transfer: 0 },
      js: { raw: 0, transfer: 0 },
      css: { raw: 0, transfer: 0 },
      font: { raw: 0, transfer: 0 },
      image: { raw: 0, transfer: 0 },
      other: { raw: 0, transfer: 0 },
      total: { raw: 0, transfer: 0 },
    };
    const origin = new URL(url).origin;
    /** @type {string[]} */
    const external = [];
    const details =
      /** @type {{ items?: { url: string, resourceType?: string, transferSize?: number, resourceSize?: number }[] } | undefined} */ (
        lhr.audits["network-requests"]?.details
      );
    for (const item of details?.items ?? []) {
      if (item.url.startsWith("data:")) continue;
      if (!item.url.startsWith(origin)) external.push(item.url);
      const type = /** @type {keyof typeof byteGroups | undefined} */ (item.resourceType);
      const group = (type && byteGroups[type]) || "other";
      for (const key of /** @type {const} */ ([group, "total"])) {
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

/**
 * @param {number[]} values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
