import { realpath } from "node:fs/promises";
import { isPublished } from "../../../server/headers-file";
import { listUrlPaths } from "../../../server/list-files";
import { hashedAssetsPrefix } from "../../../server/security-headers";
import { sitePages } from "../../support/content";

/** What a load asks for, and the status a plain GET of it must get. */
export interface LoadTarget {
  path: string;
  kind: "page" | "asset" | "unknown";
  status: 200 | 404;
}

/**
 * Everything a visitor may ask of the build `distDir` points at now: each page by the URL
 * that shows it (the not-found page by an unknown one), every hashed asset the release
 * holds (its own and those kept from earlier builds), and paths that were never built.
 */
export async function loadTargets(distDir: string): Promise<LoadTarget[]> {
  const release = await realpath(distDir);
  const pages = sitePages.map(({ sample, status }): LoadTarget => ({
    path: sample,
    kind: "page",
    status,
  }));
  const assets = listUrlPaths(release)
    .filter((path) => path.startsWith(hashedAssetsPrefix) && isPublished(path))
    .map((path): LoadTarget => ({ path, kind: "asset", status: 200 }));
  const unknown = [`${hashedAssetsPrefix}never-built-0000.js`, "/never/built"].map(
    (path): LoadTarget => ({ path, kind: "unknown", status: 404 }),
  );
  return [...pages, ...assets, ...unknown];
}
