import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from "web-vitals";
import type { Attributes } from "./otlp-encode";
import { severity } from "./otlp-types";
import { landingPath } from "./page-views";
import { addressOf } from "./privacy";
import { guarded, type Emit } from "./signal-types";

const attribution = "browser.web_vital.attribution.";

/** A short CSS path to an element (`section#features > ul > li`), never its text. */
export function selectorOf(node: Node | null | undefined): string | undefined {
  const parts: string[] = [];
  for (let element = node instanceof Element ? node : null; element && parts.length < 4;) {
    const name = element.localName;
    if (element.id) {
      parts.unshift(`${name}#${element.id}`);
      break;
    }
    const className = element.classList[0];
    parts.unshift(className ? `${name}.${className}` : name);
    element = element.parentElement;
  }
  return parts.length > 0 ? parts.join(" > ") : undefined;
}

/**
 * Selectors of the elements behind LCP, interactions and layout shifts, taken as their
 * entries arrive: by the time the page is hidden, the element may be gone (the poster
 * replaced by the video, a dialog closed, another route shown), and entries then name none.
 */
const seenElements = new Map<string, string>();
const entryKey = (entry: PerformanceEntry) => `${entry.entryType}:${entry.startTime}`;

function rememberElements(): void {
  for (const type of ["largest-contentful-paint", "event", "layout-shift"]) {
    if (!PerformanceObserver.supportedEntryTypes.includes(type)) continue;
    new PerformanceObserver(
      guarded((list: PerformanceObserverEntryList) => {
        for (const entry of list.getEntries()) {
          const node =
            (entry as LargestContentfulPaint).element ??
            (entry as PerformanceEventTiming).target ??
            (entry as LayoutShift).sources?.find((source) => source.node)?.node;
          const selector = selectorOf(node);
          if (selector && seenElements.size < 500) seenElements.set(entryKey(entry), selector);
        }
      }),
    ).observe({ type, buffered: true, durationThreshold: 40 } as PerformanceObserverInit);
  }
}

/** The selector of an entry's element, now or as it was when the entry arrived. */
function elementOf(entry: PerformanceEntry | undefined, node: Node | null | undefined) {
  return selectorOf(node) ?? (entry ? seenElements.get(entryKey(entry)) : undefined);
}

/**
 * What makes a metric actionable, read from the entries web-vitals reports: the LCP
 * element and its image, the interaction behind INP and where its time went, the element
 * that shifted most. (web-vitals' own attribution build would double the chunk's size.)
 * Names follow OpenTelemetry's web-vitals instrumentation.
 */
export function attributionOf(metric: MetricType): Attributes {
  if (metric.name === "LCP") {
    const entry = metric.entries.at(-1);
    return {
      [`${attribution}target`]: elementOf(entry, entry?.element),
      [`${attribution}url`]: entry?.url ? addressOf(entry.url) : undefined,
    };
  }
  if (metric.name === "INP") {
    const entry = metric.entries.reduce<PerformanceEventTiming | undefined>(
      (longest, candidate) =>
        longest && longest.duration >= candidate.duration ? longest : candidate,
      undefined,
    );
    if (!entry) return {};
    return {
      [`${attribution}interaction_target`]: elementOf(entry, entry.target),
      [`${attribution}interaction_type`]: entry.name.startsWith("key") ? "keyboard" : "pointer",
      [`${attribution}input_delay`]: entry.processingStart - entry.startTime,
      [`${attribution}processing_duration`]: entry.processingEnd - entry.processingStart,
      [`${attribution}presentation_delay`]: entry.startTime + entry.duration - entry.processingEnd,
    };
  }
  if (metric.name === "CLS") {
    const largest = metric.entries.reduce<LayoutShift | undefined>(
      (top, entry) => (top && top.value >= entry.value ? top : entry),
      undefined,
    );
    return {
      [`${attribution}largest_shift_target`]: elementOf(
        largest,
        largest?.sources.find((source) => source.node)?.node,
      ),
      [`${attribution}largest_shift_value`]: largest?.value,
    };
  }
  return {};
}

/**
 * `browser.web_vital` events, as the semantic conventions define them. web-vitals reports
 * LCP, CLS and INP when the page is hidden, which is when start-telemetry.ts flushes. The
 * metrics measure the document, so they belong to the page it loaded as, not to the route
 * shown when they are reported.
 */
export function observeWebVitals(emit: Emit): void {
  const path = landingPath();
  rememberElements();
  const report = guarded((metric: MetricType) =>
    emit("browser.web_vital", severity.info, {
      "url.path": path,
      "browser.web_vital.name": metric.name.toLowerCase(),
      "browser.web_vital.value": metric.value,
      "browser.web_vital.delta": metric.delta,
      "browser.web_vital.id": metric.id,
      "browser.web_vital.rating": metric.rating,
      "browser.web_vital.navigation_type": metric.navigationType,
      ...attributionOf(metric),
    }),
  );
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
}
