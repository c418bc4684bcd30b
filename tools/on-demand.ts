// Audit tools that one script needs and nothing else (Lighthouse for `npm run perf`, the
// HTTP Observatory for `npm run audit:headers`) are not dependencies of the project: each
// pinned version is installed into node_modules/.cache the first time its script runs.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** The installed package's folder, installing `name@version` first if it is not there yet. */
export function onDemand(name: string, version: string): string {
  const prefix = resolve(`node_modules/.cache/on-demand/${name.replace("/", "+")}-${version}`);
  const folder = join(prefix, "node_modules", name);
  if (!existsSync(join(folder, "package.json"))) {
    console.info(`Installing ${name}@${version} into ${prefix} (once)...`);
    // No install scripts: they would download what this machine must not depend on.
    const args = ["install", "--prefix", prefix, "--no-save", "--ignore-scripts"];
    execFileSync("npm", [...args, `${name}@${version}`], { stdio: "inherit" });
  }
  return folder;
}

/** Imports a file of an on-demand package (or of one of its dependencies, by `../name`). */
export async function importFrom<T>(folder: string, file: string): Promise<T> {
  return (await import(pathToFileURL(join(folder, file)).href)) as T;
}
