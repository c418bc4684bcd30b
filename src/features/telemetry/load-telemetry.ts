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
 * Fetches the telemetry chunk and starts it once the browser is idle (Safari has no
 * requestIdleCallback: there, on the next task), never on the critical path. This runs on
 * every page, so it is kept to a few bytes; a chunk that fails to load costs nothing.
 */
export function loadTelemetryWhenIdle(visit: VisitContext = {}): void {
  // Tested here, beside the import(), and not through telemetryBuild: the bundler keeps the
  // chunk of an import() whose branch it can only drop after reading the module graph.
  if (!__TELEMETRY__) return;
  const config = __TELEMETRY__;
  (window.requestIdleCallback ?? setTimeout)(
    () =>
      void import("./start-telemetry")
        .then(({ startTelemetry }) => startTelemetry(config, visit))
        .catch(() => {}),
  );
}
