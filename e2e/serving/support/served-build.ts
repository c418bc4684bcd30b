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

export interface ServedBuild {
  rules: HeaderRule[];
  /** Every file of the build, as URL paths. */
  files: string[];
  /** Files a server answers for under their own name with status 200. */
  servedFiles: string[];
  /** Routes of the pages in folders (`/`, `/contact`) and the file each serves. */
  pages: Map<string, string>;
  notFoundPage: Buffer;
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
    const pages = new Map<string, string>();
    for (const file of files) {
      if (file.endsWith("/index.html"))
        pages.set(file.slice(0, -"/index.html".length) || "/", file);
    }
    const servedFiles = files.filter(
      (file) => isPublished(file) && file !== "/404.html" && !file.endsWith("/index.html"),
    );
    return {
      rules,
      files,
      servedFiles,
      pages,
      notFoundPage: read("/404.html"),
      digests: new Set(files.map((file) => sha256(read(file)))),
      read,
      declared: (path) => headersForPath(rules, path),
      everywhere: headersEverywhere(rules),
    };
  })();
  return cached;
}
