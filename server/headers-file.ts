// The `_headers` file (https://docs.netlify.com/routing/headers/,
// https://developers.cloudflare.com/pages/configuration/headers/): a path pattern on its own
// line, its headers indented below it. Every rule whose pattern matches applies, and a header
// set by several rules gets their values joined with ", ".
import { hostFiles } from "./host-files.ts";
import { isPublished, matches, routeTable, type RouteTable } from "./route-table.ts";
import { type Header, immutableCache, revalidateCache } from "./security-headers.ts";

export { hostFiles, isPublished };

export interface HeaderRule {
  path: string;
  headers: Header[];
}

/**
 * The rules for a build, rendered from its route table: security headers everywhere, a
 * year for the immutable routes (a folder by pattern, a pattern by each file it matches)
 * and revalidation for every other file and page. Cache-Control is set per path rather
 * than for `/*`, which would be joined onto the assets' value.
 * @param files every file of the build, as URL paths (`/contact/index.html`)
 * @param links the `Link` header of a path, for the pages and their Markdown twins
 *   (agent-headers.ts)
 */
export function headerRules(
  security: Header[],
  files: string[],
  links: ReadonlyMap<string, string> = new Map(),
  table: RouteTable = routeTable(files),
): HeaderRule[] {
  const immutable = table.files.filter((route) => route.cache === "immutable");
  const isImmutable = (file: string) => immutable.some(({ match }) => matches(match, file));
  const immutablePaths = immutable.flatMap(({ match }) =>
    "prefix" in match
      ? files.some((file) => file.startsWith(match.prefix))
        ? [`${match.prefix}*`]
        : []
      : files.filter((file) => matches(match, file)),
  );
  const revalidated = new Set(files.filter((file) => isPublished(file) && !isImmutable(file)));
  // A page is requested by its address (`/contact`, `/de/`), not by its file name.
  for (const page of table.pages) revalidated.add(page.match.exact);
  return [
    { path: "/*", headers: security },
    ...immutablePaths.map((path) => ({
      path,
      headers: [["Cache-Control", immutableCache]] as Header[],
    })),
    ...[...revalidated].sort().map((path) => {
      const link = links.get(path);
      const headers: Header[] = [["Cache-Control", revalidateCache]];
      return { path, headers: link ? [...headers, ["Link", link] as Header] : headers };
    }),
  ];
}

/** @param preamble comment lines, without `#` */
export function formatHeadersFile(rules: HeaderRule[], preamble: string): string {
  const comment = preamble
    .split("\n")
    .map((line) => `# ${line}`.trimEnd())
    .join("\n");
  const body = rules
    .map((rule) =>
      [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n\n");
  return `${comment}\n\n${body}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const match = /^\s+([^:\s]+):\s*(.*?)\s*$/.exec(line);
    const rule = rules.at(-1);
    if (!match || !rule) throw new Error(`_headers line ${index + 1} is not "  Name: value"`);
    rule.headers.push([String(match[1]), String(match[2])]);
  }
  return rules;
}

function matchesPattern(pattern: string, path: string): boolean {
  const regex = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${regex}$`).test(path);
}

/**
 * The headers `_headers` declares for a request path, as the hosts that read it merge them.
 * Names are lower-cased, as HTTP clients report them.
 */
export function headersForPath(rules: HeaderRule[], path: string): Map<string, string> {
  const merged = new Map<string, string>();
  for (const rule of rules) {
    if (!matchesPattern(rule.path, path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = merged.get(key);
      merged.set(key, previous === undefined ? value : `${previous}, ${value}`);
    }
  }
  return merged;
}

/** The headers `_headers` sets for every path (its `/*` rule): what error answers carry. */
export function headersEverywhere(rules: HeaderRule[]): Map<string, string> {
  return headersForPath(
    rules.filter((rule) => rule.path === "/*"),
    "/",
  );
}
