import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { HydrationMarker } from "./components/layout/hydration-marker";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { SkipLink } from "./components/layout/skip-link";
import { useResetOnNavigate } from "./components/layout/use-reset-on-navigate";
import { loadOrReload } from "./lib/reload-stale-page";
import { routes } from "./routes";

// A navigation whose chunk is gone after a deploy reloads the page instead of failing.
const pages = routes.map((route) => ({ path: route.path, Page: lazy(loadOrReload(route.load)) }));

export function App() {
  useResetOnNavigate();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense fallback={null}>
          <Routes>
            {pages.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
          <HydrationMarker />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
