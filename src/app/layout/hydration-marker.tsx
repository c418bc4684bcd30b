import { useEffect } from "react";
import { hydratedEvent } from "../inline/page-controls";

/**
 * Sets `data-hydrated` on <html> once the page content is interactive. It sits inside the
 * page's Suspense boundary, so it commits together with the page, not before it. Tests
 * and monitoring wait for it instead of guessing with timeouts.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // The taps held until now run (app/inline/page-controls.ts).
    document.dispatchEvent(new Event(hydratedEvent));
  }, []);
  return null;
}
