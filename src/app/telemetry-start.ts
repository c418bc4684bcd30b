/**
 * Starts telemetry as its chunk runs, in a build with an OTLP endpoint. vite.config.ts puts
 * this module, the rest of telemetry and the campaign's modules in a chunk of their own that
 * imports nothing, and the prerender step lists it first after the entry: the boot loader
 * runs it before the framework, so the page view leaves as the page starts loading its code,
 * not once hydration begins, and a visitor who leaves in the first second is counted on a
 * slow phone or a busy machine too. Without an endpoint the condition is the literal null
 * and nothing of telemetry is in the bundle.
 */
import { captureCampaign, visitCampaign } from "../features/campaign/visit-campaign";
import { startTelemetry } from "../features/telemetry/start-telemetry";

if (__TELEMETRY__) {
  try {
    // Before the router reads the address, which then has no campaign tags.
    captureCampaign();
    startTelemetry(__TELEMETRY__, { campaign: visitCampaign() });
  } catch {
    // The entry imports this chunk: telemetry is never worth a page that does not hydrate.
  }
}
