import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { inlineStyleHashes, runtimeStyleHashes, sha256Source } from "./style-hashes.ts";

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("style hashes", () => {
  it("hashes each distinct inline <style> once, as the browser sees its text", async () => {
    dir = await mkdtemp(join(tmpdir(), "style-hashes-"));
    await writeFile(join(dir, "a.html"), "<style>a{}\r\nb{}</style><p>x</p>");
    await writeFile(join(dir, "b.html"), "<style>a{}\nb{}</style>");
    expect(await inlineStyleHashes(dir)).toEqual([sha256Source("a{}\nb{}")]);
  });

  it("hashes the sheet sonner inserts when the bundle holds it, and the empty one", async () => {
    dir = await mkdtemp(join(tmpdir(), "style-hashes-"));
    const sonner = await readFile(
      createRequire(import.meta.url)
        .resolve("sonner")
        .replace(/index\.js$/, "index.mjs"),
      "utf8",
    );
    await writeFile(join(dir, "sonner-1.js"), sonner);
    await writeFile(join(dir, "other-2.js"), "console.log(1)");
    const hashes = await runtimeStyleHashes(dir);
    expect(hashes).toHaveLength(2);
    expect(hashes).toContain(sha256Source(""));
  });

  it("needs no hash for a library the bundle does not hold", async () => {
    dir = await mkdtemp(join(tmpdir(), "style-hashes-"));
    await writeFile(join(dir, "other-2.js"), "console.log(1)");
    expect(await runtimeStyleHashes(dir)).toEqual([]);
  });

  it("fails the build rather than allow a sheet other than the one in the bundle", async () => {
    dir = await mkdtemp(join(tmpdir(), "style-hashes-"));
    const opening = "[data-sonner-toaster][dir=ltr],html[dir=ltr]{--toast-icon-margin-start:";
    await writeFile(join(dir, "sonner-1.js"), `x=${JSON.stringify(`${opening}0}`)}`);
    await expect(runtimeStyleHashes(dir)).rejects.toThrow(/not in the bundle/);
  });
});
