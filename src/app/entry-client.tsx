import "../styles/app.css";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { readPageData } from "./page-data";
import { SiteRouter } from "./router";
import { createRoutes, routeFor } from "./routes";

async function start() {
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from the page");
  const data = readPageData();
  const routes = createRoutes(data);

  // Fetch the current page's chunk before hydrating so the prerendered markup is adopted
  // in one pass rather than re-rendered.
  await routeFor(routes, window.location.pathname)?.load();

  const app = (
    <StrictMode>
      <SiteRouter>
        <App routes={routes} locale={data.locale} common={data.common} />
      </SiteRouter>
    </StrictMode>
  );
  // In a transition, hydration is time-sliced: React yields to the browser every few
  // milliseconds instead of hydrating the whole page in one long task (as a default-priority
  // hydration does), so input is never blocked for long.
  startTransition(() => void hydrateRoot(container, app));
}

void start();
