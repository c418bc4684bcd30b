/**
 * Every signal, started by app/telemetry-start.ts as the page starts loading its code, and
 * only in a build with an OTLP endpoint. It sends nothing at all to a visitor who asked
 * not to be tracked or whose page load is outside the sample.
 */
import { createBatcher } from "./batcher";
import { observeConversions } from "./conversions";
import { observeErrors } from "./errors";
import { exportRequest, keyValues, logRecord } from "./otlp-encode";
import type { LogRecord } from "./otlp-types";
import { observePageViews } from "./page-views";
import { inSample, trackingRefused } from "./privacy";
import type { Emit } from "./signal-types";
import type { VisitContext } from "./telemetry-build";
import type { TelemetryConfig } from "./telemetry-env";
import { createTransport } from "./transport";
import { observeWebVitals } from "./web-vitals";

interface UserAgentData {
  brands: { brand: string; version: string }[];
  mobile: boolean;
  platform: string;
}

/** A random id for this page load: it links its events, and nothing else. */
function pageLoadId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The browser entity of the semantic conventions, from low-entropy values only. */
function browserResource() {
  const data = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  return {
    "telemetry.sdk.name": "site-telemetry",
    "telemetry.sdk.language": "webjs",
    "user_agent.original": navigator.userAgent,
    "browser.language": navigator.language,
    "browser.brands": data?.brands.map(({ brand, version }) => `${brand} ${version}`),
    "browser.platform": data?.platform,
    "browser.mobile": data?.mobile,
  };
}

/** Starts every signal, once, with the build's settings and what the app knows of the visit. */
export function startTelemetry(config: TelemetryConfig, visit: VisitContext): void {
  if (trackingRefused(navigator, window as { doNotTrack?: string })) return;
  if (!inSample(config.sampleRate)) return;

  const resource = keyValues({ ...browserResource(), ...Object.fromEntries(config.resource) });
  const batcher = createBatcher<LogRecord>({
    maxQueue: 200,
    maxBatch: 50,
    maxBytes: 60_000,
    delayMs: 5_000,
    // At once, so that a visitor who leaves within a second is counted; FCP and TTFB follow
    // with the next batch.
    firstDelayMs: 0,
    encode: (records) => JSON.stringify(exportRequest(resource, records)),
    send: createTransport(config.endpoint),
  });
  const id = pageLoadId();
  const emit: Emit = (eventName, severity, attributes, timeMs) =>
    batcher.push(
      logRecord(
        eventName,
        severity,
        {
          "url.path": location.pathname,
          "site.page_load.id": id,
          // The page's language (its <html lang>), so each market can be read on its own.
          "site.page.language": document.documentElement.lang,
          ...attributes,
        },
        timeMs,
      ),
    );

  observePageViews(emit, visit.campaign);
  observeErrors(emit, config.origin);
  observeConversions(emit);
  observeWebVitals(emit);
  // On window, after web-vitals' own listeners on document: the metrics it reports when
  // the page is hidden are in the queue by the time it is flushed.
  const flush = () => batcher.flush(true);
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
  addEventListener("pagehide", flush);
}
