import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { deployBuild, type Release, releasesToKeep } from "./releases.ts";

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 22);
const release = (id: string, daysAgo: number): Release => ({
  id,
  builtAt: now - daysAgo * day,
  assets: [],
});

describe("releasesToKeep", () => {
  it("keeps the last 3 releases however old they are", () => {
    const releases = [release("a", 40), release("b", 30), release("c", 20), release("d", 10)];
    expect(releasesToKeep(releases, now).map((r) => r.id)).toEqual(["d", "c", "b"]);
  });

  it("keeps every release of the last 7 days however many there are", () => {
    const releases = ["a", "b", "c", "d", "e"].map((id, i) => release(id, i));
    releases.push(release("old", 8));
    expect(releasesToKeep(releases, now).map((r) => r.id)).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("orders by build time, not by the order they were listed in", () => {
    const releases = [release("new", 0), release("older", 9), release("old", 8), release("x", 50)];
    expect(releasesToKeep(releases, now).map((r) => r.id)).toEqual(["new", "old", "older"]);
  });
});

describe("deployBuild", () => {
  const build = async (dir: string, files: Record<string, string>) => {
    await rm(dir, { recursive: true, force: true });
    for (const [name, text] of Object.entries(files)) {
      await mkdir(dirname(join(dir, name)), { recursive: true });
      await writeFile(join(dir, name), text);
    }
  };

  it("releases the build behind the live link, with the last releases' assets", async () => {
    const root = await mkdtemp(join(tmpdir(), "releases-"));
    const dist = join(root, "dist");
    await build(dist, { "index.html": "one", "assets/a-1.js": "a1" });
    const first = await deployBuild(dist);
    expect(await readFile(join(dist + "-live", "index.html"), "utf8")).toBe("one");

    await build(dist, { "index.html": "two", "assets/a-2.js": "a2" });
    const second = await deployBuild(dist);
    expect(second.carried).toBe(1);
    expect(await realpath(dist + "-live")).toBe(join(root, "dist-releases", second.id));
    expect(await readFile(join(dist + "-live", "index.html"), "utf8")).toBe("two");
    // A page from the first release still finds its chunk; the build itself holds only its own.
    expect(await readFile(join(dist + "-live", "assets/a-1.js"), "utf8")).toBe("a1");
    expect(await readdir(join(dist, "assets"))).toEqual(["a-2.js"]);
    expect(await readdir(join(root, "dist-releases"))).toContain(first.id);
    await rm(root, { recursive: true, force: true });
  });

  it("releases nothing without a build, and leaves the live release as it was", async () => {
    const root = await mkdtemp(join(tmpdir(), "releases-"));
    await expect(deployBuild(join(root, "dist"))).rejects.toThrow(/npm run build/);
    expect(existsSync(join(root, "dist-live"))).toBe(false);
    await rm(root, { recursive: true, force: true });
  });
});
