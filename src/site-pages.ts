/**
 * Every page of the site: the one list the router, the prerender step, the sitemap, the byte
 * budgets, the audits and the browser tests read. Only ids and paths, because the router
 * ships this list to the browser; `builtPages()` adds what the build and the tools need.
 */
export const sitePages = [
  { id: "home", path: "/" },
  { id: "contact", path: "/contact" },
  // The catch-all: every unknown path shows the not-found page.
  { id: "not-found", path: "*" },
] as const;

export type SitePage = (typeof sitePages)[number];

export interface BuiltPage {
  id: SitePage["id"];
  path: SitePage["path"];
  /** Where the build writes it: a folder's index.html, so `/contact` needs no rewrite. */
  file: string;
  /** The page module, as the build manifest names it. */
  source: string;
  /** A URL that shows the page, and the status it is served with. */
  sample: string;
  status: 200 | 404;
}

export function builtPages(): BuiltPage[] {
  return sitePages.map((page) => {
    const source = `src/pages/${page.id}-page.tsx`;
    if (page.path === "*") {
      return { ...page, source, file: "404.html", sample: "/no-such-page", status: 404 };
    }
    const file = page.path === "/" ? "index.html" : `${page.path.slice(1)}/index.html`;
    return { ...page, source, file, sample: page.path, status: 200 };
  });
}
