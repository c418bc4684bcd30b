import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { distDir } from "../../../server/dist-dir";
import {
  type HeaderRule,
  headersEverywhere,
  headersForPath,
  isPublished,
  parseHeadersFile,
} from "../../../server/headers-file";
import { listUrlPaths } from "../../../server/list-files";
import { isNotFoundPage, notFoundFor, routeTable } from "../../../server/route-table";

export interface ServedBuild {
  rules: HeaderRule[];
  /** Every file of the build, as URL paths. */
  files: string[];
  /** Files a server answers for under their own name with status 200. */
  servedFiles: string[];
  /** Each page's one address (`/`, `/contact`, `/de/`) and the file that holds it. */
  pages: Map<string, string>;
  /** A page's other addresses (its file, the other slash, the default locale's word: /de/imprint) and where each redirects. */
  redirects: Map<string, string>;
  /** The not-found page an unknown path gets: its locale's (`/de/xyz`), else the site's. */
  notFoundPage(path: string): Buffer;
  /** Every locale's not-found page. */
  notFoundPages: Buffer[];
  /** sha256 of every file of the build, so any 200 body can be traced to one. */
  digests: Set<string>;
  read(path: string): Buffer;
  /** Headers `_headers` declares for a path, and for every answer. */
  declared(path: string): Map<string, string>;
  everywhere: Map<string, string>;
}

export function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

let cached: Promise<ServedBuild> | undefined;

export function servedBuild(): Promise<ServedBuild> {
  cached ??= (async () => {
    const read = (path: string) => readFileSync(join(distDir, path));
    const rules = parseHeadersFile(read("/_headers").toString("utf8"));
    const files = listUrlPaths(distDir);
    // How the build's files map to addresses: the route table `npm start` follows and
    // nginx's include is rendered from, so a proof against either checks both against it.
    const table = routeTable(files);
    const servedFiles = files.filter(
      (file) => isPublished(file) && !isNotFoundPage(file) && !file.endsWith("/index.html"),
    );
    return {
      rules,
      files,
      servedFiles,
      pages: new Map(table.pages.map(({ match, file }) => [match.exact, file])),
      redirects: new Map(table.redirects.map(({ match, redirect }) => [match.exact, redirect])),
      notFoundPage: (path) => read(notFoundFor(table, path) ?? "/404.html"),
      notFoundPages: files.filter(isNotFoundPage).map(read),
      digests: new Set(files.map((file) => sha256(read(file)))),
      read,
      declared: (path) => headersForPath(rules, path),
      everywhere: headersEverywhere(rules),
    };
  })();
  return cached;
}
