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

// The inline scripts of every page (src/app/inline/), bundled and minified by
// builder/inline-scripts.ts.
declare module "virtual:inline-scripts" {
  /** The head script: the theme, the dialogs' commands, the taps held for the app. */
  export const headScript: string;
  /** The loader at the end of <body>, which fetches and starts the app. */
  export const bootLoader: string;
}
