// Production build: client bundle, server bundle, then every route prerendered to HTML
// and every text file precompressed. `npm run build` runs this.
import { rm } from "node:fs/promises";
import { build } from "vite";
import { compressDir } from "./lib/compress.mjs";
import { prerender } from "./lib/prerender.mjs";

const started = performance.now();
await rm("dist", { recursive: true, force: true });
await rm("dist-ssr", { recursive: true, force: true });

await build({ logLevel: "warn" });
await build({
  logLevel: "warn",
  build: { ssr: "src/entry-server.tsx", outDir: "dist-ssr", emptyOutDir: true },
});

const pages = await prerender({ clientDir: "dist", serverEntry: "dist-ssr/entry-server.js" });
for (const page of pages) console.info(`prerendered ${page.url} -> dist/${page.file}`);

const compressed = await compressDir("dist");
console.info(`precompressed ${compressed} files (gzip + brotli)`);
await rm("dist-ssr", { recursive: true, force: true });
console.info(`build done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
