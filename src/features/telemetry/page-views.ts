import { severity } from "./otlp-types";
import { hostOf } from "./privacy";
import { guarded, type Emit } from "./signal-types";

/**
 * `site.page_view`: the page the visitor landed on (dated to the start of its load), then
 * every client-side route change. The router (wouter) announces each `pushState` and
 * `replaceState` as a window event of that name, and back/forward is a `popstate`: the path
 * is compared at each, as it happens. A check after each click instead missed a quick
 * there-and-back (a link, then Back before the click's timer ran).
 */
const navigationEntry = () =>
  performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;

/** The path of the page this document loaded as, whatever route it shows now. */
export function landingPath(): string {
  const navigation = navigationEntry();
  return navigation ? new URL(navigation.name).pathname : location.pathname;
}

/**
 * The campaign tags of the visit (`utm_source`, ...) as attributes of each page view:
 * `site.utm.source`, ... The landing page and referrer are the load's own attributes.
 */
export function campaignAttributes(campaign: Readonly<Record<string, string>> | null = null) {
  return Object.fromEntries(
    Object.entries(campaign ?? {})
      .filter(([field]) => field.startsWith("utm_"))
      .map(([field, value]) => [`site.utm.${field.slice(4)}`, value]),
  );
}

export function observePageViews(
  emit: Emit,
  campaign?: Readonly<Record<string, string>> | null,
): void {
  const navigation = navigationEntry();
  const tags = campaignAttributes(campaign);
  let path = landingPath();
  emit(
    "site.page_view",
    severity.info,
    {
      "url.path": path,
      "site.page_view.kind": "load",
      "site.page_view.navigation_type": navigation?.type,
      "site.referrer.host": hostOf(document.referrer),
      ...tags,
    },
    performance.timeOrigin,
  );

  const check = guarded(() => {
    if (location.pathname === path) return;
    const previous = path;
    path = location.pathname;
    emit("site.page_view", severity.info, {
      "site.page_view.kind": "route_change",
      "site.page_view.previous_path": previous,
      ...tags,
    });
  });
  // The visitor may have moved on while the telemetry was loading.
  check();
  for (const event of ["popstate", "pushState", "replaceState"]) addEventListener(event, check);
}
