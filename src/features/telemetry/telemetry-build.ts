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
