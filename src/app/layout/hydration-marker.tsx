import { useEffect } from "react";
import { visitCampaign } from "../../features/campaign/visit-campaign";
import { loadTelemetryWhenIdle, telemetryBuild } from "../../features/telemetry/load-telemetry";

/**
 * Sets `data-hydrated` on <html> once the page content is interactive. It sits inside the
 * page's Suspense boundary, so it commits together with the page, not before it. Tests
 * and monitoring wait for it instead of guessing with timeouts. A build with telemetry
 * starts loading it from here, after hydration.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    if (telemetryBuild) loadTelemetryWhenIdle({ campaign: visitCampaign() });
  }, []);
  return null;
}
