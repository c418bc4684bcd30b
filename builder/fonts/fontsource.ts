import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { type CodePointRange, parseUnicodeRange } from "./unicode-ranges.ts";

/** One upright variable file of a Fontsource package and the code points it promises. */
export interface FontsourceFile {
  /** The subset's name ("latin", "latin-ext") or slice number ("12"), as in the file name. */
  subset: string;
  path: string;
  ranges: CodePointRange[];
}

const require = createRequire(import.meta.url);

/**
 * The upright `wght` files of a `@fontsource-variable/*` package, in the order of its
 * unicode.json, each with the `unicode-range` Fontsource gives it: what the social cards
 * and the site's own font are made from.
 */
export async function fontsourceFiles(packageName: string): Promise<FontsourceFile[]> {
  // The package's exports map only its CSS, so find its folder through that.
  const dir = dirname(require.resolve(packageName));
  const { id } = JSON.parse(await readFile(join(dir, "metadata.json"), "utf8")) as {
    id: string;
  };
  const subsets = JSON.parse(await readFile(join(dir, "unicode.json"), "utf8")) as Record<
    string,
    string
  >;
  // Keys are subset names ("latin") or numbered slices ("[12]").
  return Object.entries(subsets).map(([key, range]) => {
    const subset = key.replace(/^\[(\d+)\]$/, "$1");
    return {
      subset,
      path: join(dir, "files", `${id}-${subset}-wght-normal.woff2`),
      ranges: parseUnicodeRange(range),
    };
  });
}
