// Production build: the content checked, client bundle, server bundle, then every page of
// every locale prerendered to HTML, the SEO files, every text file precompressed, and the
// headers hosts read, into one folder (dist/) that replaces the last build once complete
// (build-output.ts). Releasing it is `npm run deploy`'s (releases.ts). `npm run build`.
import { rm } from "node:fs/promises";
import { basename, resolve } from "node:path";
import { build } from "vite";
import { distDir } from "../server/dist-dir.ts";
import { resolveBrandEnv } from "../src/config/brand-env.ts";
import { resolveOperatorEnv } from "../src/config/operator-env.ts";
import { socialLinks } from "../src/config/social-links.ts";
import { blogPaths } from "../src/content/blog.ts";
import { resolveContactEnv } from "../src/features/contact/contact-env.ts";
import { resolveAiPolicy } from "../src/features/seo/ai-crawlers.ts";
import { resolveTelemetryEnv } from "../src/features/telemetry/telemetry-env.ts";
import { processingsOf } from "../src/pages/privacy/processings.ts";
import { writeAgentFiles } from "./agents/agent-files.ts";
import { buildBlog } from "./blog/build-blog.ts";
import { postInventory } from "./blog/post-inventory.ts";
import { abandonBuild, finishBuild, startBuild } from "./build-output.ts";
import { compressDir } from "./compress.ts";
import { writeChangelogFeeds } from "./content/changelog-feeds.ts";
import { copyQuotePhotos } from "./content/composed-content.ts";
import { ContentError, loadContent } from "./content/load-content.ts";
import { describeStale, staleTranslations } from "./content/stale-translations.ts";
import { checkPageKinds } from "./page-kinds.ts";
import { buildLocales, builtPages } from "./pages.ts";
import { policyDate } from "./policy-date.ts";
import { pageDataPrefix, prerender } from "./prerender.ts";
import { assertPolicyCoversCsp } from "./privacy-coverage.ts";
import { pruneRenders, renderedImagesDir } from "./raster-images.ts";
import { writeSearchIndex } from "./search-index.ts";
import { logoFile, writeSeoFiles } from "./seo-files.ts";
import { writeServingFiles } from "./serving-files.ts";

const started = performance.now();
// The same validation the bundle gets in vite.config.ts: a bad value fails here, first.
const brand = resolveBrandEnv(process.env);
const operator = resolveOperatorEnv(process.env);
const aiPolicy = resolveAiPolicy(process.env);
const locales = buildLocales();
const contact = resolveContactEnv(process.env);
const telemetry = resolveTelemetryEnv(process.env);
const connectOrigins = [contact?.origin, telemetry?.origin].filter(
  (origin): origin is string => !!origin,
);
// What the privacy policy says this build does (the page renders the same list).
const processings = processingsOf({ contact, telemetry, ...operator });

// Every kind of page can be built (its module, content and twin exist), or the build stops.
try {
  checkPageKinds();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// Every content file checked before anything is built: a problem stops the build here,
// with the file, line and key of each.
const { content, sources } = await loadContent(locales).catch((error: unknown) => {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const stale = await staleTranslations(sources);
if (stale.length > 0) console.warn(describeStale(stale));
// The posts' front matter is checked here too, before anything is built.
const inventory = (() => {
  try {
    return postInventory(locales);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
})();
const pages = builtPages(locales, inventory);

const output = await startBuild(distDir);
const outDir = output.dir;
// The server bundle resolves React from node_modules, so it is built inside the project.
const ssrDir = resolve(`node_modules/.cache/ssr-${output.id}`);

try {
  await build({ logLevel: "warn", build: { outDir, emptyOutDir: true } });
  await build({
    logLevel: "warn",
    build: {
      ssr: true,
      outDir: ssrDir,
      emptyOutDir: true,
      rolldownOptions: { input: ["src/app/entry-server.tsx"] },
    },
  });

  const blogStarted = performance.now();
  const blog = await buildBlog({ clientDir: outDir, inventory, content, brand });
  console.info(
    `rendered ${blog.posts.length} posts in ${((performance.now() - blogStarted) / 1000).toFixed(1)} s` +
      (inventory.unpublished.length > 0
        ? ` (not published: ${inventory.unpublished.map((p) => `${p.file} (${p.reason})`).join(", ")})`
        : ""),
  );
  await prerender({
    clientDir: outDir,
    serverEntry: `${ssrDir}/entry-server.js`,
    pages,
    content,
    blogContent: blog.contentOf,
  });
  console.info(`prerendered ${pages.length} pages in ${locales.join(", ")}`);
  const photos = await copyQuotePhotos(outDir, [
    ...locales.flatMap((locale) => content[locale].home.blocks),
    ...pages.flatMap((page) => page.composed?.blocks ?? []),
  ]);
  if (photos > 0) console.info(`copied ${photos} photos of quoted people to /media/people/`);
  const blogFiles = await blog.writeFiles({ logoFile });
  console.info(
    `wrote ${blogFiles.feeds.join(", ")} and ${blogFiles.cards} post cards (${blogFiles.drawn} drawn, the rest cached)`,
  );
  const changelogFeeds = await writeChangelogFeeds({
    clientDir: outDir,
    pages,
    copy: Object.fromEntries(locales.map((locale) => [locale, content[locale].changelog])),
    brand: brand.name,
    siteUrl: brand.siteUrl,
  });
  console.info(`wrote ${changelogFeeds.join(", ")}`);

  const search = await writeSearchIndex({ clientDir: outDir, pages });
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.info(
    `indexed for search in ${search.seconds.toFixed(1)} s: ` +
      Object.entries(search.pages)
        .map(([locale, count]) => `${locale} ${count} pages (${kb(search.bytes[locale] ?? 0)})`)
        .join(", ") +
      `; script and WebAssembly ${kb(search.sharedBytes)}`,
  );

  const site = {
    name: brand.name,
    url: brand.siteUrl,
    email: brand.email,
    videoId: brand.videoId,
    social: socialLinks(brand),
    year: new Date().getFullYear(),
    legal: { operator, processings, updated: policyDate() },
  };
  const agents = await writeAgentFiles({ clientDir: outDir, pages, content, site, blog });
  const largest = Math.max(...agents.twins.map((twin) => twin.bytes / twin.htmlBytes));
  console.info(
    `wrote ${agents.twins.length} Markdown twins (at most ${Math.round(largest * 100)}% of ` +
      `their page's HTML, every heading checked) and ${agents.llms.join(", ")}`,
  );

  const seo = await writeSeoFiles({
    clientDir: outDir,
    brand,
    operator,
    aiPolicy,
    pages,
    content,
  });
  console.info(
    `site URL ${seo.siteUrl}` +
      (seo.siteUrlIsDefault ? " (the default: set SITE_URL to the production address)" : "") +
      ` -> canonical, Open Graph, sitemap (${seo.sitemapUrls} pages), robots.txt ` +
      `(AI answers: ${aiPolicy.search ? "allowed" : "refused"}, ` +
      `AI training: ${aiPolicy.training ? "allowed" : "refused"})`,
  );
  console.info(
    `generated ${seo.files.join(", ")} (social images ` +
      `${seo.socialImages.map((image) => `${image.bytes} bytes`).join(", ")})`,
  );

  // Files that grow with the content: each locale's blog folder, and a data file per page.
  const blogFolders = locales.map((locale) => `${blogPaths.index(locale).slice(1)}/`);
  const compressed = await compressDir(
    outDir,
    (path) => path.startsWith(pageDataPrefix) || blogFolders.some((f) => path.startsWith(f)),
  );
  console.info(`precompressed ${compressed} files (gzip + brotli)`);

  // After compression, so _headers is written knowing every file. The assets a deploy
  // carries over from earlier releases are under assets/, which one rule covers.
  const serving = await writeServingFiles(outDir, connectOrigins, brand.siteUrl, aiPolicy);
  // Every origin the pages may contact is declared in the privacy policy, or no build.
  assertPolicyCoversCsp(serving.csp, processings);
  console.info(
    `wrote _headers and _headers.conf (style hashes: ${serving.styleHashes.length}, ` +
      `script hashes: ${serving.scriptHashes.length}, ` +
      `connect-src: ${["'self'", ...connectOrigins].join(" ")}; ` +
      `privacy policy: ${processings.map((processing) => processing.id).join(", ")})`,
  );
} catch (error) {
  await abandonBuild(output);
  console.error(`Build failed; ${basename(distDir)}/ is the last complete build, unchanged.`);
  throw error;
} finally {
  await rm(ssrDir, { recursive: true, force: true });
}

await finishBuild(distDir, output);
// The default build is the one that renders every image (see pruneRenders).
const defaultBuild = ["DIST_DIR", "SITE_LOCALES", "SITE_PSEUDO_LOCALES"].every(
  (name) => !process.env[name],
);
if (defaultBuild) {
  const pruned = await pruneRenders(renderedImagesDir);
  if (pruned.length > 0)
    console.info(`removed ${pruned.length} unused renders from ${renderedImagesDir}/`);
}
console.info(
  `built ${basename(distDir)}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
