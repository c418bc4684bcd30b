import { describe, expect, it } from "vitest";
import { appEntry, firstChunkName, hydrationChunks, type Manifest } from "./prerender";

const page = "src/pages/home/home-page.tsx";

/** A client manifest as Vite writes it: the entry, the chunks it imports, a page's chunk. */
function manifest(withFirst: boolean): Manifest {
  return {
    [appEntry]: {
      file: "assets/entry.js",
      isEntry: true,
      imports: ["_framework.js", "_shared.js", ...(withFirst ? ["_first.js"] : [])],
    },
    "_framework.js": { file: "assets/framework.js", name: "framework" },
    "_shared.js": { file: "assets/shared.js", name: "shared", imports: ["_framework.js"] },
    ...(withFirst ? { "_first.js": { file: "assets/first.js", name: firstChunkName } } : {}),
    [page]: { file: "assets/home-page.js", imports: ["_shared.js"] },
  };
}

describe("hydrationChunks", () => {
  it("lists the entry, then the app's chunks as imported, then the page's own, each once", () => {
    expect(hydrationChunks(manifest(false), page)).toEqual([
      "/assets/entry.js",
      "/assets/framework.js",
      "/assets/shared.js",
      "/assets/home-page.js",
    ]);
  });

  it("puts the chunk to run first (telemetry's) right after the entry, before the framework", () => {
    expect(hydrationChunks(manifest(true), page)).toEqual([
      "/assets/entry.js",
      "/assets/first.js",
      "/assets/framework.js",
      "/assets/shared.js",
      "/assets/home-page.js",
    ]);
  });

  it("adds the code of the blocks the page waits for, and what it imports, after the page's", () => {
    const withBlock: Manifest = {
      ...manifest(false),
      "src/blocks/pricing.tsx": { file: "assets/pricing.js", imports: ["_money.js", "_shared.js"] },
      "_money.js": { file: "assets/money.js" },
    };
    expect(hydrationChunks(withBlock, page, ["src/blocks/pricing.tsx"]).slice(-3)).toEqual([
      "/assets/home-page.js",
      "/assets/pricing.js",
      "/assets/money.js",
    ]);
  });

  it("stops the build when a block's module is not in the build", () => {
    expect(() => hydrationChunks(manifest(false), page, ["src/blocks/gone.tsx"])).toThrow(
      /src\/blocks\/gone.tsx: no chunk/,
    );
  });

  it("lists nothing for a manifest without the entry", () => {
    expect(hydrationChunks({}, page)).toEqual([]);
  });
});
