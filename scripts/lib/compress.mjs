import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

const brotliAsync = promisify(brotliCompress);

export const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map)$/;

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * Writes .gz and .br beside every text file, so servers send precompressed bytes at the
 * highest levels instead of compressing on each request. The .gz files come from Zopfli:
 * still plain gzip for every client, about 5% smaller than `gzip -9`.
 * @param {string} dir
 * @returns {Promise<number>} how many files were compressed
 */
export async function compressDir(dir) {
  let count = 0;
  for await (const path of walk(dir)) {
    if (!compressible.test(path)) continue;
    const source = await readFile(path);
    if ((await stat(path)).size < 256) continue;
    const [gz, br] = await Promise.all([
      gzipAsync(source, { numiterations: 15 }),
      brotliAsync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    ]);
    await writeFile(`${path}.gz`, gz);
    await writeFile(`${path}.br`, br);
    count += 1;
  }
  return count;
}
