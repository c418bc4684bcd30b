// Tools that one script needs and nothing else (Lighthouse for `npm run perf`, the HTTP
// Observatory for `npm run audit:headers`, the content editor for `npm run edit`) are not
// dependencies of the project. Lighthouse and the Observatory each have a folder of their
// own under tools/on-demand/ with a package.json and a lockfile that pin their whole
// dependency tree; the script that needs one installs it from that lockfile (`npm ci`) the
// first time it runs. Update one with `npm install <name>@<version>` in its folder.
// (Lighthouse's lockfile overrides third-party-web to Lighthouse's own 0.27.0: its trace
// engine asks for `latest`, which `npm ci` would otherwise resolve anew each time.) The
// content editor is not installed: its browser bundle is self-contained, so only those
// files of its pinned tarball are fetched (an install would pull 85 MB of sources' trees).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const toolsRoot = fileURLToPath(new URL("on-demand/", import.meta.url));

/**
 * The installed package's folder: tools/on-demand/<tool>/node_modules/<name>, installed
 * from the tool's lockfile first if it is missing or older than the lockfile's version.
 */
export function onDemand(tool: string, name: string): string {
  const root = join(toolsRoot, tool);
  const folder = join(root, "node_modules", name);
  const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
    packages: Record<string, { version?: string }>;
  };
  const pinned = lock.packages[`node_modules/${name}`]?.version;
  if (!pinned) throw new Error(`tools/on-demand/${tool}/package-lock.json does not pin ${name}`);
  const installed = existsSync(join(folder, "package.json"))
    ? (JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as { version: string })
        .version
    : undefined;
  if (installed !== pinned) {
    console.info(`Installing ${name}@${pinned} from tools/on-demand/${tool}/ (once)...`);
    // No install scripts: they would download what this machine must not depend on.
    const args = ["ci", "--ignore-scripts", "--no-audit", "--no-fund"];
    execFileSync("npm", args, { cwd: root, stdio: "inherit" });
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
