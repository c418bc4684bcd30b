import { mkdtemp, rm, writeFile } from "node:fs/promises";
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

  it("finds a library's constant style sheet in minified code, and the empty one", async () => {
    dir = await mkdtemp(join(tmpdir(), "style-hashes-"));
    const css = "[data-sonner-toaster]{position:fixed}";
    await writeFile(
      join(dir, "sonner-1.js"),
      `let s=document.createElement("style");s.textContent=${JSON.stringify(css)};`,
    );
    await writeFile(join(dir, "other-2.js"), "console.log(1)");
    expect(await runtimeStyleHashes(dir)).toEqual([sha256Source(css), sha256Source("")]);
  });

  it("fails the build rather than miss a style sheet it cannot read", async () => {
    dir = await mkdtemp(join(tmpdir(), "style-hashes-"));
    await writeFile(join(dir, "sonner-1.js"), "s.textContent=`[data-sonner-toaster]{${x}}`;");
    await expect(runtimeStyleHashes(dir)).rejects.toThrow(/cannot read sonner/);
  });
});
