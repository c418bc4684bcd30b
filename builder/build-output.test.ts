import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { abandonBuild, finishBuild, startBuild } from "./build-output.ts";

describe("the build's one output folder", () => {
  it("replaces the last build only once the new one is complete", async () => {
    const root = await mkdtemp(join(tmpdir(), "build-output-"));
    const dist = join(root, "dist");
    await mkdir(dist);
    await writeFile(join(dist, "old.html"), "old");
    const next = await startBuild(dist);
    await writeFile(join(next.dir, "index.html"), "new");
    expect(await readFile(join(dist, "old.html"), "utf8")).toBe("old");
    await finishBuild(dist, next);
    expect(await readdir(dist)).toEqual(["index.html"]);
    expect(await readdir(root)).toEqual(["dist"]);
    await rm(root, { recursive: true, force: true });
  });

  it("leaves the last build as it was when a build fails", async () => {
    const root = await mkdtemp(join(tmpdir(), "build-output-"));
    const dist = join(root, "dist");
    await mkdir(dist);
    await writeFile(join(dist, "index.html"), "last");
    const failed = await startBuild(dist);
    await abandonBuild(failed);
    expect(await readdir(root)).toEqual(["dist"]);
    expect(await readFile(join(dist, "index.html"), "utf8")).toBe("last");
    await rm(root, { recursive: true, force: true });
  });

  it("replaces a dist/ link of the older layout, leaving the release it pointed at", async () => {
    const root = await mkdtemp(join(tmpdir(), "build-output-"));
    const dist = join(root, "dist");
    await mkdir(join(root, "dist-releases/r1"), { recursive: true });
    await symlink("dist-releases/r1", dist);
    const next = await startBuild(dist);
    await finishBuild(dist, next);
    expect(existsSync(join(root, "dist-releases/r1"))).toBe(true);
    expect(await readdir(dist)).toEqual([]);
    await rm(root, { recursive: true, force: true });
  });
});
