// @ts-check
// The build step that turns the header policy into files servers read: dist/_headers for
// CDNs and `npm start`, deploy/nginx/site.conf for nginx.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import { renderSiteConf } from "./nginx-site-conf.mjs";
import { prerenderedPages } from "./prerender.mjs";
import {
  connectOriginsFromEnv,
  formatHeadersFile,
  headerRules,
  inlineScriptHashes,
  inlineStyleHashes,
  parseHeadersFile,
  runtimeStyleHashes,
  securityHeaders,
} from "./security-headers.mjs";

export const siteConfPath = "deploy/nginx/site.conf";

/** @param {string} dir @returns {Promise<string[]>} URL paths of every file below dir */
export async function listUrlPaths(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/")}`)
    .sort();
}

/** Routes served from a folder's index.html, as nginx needs them for its exact locations. */
export const folderPages = prerenderedPages
  .filter((page) => page.file.endsWith("index.html"))
  .map((page) => page.url);

/**
 * site.conf for a build of distDir with the given environment.
 * @param {string} distDir
 * @param {NodeJS.ProcessEnv} env
 */
export async function siteConfFor(distDir, env) {
  const security = securityHeaders({
    styleHashes: await styleHashesOf(distDir),
    connectOrigins: connectOriginsFromEnv(env),
    scriptHashes: await inlineScriptHashes(distDir),
  });
  return renderSiteConf({ security, pages: folderPages });
}

/** Every `<style>` the build's pages contain or its scripts insert. @param {string} distDir */
async function styleHashesOf(distDir) {
  return [
    ...(await inlineStyleHashes(distDir)),
    ...(await runtimeStyleHashes(join(distDir, "assets"))),
  ];
}

/**
 * site.conf for an existing build, from the headers its _headers sends everywhere.
 * @param {string} distDir
 */
export async function siteConfFromHeadersFile(distDir) {
  const rules = parseHeadersFile(await readFile(join(distDir, "_headers"), "utf8"));
  const security = rules.find((rule) => rule.path === "/*")?.headers;
  if (!security) throw new Error(`${distDir}/_headers has no /* rule`);
  return renderSiteConf({ security, pages: folderPages });
}

/**
 * Where a build's site.conf goes: deploy/nginx/site.conf for the build in dist/; beside the
 * output (`<dir>-nginx.conf`, like the `<dir>-ssr` bundle) for any other, so a second site
 * built elsewhere, with other settings, never rewrites the committed file.
 * @param {string} distDir
 */
export function siteConfPathFor(distDir) {
  return resolve(distDir) === resolve("dist") ? siteConfPath : `${distDir}-nginx.conf`;
}

/**
 * Writes the build's _headers and its site.conf.
 * @param {{ distDir: string, env: NodeJS.ProcessEnv }} options
 */
export async function writeServingFiles({ distDir, env }) {
  const connectOrigins = connectOriginsFromEnv(env);
  const styleHashes = await styleHashesOf(distDir);
  const scriptHashes = await inlineScriptHashes(distDir);
  const security = securityHeaders({ styleHashes, connectOrigins, scriptHashes });
  const rules = headerRules(security, await listUrlPaths(distDir));
  const preamble = [
    "Response headers for Netlify and Cloudflare Pages, written by `npm run build` from",
    "scripts/lib/security-headers.mjs. `npm start` reads this file, and",
    "deploy/nginx/site.conf sends the same headers.",
  ].join("\n");
  await writeFile(join(distDir, "_headers"), formatHeadersFile(rules, preamble));
  const siteConf = siteConfPathFor(distDir);
  await writeFile(siteConf, renderSiteConf({ security, pages: folderPages }));
  return { styleHashes, scriptHashes, connectOrigins, siteConf };
}
