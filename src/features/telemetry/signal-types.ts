import type { Attributes } from "./otlp-encode";
import type { SeverityNumber } from "./otlp-types";
import type { TelemetryEvent } from "./record-fields";

/**
 * Records one event; every signal gets this from start-telemetry.ts. Only the events of
 * record-fields.ts, the list the privacy policy shows.
 */
export type Emit = (
  eventName: TelemetryEvent,
  severity: SeverityNumber,
  attributes: Attributes,
  timeMs?: number,
) => void;

/**
 * Wraps an event listener of ours so that nothing it does can throw into the page (where
 * our own error listener would report it again).
 */
export function guarded<Args extends unknown[]>(listener: (...args: Args) => void) {
  return (...args: Args): void => {
    try {
      listener(...args);
    } catch {
      // Telemetry must never break, or even disturb, the page.
    }
  };
}
