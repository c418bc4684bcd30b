import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter, matchRoutes } from "react-router";
import { App } from "./app";
import { routes } from "./routes";

async function start() {
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from the page");

  // Fetch the current page's chunk before hydrating so the prerendered markup is adopted
  // in one pass rather than re-rendered.
  await matchRoutes(routes, window.location)?.[0]?.route.load();

  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // The dev server serves an empty shell; production pages are always prerendered.
  if (import.meta.env.DEV && !container.hasChildNodes()) return createRoot(container).render(app);
  // In a transition, hydration is time-sliced: React yields to the browser every few
  // milliseconds instead of hydrating the whole page in one long task (as a default-priority
  // hydration does), so input is never blocked for long.
  startTransition(() => void hydrateRoot(container, app));
}

void start();
