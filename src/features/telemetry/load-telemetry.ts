/**
 * Whether this build has telemetry. A build-time constant: without an endpoint it is the
 * literal false, so every `if (telemetryBuild)` and the code only it reaches is dropped.
 */
export const telemetryBuild: boolean = __TELEMETRY__ !== null;

/** What the app knows about the visit that telemetry records with its page views. */
export interface VisitContext {
  /** The campaign of the link that brought the visit (`utm_source`: `newsletter`, ...). */
  campaign?: Readonly<Record<string, string>> | null;
}

/**
/**
 * Fetches the telemetry chunk and starts it. Called by the client entry once the page's own
 * chunk is in, as hydration begins, not after it: hydration is time-sliced, so the chunk runs
 * between its slices, and the page view goes out even where hydration takes seconds (a slow
 * phone, a busy machine) and the visitor leaves before it ends. This runs on every page, so
 * it is kept to a few bytes; a chunk that fails to load costs nothing.
 */
export function loadTelemetry(visit: VisitContext = {}): void {
  // Tested here, beside the import(), and not through telemetryBuild: the bundler keeps the
  // chunk of an import() whose branch it can only drop after reading the module graph.
  if (!__TELEMETRY__) return;
  const config = __TELEMETRY__;
  void import("./start-telemetry")
    .then(({ startTelemetry }) => startTelemetry(config, visit))
    .catch(() => {});
}
