import { describe, expect, it } from "vitest";
import { isHashedSearchFile } from "./search-files.ts";

describe("isHashedSearchFile", () => {
  it("knows the index files Pagefind names by their content", () => {
    expect(isHashedSearchFile("/pagefind/pagefind.de_256cecefcf.pf_meta")).toBe(true);
    expect(isHashedSearchFile("/pagefind/fragment/ja_9854493.pf_fragment")).toBe(true);
    expect(isHashedSearchFile("/pagefind/index/en_5d9e516.pf_index")).toBe(true);
    expect(isHashedSearchFile("/pagefind/filter/en_5d9e516.pf_filter")).toBe(true);
  });

  it("leaves the files that keep their name from build to build", () => {
    for (const path of [
      "/pagefind/pagefind.js",
      "/pagefind/pagefind-worker.js",
      "/pagefind/pagefind-entry.json",
      "/pagefind/wasm.en.pagefind",
      "/assets/pagefind.en_256cecefcf.pf_meta",
    ]) {
      expect(isHashedSearchFile(path), path).toBe(false);
    }
  });
});
