// Tools that one script needs and nothing else (Lighthouse for `npm run perf`, the HTTP
// Observatory for `npm run audit:headers`, the content editor for `npm run edit`) are not
// dependencies of the project: each pinned version is installed into node_modules/.cache the
// first time its script runs.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
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

/**
 * Only some folders of a package's own tarball, without its dependencies: for a package that
 * ships a self-contained browser build beside sources that need them (the content editor's
 * bundle is 2 MB; an npm install of it pulls 85 MB). Returns the folder they are in.
 */
export function onDemandFiles(name: string, version: string, folders: readonly string[]): string {
  const target = resolve(
    `node_modules/.cache/on-demand/${name.replace("/", "+")}-${version}-files`,
  );
  if (existsSync(join(target, "package.json"))) return target;
  console.info(`Fetching ${name}@${version} (${folders.join(", ")}) into ${target} (once)...`);
  mkdirSync(dirname(target), { recursive: true });
  const work = mkdtempSync(`${target}.partial-`);
  try {
    const args = ["pack", `${name}@${version}`, "--pack-destination", work, "--loglevel", "warn"];
    const packed = execFileSync("npm", args, {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    const tarball = join(work, packed.trim().split("\n").at(-1) ?? "");
    const members = ["package.json", ...folders].map((entry) => `package/${entry}`);
    // Source maps are for debugging the package itself: two thirds of its size.
    execFileSync("tar", ["-xzf", tarball, "-C", work, "--exclude=*.map", ...members]);
    // Renamed into place whole, so an interrupted fetch never looks installed.
    renameSync(join(work, "package"), target);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return target;
}

/** Imports a file of an on-demand package (or of one of its dependencies, by `../name`). */
export async function importFrom<T>(folder: string, file: string): Promise<T> {
  return (await import(pathToFileURL(join(folder, file)).href)) as T;
}
