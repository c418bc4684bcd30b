// Production build: client bundle, server bundle, then every page prerendered to HTML, the
// SEO files, every text file precompressed, and the headers hosts read. `npm run build`.
import { rm } from "node:fs/promises";
import { build } from "vite";
import { distDir } from "../server/dist-dir.ts";
import { resolveContactEnv } from "../src/features/contact/contact-env.ts";
import { builtPages } from "../src/site-pages.ts";
import { compressDir } from "./compress.ts";
import { prerender } from "./prerender.ts";
import { writeSeoFiles } from "./seo-files.ts";
import { writeServingFiles } from "./serving-files.ts";

const outDir = distDir;
const ssrDir = `${outDir}-ssr`;

const started = performance.now();
// The same validation the bundle gets in vite.config.ts: a bad value fails here, first.
const connectOrigins = [resolveContactEnv(process.env)?.origin].filter((o): o is string => !!o);

await rm(outDir, { recursive: true, force: true });
await rm(ssrDir, { recursive: true, force: true });

await build({ logLevel: "warn", build: { outDir, emptyOutDir: true } });
await build({
  logLevel: "warn",
  build: {
    ssr: true,
    outDir: ssrDir,
    emptyOutDir: true,
    // The SEO entry hands the steps below the brand values and copy Vite resolved.
    rolldownOptions: { input: ["src/entry-server.tsx", "src/features/seo/build-entry.ts"] },
  },
});

await prerender({ clientDir: outDir, serverEntry: `${ssrDir}/entry-server.js` });
for (const page of builtPages()) console.info(`prerendered ${page.sample} -> ${page.file}`);

const seo = await writeSeoFiles({ clientDir: outDir, seoEntry: `${ssrDir}/build-entry.js` });
console.info(
  `site URL ${seo.siteUrl}` +
    (seo.siteUrlIsDefault ? " (the default: set SITE_URL to the production address)" : "") +
    ` -> canonical, Open Graph, sitemap (${seo.sitemapUrls.length} pages), robots.txt`,
);
console.info(`generated ${seo.files.join(", ")} (social image ${seo.socialImageBytes} bytes)`);

const compressed = await compressDir(outDir);
console.info(`precompressed ${compressed} files (gzip + brotli)`);

// After compression, so _headers is written knowing every file; servers never send it.
const serving = await writeServingFiles(outDir, connectOrigins);
console.info(
  `wrote _headers and _headers.conf (style hashes: ${serving.styleHashes.length}, ` +
    `connect-src: ${["'self'", ...connectOrigins].join(" ")})`,
);
await rm(ssrDir, { recursive: true, force: true });
console.info(`built ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
