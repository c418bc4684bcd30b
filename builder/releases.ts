// Atomic deploys on one machine. Each build is a release of its own, in a new folder beside
// the output; the output path (dist/) is a symbolic link, switched to the new release in
// one rename, so a server reading it sees the old build or the new one, never half of
// one. Hashed assets of recent releases are linked into the new one, so a page loaded
// before the switch still finds the chunks and images it asks for afterwards.
import { randomBytes } from "node:crypto";
import { existsSync, lstatSync } from "node:fs";
import {
  copyFile,
  link,
  mkdir,
  readdir,
  readFile,
  realpath,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from "node:fs/promises";
import { basename, dirname, join, relative } from "node:path";

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

export const releasesDirFor = (distDir: string) => `${distDir}-releases`;
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

/** The assets the release `distDir` points at built itself, not the ones carried over. */
export async function ownAssets(distDir: string): Promise<string[]> {
  const id = basename(await realpath(distDir));
  const record = await readFile(recordPath(releasesDirFor(distDir), id), "utf8");
  return (JSON.parse(record) as Release).assets;
}

/** A new, empty release folder to build into. */
export async function startRelease(distDir: string): Promise<{ id: string; dir: string }> {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:.TZ]/g, "")
    .slice(0, 14);
  const id = `${stamp}-${randomBytes(3).toString("hex")}`;
  const dir = join(releasesDirFor(distDir), id);
  await mkdir(dir, { recursive: true });
  return { id, dir };
}

/** A dist/ that is still a folder (built before releases existed) becomes a release. */
async function adoptFolder(distDir: string, releasesDir: string): Promise<void> {
  if (!existsSync(distDir) || lstatSync(distDir).isSymbolicLink()) return;
  const id = `00000000000000-adopted`;
  await rm(join(releasesDir, id), { recursive: true, force: true });
  await rename(distDir, join(releasesDir, id));
  const release: Release = {
    id,
    builtAt: (await stat(join(releasesDir, id))).mtimeMs,
    assets: await listAssets(join(releasesDir, id)),
  };
  await writeFile(recordPath(releasesDir, id), JSON.stringify(release));
}

/** Hard links where the file system allows them (no copy, no extra space), else copies. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await link(from, to).catch(() => copyFile(from, to));
}

/**
 * Carries the assets of the releases still within the grace period into the new one. Run
 * before the header files are written, so they describe every file the release serves.
 */
export async function carryOverAssets(distDir: string, release: { id: string; dir: string }) {
  const releasesDir = releasesDirFor(distDir);
  await adoptFolder(distDir, releasesDir);
  const own = await listAssets(release.dir);
  const record: Release = { id: release.id, builtAt: Date.now(), assets: own };
  const kept = releasesToKeep([...(await readReleases(releasesDir)), record], Date.now());
  const present = new Set(own);
  let carried = 0;
  for (const old of kept.filter((r) => r.id !== release.id)) {
    for (const file of old.assets.filter((asset) => !present.has(asset))) {
      const from = join(releasesDir, old.id, "assets", file);
      if (!existsSync(from)) continue;
      await linkOrCopy(from, join(release.dir, "assets", file));
      present.add(file);
      carried += 1;
    }
  }
  await writeFile(recordPath(releasesDir, release.id), JSON.stringify(record));
  return { carried, kept: kept.length };
}

/** Points dist/ at the new release in one rename, then prunes what no release needs. */
export async function switchTo(distDir: string, release: { id: string; dir: string }) {
  const releasesDir = releasesDirFor(distDir);
  const temporary = `${distDir}.switch-${release.id}`;
  await rm(temporary, { force: true });
  await symlink(relative(dirname(distDir), release.dir), temporary);
  await rename(temporary, distDir);

  const kept = new Set(
    releasesToKeep(await readReleases(releasesDir), Date.now()).map((r) => r.id),
  );
  kept.add(release.id);
  let pruned = 0;
  for (const name of await readdir(releasesDir)) {
    const id = basename(name, ".json");
    if (kept.has(id)) continue;
    await rm(join(releasesDir, name), { recursive: true, force: true });
    if (!name.endsWith(".json")) pruned += 1;
  }
  return { pruned };
}

/** A failed build leaves nothing behind: dist/ still points at the release it served. */
export async function abandon(distDir: string, release: { id: string; dir: string }) {
  await rm(release.dir, { recursive: true, force: true });
  await rm(recordPath(releasesDirFor(distDir), release.id), { force: true });
}
