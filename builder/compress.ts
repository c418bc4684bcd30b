import { readdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import pMap from "p-map";

const brotliAsync = promisify(brotliCompress);
const zlibGzipAsync = promisify(gzip);

const compressible = /\.(html|md|js|mjs|css|svg|json|xml|txt|webmanifest|map)$/;
// Below this, the compressed copy and its headers cost more than they save.
const minimumBytes = 256;

/**
 * Writes .gz and .br beside every text file, so servers send precompressed bytes instead of
 * compressing on each request. The shared assets get Zopfli and Brotli 11, files that grow
 * with the content `gzip -9` and Brotli 10, so a blog's hundreds of pages build quickly
 * (decision 0017). Files are compressed on every core at once (off the main thread).
 * @param growing whether a file (its path below `dir`, with `/`) is one of many, made from
 *   the content
 * @returns how many files were compressed
 */
export async function compressDir(
  dir: string,
  growing: (path: string) => boolean = () => false,
): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const done = await pMap(files, (path) => compressFile(dir, path, growing), {
    concurrency: availableParallelism(),
  });
  return done.filter(Boolean).length;
}

/** Brotli's settings for a file (see `compressDir`), which the HTML budget's tests reuse. */
export const brotliOptions = (source: Buffer, grows: boolean) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: grows ? 10 : 11,
    [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
  },
});

/** Writes the file's .gz and .br; false when it is too small to be worth it. */
async function compressFile(
  dir: string,
  path: string,
  growing: (path: string) => boolean,
): Promise<boolean> {
  const source = await readFile(path);
  if (source.length < minimumBytes) return false;
  const parts = relative(dir, path).split(sep);
  const grows = growing(parts.join("/"));
  const sharedAsset = parts[0] === "assets" && !grows;
  const [gz, br] = await Promise.all([
    sharedAsset
      ? gzipAsync(source, { numiterations: 15 })
      : zlibGzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(source, brotliOptions(source, grows)),
  ]);
  await writeFile(`${path}.gz`, gz);
  await writeFile(`${path}.br`, br);
  return true;
}
