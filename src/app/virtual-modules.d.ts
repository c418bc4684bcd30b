// Modules the content plugin (builder/content/content-plugin.ts) makes from the content
// files of the locales a build makes.

declare module "virtual:page-content" {
  import type { Locale } from "../i18n/locales";
  import type { StaticPageId } from "../site-pages";
  import type { PageContentById } from "./page-data";

  /** A page's copy in a locale, as its own chunk: fetched on a client-side navigation. */
  export function loadPageContent<Id extends StaticPageId>(
    locale: Locale,
    page: Id,
  ): Promise<PageContentById[Id]>;
}
