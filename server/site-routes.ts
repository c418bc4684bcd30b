// How a build's files map to addresses, for `npm start`; deploy/nginx/site.conf does the
// same. Pages live in a folder's index.html and are asked for without the slash
// (`/contact`). A folder with a not-found page of its own is a section of the site, a
// locale (`/de/404.html`): its home is `/de/`, with the slash like `/`, and an unknown path
// under it gets its own not-found page, as Cloudflare Pages does with the nearest 404.html.

const notFoundPage = "404.html";
const indexPage = "index.html";

export interface SiteRoutes {
  /** Each page's one address, and the file that holds it. */
  pages: Map<string, string>;
  /** Other addresses of a page (its file, the other slash), and where they redirect. */
  redirects: Map<string, string>;
  /** The not-found page for a path: the nearest section's, else the site's. */
  notFoundFor(path: string): string;
  /** The folders with a not-found page of their own (`/de`). */
  sections: string[];
}

/** @param files every file of the build, as URL paths (`/de/contact/index.html`) */
export function siteRoutes(files: Iterable<string>): SiteRoutes {
  const all = [...files];
  const sections = new Set(
    all
      .filter((file) => file.endsWith(`/${notFoundPage}`) && file !== `/${notFoundPage}`)
      .map((file) => file.slice(0, -`/${notFoundPage}`.length)),
  );
  const pages = new Map<string, string>();
  const redirects = new Map<string, string>();
  for (const file of all) {
    if (!file.endsWith(`/${indexPage}`)) continue;
    const folder = file.slice(0, -`/${indexPage}`.length);
    const page = folder === "" || sections.has(folder) ? `${folder}/` : folder;
    pages.set(page, file);
    redirects.set(file, page);
    if (folder !== "") redirects.set(page === folder ? `${folder}/` : folder, page);
  }
  const longestFirst = [...sections].sort((a, b) => b.length - a.length);
  return {
    pages,
    redirects,
    sections: longestFirst,
    notFoundFor(path) {
      const section = longestFirst.find(
        (prefix) => path === prefix || path.startsWith(`${prefix}/`),
      );
      return `${section ?? ""}/${notFoundPage}`;
    },
  };
}

/** Not-found pages are only ever the answer to an unknown path, never asked for by name. */
export const isNotFoundPage = (file: string): boolean => file.endsWith(`/${notFoundPage}`);

/**
 * A `_redirects` file (Netlify; Cloudflare Pages reads it too) giving each section its own
 * not-found page: hosts serve an existing file before a rule, so only unknown paths match.
 * Cloudflare Pages finds the nearest 404.html by itself; Netlify needs these rules.
 */
export function redirectsFile(routes: SiteRoutes, preamble: string): string {
  const comment = preamble.split("\n").map((line) => `# ${line}`.trimEnd());
  const rules = [...routes.sections]
    .sort()
    .map((section) => `${section}/*  ${section}/${notFoundPage}  404`);
  return `${[...comment, "", ...rules].join("\n")}\n`;
}
