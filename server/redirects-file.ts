// The `_redirects` file (Netlify; Cloudflare Pages reads it too), rendered from the route
// table: the default locale's word in a language to that language's own (`/de/imprint` to
// `/de/impressum`), then each section's not-found page for the unknown paths under it. Hosts
// serve an existing file before a rule, so only unknown paths match, and the first rule
// that matches wins; Cloudflare Pages finds the nearest 404.html by itself, Netlify needs
// these rules. The table's redirects between a page's addresses are not written here: both
// hosts handle a folder's slash themselves (docs/deploy.md), and a rule for `/contact/`
// would be shadowed by the file it names.
import type { RouteTable } from "./route-table.ts";

/** @param preamble comment lines, without `#` */
export function redirectsFile(table: RouteTable, preamble: string): string {
  const comment = preamble.split("\n").map((line) => `# ${line}`.trimEnd());
  const words = table.redirects
    .filter(({ word }) => word)
    .map(({ match, redirect }) => `${match.exact}  ${redirect}  301`)
    .sort();
  const notFound = table.notFound
    .filter(({ match }) => match.prefix !== "/")
    .map(({ match, file }) => `${match.prefix}*  ${file}  404`)
    .sort();
  return `${[...comment, "", ...words, ...notFound].join("\n")}\n`;
}
