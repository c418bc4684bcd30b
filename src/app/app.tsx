import { Suspense, useMemo } from "react";
import { Route, Switch, useLocation } from "wouter";
import type { LatestRelease } from "../content/changelog";
import type { FooterPage } from "../content/composed";
import type { CommonContent } from "../content/schema";
import { searchAttributes } from "../features/search/search-attributes";
import { SearchLauncher } from "../features/search/search-launcher";
import { SiteCopyProvider } from "../i18n/copy-context";
import type { Locale } from "../i18n/locales";
import { CurrentPageProvider } from "./current-page";
import { HydrationMarker } from "./layout/hydration-marker";
import { SiteFooter } from "./layout/site-footer";
import { SiteHeader } from "./layout/site-header";
import { SkipLink } from "./layout/skip-link";
import { useResetOnNavigate } from "./layout/use-reset-on-navigate";
import { routeFor, type PageRoute } from "./routes";

interface AppProps {
  /** The pages of this language (routes.tsx). */
  routes: PageRoute[];
  locale: Locale;
  common: CommonContent;
  footerPages: readonly FooterPage[];
  latestRelease: LatestRelease | null;
}

/** The site's frame around the page the router shows, in one language. */
export function App({ routes, locale, common, footerPages, latestRelease }: AppProps) {
  useResetOnNavigate();
  const [pathname] = useLocation();
  const route = routeFor(routes, pathname);
  const id = route?.page ?? "not-found";
  const languages = route?.languages;
  const copy = useMemo(
    () => ({ locale, common, footerPages, latestRelease }),
    [locale, common, footerPages, latestRelease],
  );
  const page = useMemo(() => ({ id, languages }), [id, languages]);
  return (
    <SiteCopyProvider value={copy}>
      <CurrentPageProvider value={page}>
        <SkipLink />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="outline-none" {...searchAttributes(id)}>
          <Suspense fallback={null}>
            <Switch>
              {routes.map(({ path, page, Page }) =>
                // A route without a path, the not-found page, takes whatever the others do not.
                path === null ? (
                  <Route key={page}>
                    <Page />
                  </Route>
                ) : (
                  <Route key={page} path={path}>
                    <Page />
                  </Route>
                ),
              )}
            </Switch>
            <HydrationMarker />
          </Suspense>
        </main>
        <SiteFooter />
        <SearchLauncher />
      </CurrentPageProvider>
    </SiteCopyProvider>
  );
}
