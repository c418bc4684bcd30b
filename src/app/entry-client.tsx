import "../styles/app.css";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { captureCampaign, dropCampaignTags } from "../features/campaign/visit-campaign";
import { contactDeliveryBuild } from "../features/contact/delivery-build";
import { telemetryBuild } from "../features/telemetry/telemetry-build";
// Runs before this module (and, as the boot loader orders the chunks, before the framework):
// in a build with telemetry it reads the campaign and sends the page view.
import "./telemetry-start";
import { App } from "./app";
import { loadPageData } from "./page-data";
import { SiteRouter } from "./router";
import { createRoutes, routeFor } from "./routes";

async function start() {
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from the page");
  // Before the router reads the address, which then has no campaign tags: a shared link
  // never spreads them. The campaign itself is read only in a build that can carry it (in
  // a contact message, in telemetry); in any other, the bundler drops that code. With
  // telemetry, it was read as telemetry started (telemetry-start.ts).
  if (!telemetryBuild) {
    if (contactDeliveryBuild) captureCampaign();
    else dropCampaignTags();
  }
  const data = await loadPageData();
  const routes = createRoutes(data);

  // Fetch the current page's chunk before hydrating so the prerendered markup is adopted
  // in one pass rather than re-rendered.
  await routeFor(routes, window.location.pathname)?.load();

  // The boot loader holds the whole sheet back (media="print") until the brand font is in, so
  // the page is laid out once (inline/boot-loader.ts); what hydration renders needs it now.
  for (const sheet of document.querySelectorAll<HTMLLinkElement>(
    'link[rel="stylesheet"][media="print"]',
  ))
    sheet.media = "all";

  const app = (
    <StrictMode>
      <SiteRouter>
        <App
          routes={routes}
          locale={data.locale}
          common={data.common}
          footerPages={data.footerPages}
          latestRelease={data.latestRelease}
        />
      </SiteRouter>
    </StrictMode>
  );
  // In a transition, hydration is time-sliced: React yields to the browser every few
  // milliseconds instead of hydrating the whole page in one long task (as a default-priority
  // hydration does), so input is never blocked for long.
  startTransition(() => void hydrateRoot(container, app));
}

void start();
