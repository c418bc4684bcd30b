// Atomic deploys on one machine (`npm run deploy`, after the build). Each deploy copies the
// build (dist/) into a release folder of its own (dist-releases/<id>/, hard links where the
// file system allows); the live link (dist-live) is switched to it in one rename, so a
// server reading it sees the old release or the new one, never half of one. Hashed assets
// of recent releases are linked into the new one, so a page loaded before the switch still
// finds the chunks and images it asks for afterwards.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import {
  copyFile,
  link,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  symlink,
  writeFile,
} from "node:fs/promises";
import { basename, dirname, join, relative } from "node:path";
import { liveDirFor, releasesDirFor } from "../server/dist-dir.ts";

/** Old assets stay for the last 3 releases or 7 days, whichever keeps more (docs/deploy.md). */
export const assetGrace = { releases: 3, days: 7 };
const day = 24 * 60 * 60 * 1000;

export interface Release {
  id: string;
  /** When it was built, in ms since the epoch. */
  builtAt: number;
  /** Its own files under assets/ (without the ones carried over from older releases). */
  assets: string[];
}

/** The releases whose assets must still be served: newest first. */
export function releasesToKeep(releases: Release[], now: number, grace = assetGrace): Release[] {
  return [...releases]
    .sort((a, b) => b.builtAt - a.builtAt)
    .filter(
      (release, index) => index < grace.releases || release.builtAt >= now - grace.days * day,
    );
}

const recordPath = (releasesDir: string, id: string) => join(releasesDir, `${id}.json`);

async function readReleases(releasesDir: string): Promise<Release[]> {
  if (!existsSync(releasesDir)) return [];
  const names = (await readdir(releasesDir)).filter((name) => name.endsWith(".json"));
  const releases = await Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(join(releasesDir, name), "utf8")) as Release,
    ),
  );
  return releases.filter((release) => existsSync(join(releasesDir, release.id)));
}

async function listAssets(releaseDir: string): Promise<string[]> {
  const assetsDir = join(releaseDir, "assets");
  if (!existsSync(assetsDir)) return [];
  return (await readdir(assetsDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(assetsDir, join(entry.parentPath, entry.name)))
    .sort();
}

/** Hard links where the file system allows them (no copy, no extra space), else copies. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await link(from, to).catch(() => copyFile(from, to));
}

/** The build's files, hard-linked (or copied) into a new release folder. */
async function copyBuild(buildDir: string, releaseDir: string): Promise<void> {
  const entries = await readdir(buildDir, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((each) => each.isFile())) {
    const from = join(entry.parentPath, entry.name);
    await linkOrCopy(from, join(releaseDir, relative(buildDir, from)));
  }
}

/** A release id that sorts by time: `20261127153142-079cb4`. */
function newReleaseId(): string {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:.TZ]/g, "")
    .slice(0, 14);
  return `${stamp}-${randomBytes(3).toString("hex")}`;
}

/**
 * Releases the build in buildDir: a release folder of its own with the assets of the
 * releases still within the grace period carried over, then the live link switched to it
 * in one rename, then what no release needs pruned. Rejects before the switch if anything
 * fails, leaving the live release as it was.
 */
export async function deployBuild(buildDir: string) {
  if (!existsSync(buildDir)) throw new Error(`${buildDir} has no build: run \`npm run build\``);
  const releasesDir = releasesDirFor(buildDir);
  const liveDir = liveDirFor(buildDir);
  const id = newReleaseId();
  const dir = join(releasesDir, id);
  try {
    await mkdir(dir, { recursive: true });
    await copyBuild(buildDir, dir);
    const own = await listAssets(dir);
    const record: Release = { id, builtAt: Date.now(), assets: own };
    const kept = releasesToKeep([...(await readReleases(releasesDir)), record], Date.now());
    const present = new Set(own);
    let carried = 0;
    for (const old of kept.filter((r) => r.id !== id)) {
      for (const file of old.assets.filter((asset) => !present.has(asset))) {
        const from = join(releasesDir, old.id, "assets", file);
        if (!existsSync(from)) continue;
        await linkOrCopy(from, join(dir, "assets", file));
        present.add(file);
        carried += 1;
      }
    }
    await writeFile(recordPath(releasesDir, id), JSON.stringify(record));

    const temporary = `${liveDir}.switch-${id}`;
    await rm(temporary, { force: true });
    await symlink(relative(dirname(liveDir), dir), temporary);
    await rename(temporary, liveDir);
    return { id, liveDir, carried, kept: kept.length, pruned: await prune(releasesDir, id) };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    await rm(recordPath(releasesDir, id), { force: true });
    throw error;
  }
}

/** Removes the releases no longer within the grace period (never the live one). */
async function prune(releasesDir: string, liveId: string): Promise<number> {
  const kept = new Set(
    releasesToKeep(await readReleases(releasesDir), Date.now()).map((r) => r.id),
  );
  kept.add(liveId);
  let pruned = 0;
  for (const name of await readdir(releasesDir)) {
    const id = basename(name, ".json");
    if (kept.has(id)) continue;
    await rm(join(releasesDir, name), { recursive: true, force: true });
    if (!name.endsWith(".json")) pruned += 1;
  }
  return pruned;
}
