import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { Locale } from "../i18n/locales";
import { localizedPath } from "../i18n/paths";
import { loadOrReload } from "../lib/reload-stale-page";
import { sitePages, type PageId } from "../site-pages";
import type { PageContentById, PageData } from "./page-data";
import { exactPath } from "./router";

type PageModule<Id extends PageId> = {
  default: ComponentType<{ content: PageContentById[Id] }>;
};

// Each page is its own chunk, so `/` never downloads the contact form or toasts.
const pageModules: { [Id in PageId]: () => Promise<PageModule<Id>> } = {
  home: () => import("../pages/home/home-page"),
  contact: () => import("../pages/contact/contact-page"),
  "not-found": () => import("../pages/not-found/not-found-page"),
};

export interface PageRoute {
  /** The page's address (`/de/contact`); null for the not-found page, which takes the rest. */
  path: string | null;
  page: PageId;
  /** The page's code and its copy in the route's language, together. */
  load: () => Promise<{ default: ComponentType }>;
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * Every page in the document's language: a client-side navigation stays in it, and the
 * language switch is a plain link to another document. The page the document was loaded
 * as takes its copy from the page's data block; any other is fetched when the visitor first
 * goes there.
 */
export function createRoutes(initial: PageData): PageRoute[] {
  const contentFor = async <Id extends PageId>(locale: Locale, page: Id) => {
    if (initial.locale === locale && initial.page === page) {
      return initial.content as PageContentById[Id];
    }
    const { loadPageContent } = await import("virtual:page-content");
    return loadPageContent(locale, page);
  };
  const { locale } = initial;
  return sitePages.map((page) => {
    // Once per route: the entry fetches the first page before hydrating, and the router's
    // lazy component then finds it ready.
    let loading: Promise<{ default: ComponentType }> | undefined;
    const load = () =>
      (loading ??= Promise.all([pageModules[page.id](), contentFor(locale, page.id)]).then(
        ([module, content]) => {
          const Page = module.default as ComponentType<{ content: typeof content }>;
          return { default: () => <Page content={content} /> };
        },
      ));
    // A navigation whose chunk is gone after a deploy reloads the page instead of failing.
    return {
      path: page.path === "*" ? null : localizedPath(locale, page.path),
      page: page.id,
      load,
      Page: lazy(loadOrReload(load)),
    };
  });
}

/** The route that shows a path: its page's, or the not-found page's. */
export function routeFor(routes: readonly PageRoute[], pathname: string): PageRoute | undefined {
  return (
    routes.find((route) => route.path !== null && exactPath(route.path).pattern.exec(pathname)) ??
    routes.find((route) => route.path === null)
  );
}
