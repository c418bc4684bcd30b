/**
 * What each telemetry record holds: the one list of the events the site's telemetry sends
 * and of the fields each carries. The signals may emit no event that is not here (`Emit`
 * takes only these names) and no field (record-fields.test.ts reads their source), and the
 * privacy policy lists exactly this, so what the policy says is what the code sends.
 */
import type { TelemetryEventId } from "../../content/ids.ts";
import { campaignTags } from "../../lib/campaign-tags.ts";

/** Sent once with every batch: the browser as the semantic conventions describe it. */
export const resourceFields = [
  "service.name",
  "telemetry.sdk.name",
  "telemetry.sdk.language",
  "user_agent.original",
  "browser.language",
  "browser.brands",
  "browser.platform",
  "browser.mobile",
] as const;

/** On every record: the page, a random id of this page load (nothing else links them). */
export const everyRecordFields = ["url.path", "site.page_load.id", "site.page.language"] as const;

const webVitalAttribution = [
  "target",
  "url",
  "interaction_target",
  "interaction_type",
  "input_delay",
  "processing_duration",
  "presentation_delay",
  "largest_shift_target",
  "largest_shift_value",
].map((name) => `browser.web_vital.attribution.${name}`);

/** Each event the signals send, with the fields of its own. */
export const eventFields = {
  "site.page_view": [
    "site.page_view.kind",
    "site.page_view.navigation_type",
    "site.page_view.previous_path",
    "site.referrer.host",
    ...campaignTags.map((tag) => `site.utm.${tag.slice("utm_".length)}`),
  ],
  "site.cta.click": ["site.cta.id", "site.cta.target"],
  "site.video.play": [],
  "site.feature.open": ["site.feature.id"],
  "site.solution_step.select": ["site.solution_step.id"],
  "site.contact.submit": [
    "site.contact.outcome",
    "site.contact.delivery",
    "site.contact.failure_reason",
    "http.response.status_code",
    "site.cta.id",
  ],
  // Conversions of the pricing page: that the calculator was used and that an estimate
  // reached sales, never what was entered or estimated.
  "site.calculator.use": [],
  "site.estimate.send": [],
  "browser.web_vital": [
    "browser.web_vital.name",
    "browser.web_vital.value",
    "browser.web_vital.delta",
    "browser.web_vital.id",
    "browser.web_vital.rating",
    "browser.web_vital.navigation_type",
    ...webVitalAttribution,
  ],
  exception: [
    "exception.type",
    "exception.message",
    "exception.stacktrace",
    "site.exception.source",
    "code.file.path",
    "code.line.number",
    "code.column.number",
  ],
  "site.csp_violation": [
    "site.csp.directive",
    "site.csp.blocked",
    "site.csp.disposition",
    "code.file.path",
    "code.line.number",
  ],
} satisfies Record<TelemetryEventId, readonly string[]>;

export type TelemetryEvent = TelemetryEventId;
export { telemetryEventIds as telemetryEvents } from "../../content/ids.ts";
