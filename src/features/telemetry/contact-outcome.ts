/**
 * How a contact form submission ended, told by the form to the telemetry chunk (if the
 * build has one) as a DOM event: the form never imports telemetry code, and the event
 * carries no field's content.
 */
export const contactOutcomeEvent = "site-telemetry:contact";

export interface ContactOutcome {
  /** discarded: the honeypot was filled; the bot is shown success, nothing is sent. */
  outcome: "sent" | "failed" | "discarded";
  /** Where the form delivers: its endpoint, or the specification's simulated send. */
  delivery: "endpoint" | "simulated";
  /** Why a delivery failed: network, timeout, rejected (4xx) or server (5xx). */
  reason?: string;
  status?: number;
  /** Whether the message carried an estimate from the pricing calculator (never its values). */
  estimate?: boolean;
}

export function reportContactOutcome(detail: ContactOutcome): void {
  dispatchEvent(new CustomEvent(contactOutcomeEvent, { detail }));
}
