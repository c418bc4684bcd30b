// The route table: which address answers with which file, status, redirect and caching,
// as data in one place, built from the build's files (its pages and its locales). Every
// server is rendered from it: `npm start` (app.ts) looks addresses up in it, nginx gets it
// as locations in the build's include (nginx-include.ts), and static hosts get it as
// `_headers` (headers-file.ts) and `_redirects` (redirects-file.ts).
//
// Pages live in a folder's index.html and are asked for without the slash (`/contact`). A
// folder with a not-found page of its own is a section of the site, a locale
// (`/de/404.html`): its home is `/de/`, with the slash like `/`, and an unknown path under
// it gets its own not-found page, as Cloudflare Pages does with the nearest 404.html.
import { markdownTwinPath } from "../src/features/seo/seo-config.ts";
import { localWords, type LocalWord } from "../src/local-words.ts";
import { hostFiles } from "./host-files.ts";
import { hashedSearchFolders, hashedSearchMetaPattern } from "./search-files.ts";
import { hashedAssetsPrefix } from "./security-headers.ts";

const notFoundPage = "404.html";
const indexPage = "index.html";

/**
 * How an entry matches a path: the path itself, every path below a folder (ending in `/`),
 * or a regular expression that JavaScript and nginx's PCRE read alike.
 */
export type Match = { exact: string } | { prefix: string } | { pattern: string };

/** Hashed files are cached for a year; everything else is revalidated. */
export type CacheClass = "immutable" | "revalidate";

export interface PageRoute {
  match: { exact: string };
  status: 200;
  file: string;
  /** The page's Markdown twin, for a client whose Accept asks for Markdown. */
  twin?: string;
}
export interface RedirectRoute {
  match: { exact: string };
  status: 301;
  redirect: string;
  /** The default locale's word for a page a language words its own way (`/de/imprint`). */
  word?: true;
}
/** Paths never served under their own name: answered with the section's not-found page. */
export interface HiddenRoute {
  match: { pattern: string };
  status: 404;
  why: string;
}
/** Files served as they are, by their own name, with a cache class. */
export interface FileRoute {
  match: { prefix: string } | { pattern: string };
  status: 200;
  cache: CacheClass;
}
/** The not-found page for the unknown paths in a section (`/de/`), else the site's (`/`). */
export interface NotFoundRoute {
  match: { prefix: string };
  status: 404;
  file: string;
}

export interface RouteTable {
  pages: PageRoute[];
  redirects: RedirectRoute[];
  hidden: HiddenRoute[];
  /** Most specific first; the last is `/`, every other file. */
  files: FileRoute[];
  /** Longest prefix first; the last is `/`, the site's own. */
  notFound: NotFoundRoute[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const hide = (pattern: string, why: string): HiddenRoute => ({
  match: { pattern },
  status: 404,
  why,
});

/** Files of the build that are never anyone's answer under their own name. */
const unpublished: HiddenRoute[] = [
  hide("\\.(?:br|gz)$", "precompressed copies, only ever sent in place of their original"),
  hide("/\\.(?!well-known/)", "dot-files"),
  hide(
    `^(?:${Object.values<string>(hostFiles).map(escapeRegExp).join("|")})$`,
    "the files the build writes for hosts to read",
  ),
];

/** What no server answers under its own name, whatever the build holds. */
export const hiddenRoutes: HiddenRoute[] = [
  ...unpublished,
  hide(`/${escapeRegExp(notFoundPage)}$`, "not-found pages: only an unknown path's answer"),
  hide("/$", "a folder without a page of its own: never listed"),
];

/** Whether a file of the build is something a server answers for, under a name or a page's. */
export const isPublished = (file: string): boolean =>
  !unpublished.some(({ match }) => matches(match, file));

/** Not-found pages are only ever the answer to an unknown path, never asked for by name. */
export const isNotFoundPage = (file: string): boolean => file.endsWith(`/${notFoundPage}`);

/** Files named by their content: the bundle's and the search index's. */
export const fileRoutes: FileRoute[] = [
  { prefix: hashedAssetsPrefix },
  ...hashedSearchFolders.map((prefix) => ({ prefix })),
  { pattern: hashedSearchMetaPattern },
]
  .map((match): FileRoute => ({ match, status: 200, cache: "immutable" }))
  .concat({ match: { prefix: "/" }, status: 200, cache: "revalidate" });

/** How a file served under its own name is cached. */
export const cacheOf = (file: string): CacheClass =>
  fileRoutes.find(({ match }) => matches(match, file))?.cache ?? "revalidate";

/**
 * @param files every file of the build, as URL paths (`/de/contact/index.html`)
 * @param words the addresses a language words its own way (src/local-words.ts)
 */
export function routeTable(files: Iterable<string>, words: LocalWord[] = localWords()): RouteTable {
  const all = new Set(files);
  const sections = [...all]
    .filter((file) => file.endsWith(`/${notFoundPage}`) && file !== `/${notFoundPage}`)
    .map((file) => file.slice(0, -`/${notFoundPage}`.length));
  const pages: PageRoute[] = [];
  const redirects: RedirectRoute[] = [];
  const redirect = (from: string, to: string, word?: true) =>
    redirects.push({
      match: { exact: from },
      status: 301,
      redirect: to,
      ...(word ? { word } : {}),
    });
  for (const file of all) {
    if (!file.endsWith(`/${indexPage}`)) continue;
    const folder = file.slice(0, -`/${indexPage}`.length);
    const path = folder === "" || sections.includes(folder) ? `${folder}/` : folder;
    const twin = markdownTwinPath(path);
    pages.push({ match: { exact: path }, status: 200, file, ...(all.has(twin) ? { twin } : {}) });
    redirect(file, path);
    if (folder !== "") redirect(path === folder ? `${folder}/` : folder, path);
  }
  // The default locale's word in a language leads to the page of that language's own word
  // (`/de/imprint` to `/de/impressum`), unless a page of its own is there.
  const pagePaths = new Set(pages.map(({ match }) => match.exact));
  for (const { word, defaultWord } of words) {
    for (const path of pagePaths) {
      if (path !== word && !path.startsWith(`${word}/`)) continue;
      const alias = defaultWord + path.slice(word.length);
      if (!pagePaths.has(alias)) redirect(alias, path, true);
    }
  }
  const notFound = [...sections]
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
    .map((section): NotFoundRoute => ({
      match: { prefix: `${section}/` },
      status: 404,
      file: `${section}/${notFoundPage}`,
    }));
  if (all.has(`/${notFoundPage}`)) {
    notFound.push({ match: { prefix: "/" }, status: 404, file: `/${notFoundPage}` });
  }
  return { pages, redirects, hidden: hiddenRoutes, files: fileRoutes, notFound };
}

export function matches(match: Match, path: string): boolean {
  if ("exact" in match) return path === match.exact;
  if ("prefix" in match) return path.startsWith(match.prefix);
  return new RegExp(match.pattern).test(path);
}

/** What a server does for a path, decided by the table alone. */
export type Decision =
  | { status: 200; file: string; twin?: string; cache: CacheClass }
  | { status: 301; redirect: string }
  | { status: 404; file?: string };

/** The not-found page for a path: its section's (`/de` and `/de/…`), else the site's. */
export function notFoundFor(table: RouteTable, path: string): string | undefined {
  return table.notFound.find(({ match }) => matches(match, path) || `${path}/` === match.prefix)
    ?.file;
}

/**
 * Looks a path up as nginx orders its locations: exact addresses first, then the hidden
 * patterns, then files by the most specific folder or pattern.
 * @param exists whether the build holds a file, for the paths the table names no page for
 */
export function decide(
  table: RouteTable,
  path: string,
  exists: (file: string) => boolean,
): Decision {
  const exact = lookup(table).get(path);
  if (exact?.status === 301) return { status: 301, redirect: exact.redirect };
  if (exact?.status === 200) return { ...exact, cache: "revalidate" };
  const notFound = { status: 404, file: notFoundFor(table, path) } as const;
  if (table.hidden.some(({ match }) => matches(match, path)) || !exists(path)) return notFound;
  const route = table.files.find(({ match }) => matches(match, path));
  return { status: 200, file: path, cache: route?.cache ?? "revalidate" };
}

const exactByTable = new WeakMap<RouteTable, Map<string, PageRoute | RedirectRoute>>();
function lookup(table: RouteTable) {
  let map = exactByTable.get(table);
  if (!map) {
    map = new Map([...table.pages, ...table.redirects].map((route) => [route.match.exact, route]));
    exactByTable.set(table, map);
  }
  return map;
}
