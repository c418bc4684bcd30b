// The route table (route-table.ts) as nginx locations, for the build's include: each page
// and redirect by its exact address, the hidden paths and the hashed files by pattern or
// folder, and each section's not-found page. deploy/nginx/site.conf keeps only what does
// not depend on the build (timeouts, compression, no listings).
import { markdownTwinFile } from "../src/features/seo/seo-config.ts";
import { type FileRoute, type RouteTable } from "./route-table.ts";
import { immutableCache } from "./security-headers.ts";

/** An nginx string literal; paths and patterns here never hold `$`, which nginx expands. */
export function quote(value: string): string {
  if (value.includes("$")) throw new Error(`nginx cannot send a literal "$": ${value}`);
  return `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
}

/** A regular expression as nginx reads it unquoted, where `$` stays an anchor. */
function regex(pattern: string): string {
  if (/[\s;{}"']/.test(pattern)) throw new Error(`nginx cannot read this unquoted: ${pattern}`);
  return pattern;
}

const block = (head: string, lines: string[]) =>
  `location ${head} {\n${lines.map((line) => `    ${line}`).join("\n")}\n}`;

function fileLocation({ match, cache }: FileRoute): string {
  const head = "prefix" in match ? match.prefix : `~ ${regex(match.pattern)}`;
  const caching = cache === "immutable" ? [`set $cache_control ${quote(immutableCache)};`] : [];
  return block(head, [...caching, "try_files $uri =404;"]);
}

/** Server-context locations for the table; the include's headers set the variables used. */
export function renderNginxRoutes(table: RouteTable): string {
  const pages = table.pages.map(({ match, file, twin }) => {
    const folder = file.slice(0, -"index.html".length);
    const negotiated = twin === `${folder}${markdownTwinFile}` ? `${folder}$page_index ` : "";
    return block(`= ${quote(match.exact)}`, [`try_files ${negotiated}${file} =404;`]);
  });
  const redirects = table.redirects.map(({ match, redirect }) =>
    block(`= ${quote(match.exact)}`, [`return 301 ${redirect}$is_args$args;`]),
  );
  // Shorter sections first: the longest that matches sets the page last.
  const notFound = [...table.notFound]
    .reverse()
    .map(({ match, file }) =>
      match.prefix === "/"
        ? `    set $not_found ${file};`
        : `    if ($uri ~ ${regex(`^${match.prefix.slice(0, -1)}(?:/|$)`)}) {\n        set $not_found ${file};\n    }`,
    );
  return `# Only GET and HEAD; anything else is answered 405 with an Allow header.
error_page 404 @not_found;
error_page 405 @method_not_allowed;
if ($request_method !~ ^(?:GET|HEAD)$) {
    return 405;
}
location @method_not_allowed {
    set $allow "GET, HEAD";
    default_type text/plain;
    return 405 "Method Not Allowed\\n";
}

# Never answered under their own name (regular expressions win over folders):
${table.hidden.map(({ match, why }) => `# ${why}\n${block(`~ ${regex(match.pattern)}`, ["return 404;"])}`).join("\n")}

# Files served as they are: the hashed ones cached for a year, every other revalidated.
${table.files.map(fileLocation).join("\n")}

# An unknown path gets its section's not-found page, else the site's, with status 404. A
# miss under /assets/ arrives with that location's caching: a not-found page is revalidated
# like every page, or a file deployed later stays hidden.
location @not_found {
    set $cache_control $revalidate_cache_control;
${notFound.join("\n")}
    rewrite ^ $not_found break;
}

# Each page at its one address, with its Markdown twin for a client that asks for it.
${pages.join("\n")}

# Every other address of a page (its file, the other slash) redirects to it, query kept.
${redirects.join("\n")}
`;
}
