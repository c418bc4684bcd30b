// Production build: client bundle, server bundle, then every route prerendered to HTML
// and every text file precompressed. `npm run build` runs this.
import { rm } from "node:fs/promises";
import { build } from "vite";
import { compressDir } from "./lib/compress.mjs";
import { prerender } from "./lib/prerender.mjs";
import { writeServingFiles } from "./lib/serving-files.mjs";
import { writeSeoFiles } from "./lib/seo-files.mjs";

// BUILD_OUT_DIR builds a second site without touching dist/ (the contact-delivery e2e tests
// build one with CONTACT_ENDPOINT set); the server bundle goes next to it.
const outDir = process.env.BUILD_OUT_DIR?.trim() || "dist";
const ssrDir = `${outDir}-ssr`;

const started = performance.now();
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

const pages = await prerender({ clientDir: outDir, serverEntry: `${ssrDir}/entry-server.js` });
for (const page of pages) console.info(`prerendered ${page.url} -> ${outDir}/${page.file}`);

const seo = await writeSeoFiles({ clientDir: outDir, seoEntry: `${ssrDir}/build-entry.js`, pages });
console.info(
  `site URL ${seo.siteUrl}` +
    (seo.siteUrlIsDefault ? " (the default: set SITE_URL to the production address)" : "") +
    ` -> canonical, Open Graph, sitemap (${seo.sitemapUrls.length} pages), robots.txt`,
);
console.info(`generated ${seo.files.join(", ")} (social image ${seo.socialImageBytes} bytes)`);

const compressed = await compressDir(outDir);
console.info(`precompressed ${compressed} files (gzip + brotli)`);

// After compression, so _headers is written knowing every file; servers never send it.
const serving = await writeServingFiles({ distDir: outDir, env: process.env });
console.info(
  `wrote ${outDir}/_headers and ${serving.siteConf} (style hashes: ${serving.styleHashes.length}, ` +
    `script hashes: ${serving.scriptHashes.length}, ` +
    `connect-src: ${["'self'", ...serving.connectOrigins].join(" ")})`,
);
await rm(ssrDir, { recursive: true, force: true });
console.info(`build done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
