// `npm run build` writes one folder and nothing else: a new build goes into a folder of its
// own beside the output and replaces the output only once it is complete, so a failed build
// leaves the last one as it was. Releasing a build is `npm run deploy`'s (releases.ts).
import { randomBytes } from "node:crypto";
import { existsSync, lstatSync } from "node:fs";
import { mkdir, rename, rm, unlink } from "node:fs/promises";

/** A new, empty folder beside distDir to build into, and an id for the build's scratch files. */
export async function startBuild(distDir: string): Promise<{ id: string; dir: string }> {
  const id = randomBytes(4).toString("hex");
  const dir = `${distDir}.building-${id}`;
  await mkdir(dir, { recursive: true });
  return { id, dir };
}

/** The complete build becomes distDir; the one before it is removed. */
export async function finishBuild(distDir: string, build: { id: string; dir: string }) {
  if (existsSync(distDir) || isLink(distDir)) {
    // A link is the layout from before deploys had a step of their own: dist/ pointed at a
    // release. The release stays with the others; only the link goes.
    if (isLink(distDir)) await unlink(distDir);
    else {
      const previous = `${distDir}.previous-${build.id}`;
      await rename(distDir, previous);
      await rm(previous, { recursive: true, force: true });
    }
  }
  await rename(build.dir, distDir);
}

/** A failed build leaves nothing behind. */
export async function abandonBuild(build: { dir: string }) {
  await rm(build.dir, { recursive: true, force: true });
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
