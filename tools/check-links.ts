// Broken-link check of the production build, served by `npm start`'s server: every page, every internal link and fragment, every script, stylesheet,
// image and icon, the URLs in meta tags and JSON-LD, the manifest's icons, robots.txt and the
// sitemap's pages. Absolute URLs on the configured site URL are checked against the local
// server; other origins (social networks, YouTube, mailto:) are skipped. Run
// `npm run build` first.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { check, LinkState } from "linkinator";
import { builtPages } from "../builder/pages.ts";
import { tagAttributes } from "../builder/sitemap.ts";
import { distDir as root } from "../server/dist-dir.ts";
import { seoFiles } from "../src/features/seo/seo-config.ts";
import { serveBuild } from "./serve-build.ts";

for (const page of builtPages()) {
  if (!existsSync(join(root, page.file))) {
    console.error(`Missing ${root}/${page.file}: run \`npm run build\` first.`);
    process.exit(1);
  }
}

// The site URL the build used, from the home page's canonical link. The manifest is linked
// only once a page is interactive, so its address comes from the configuration.
const homeLinks = tagAttributes(await readFile(join(root, "index.html"), "utf8"), "link");
const canonical = homeLinks.find((link) => link.rel === "canonical")?.href;
if (!canonical) throw new Error("dist/index.html lacks a canonical link");
const manifestPath = seoFiles.manifest;
const siteUrl = new URL(canonical).origin;

const server = await serveBuild({ root });
const { origin } = server;

/** An absolute URL on the site, or a root-relative path, on the local server. */
const local = (url: string) => origin + (url.startsWith("/") ? url : url.slice(siteUrl.length));

// Files that no HTML links to, but browsers and crawlers fetch.
const manifest = JSON.parse(await readFile(join(root, manifestPath), "utf8")) as {
  icons: { src: string }[];
};
const sitemap = await readFile(join(root, "sitemap.xml"), "utf8");
const robots = await readFile(join(root, "robots.txt"), "utf8");
const sitemapLine = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
if (!sitemapLine) throw new Error("robots.txt has no Sitemap line");

// Assets the JavaScript loads on demand (feature and solution illustrations), which no
// HTML links to before it runs.
const scriptAssets = new Set<string>();
for (const name of await readdir(join(root, "assets"))) {
  if (!name.endsWith(".js")) continue;
  const source = await readFile(join(root, "assets", name), "utf8");
  for (const match of source.matchAll(
    /\/assets\/[\w.-]+\.(?:svg|png|jpe?g|webp|avif|woff2?|css|js)\b/g,
  )) {
    scriptAssets.add(match[0]);
  }
}

const notFoundHtml = await readFile(join(root, "404.html"), "utf8");
const notFoundLinks = [
  ...tagAttributes(notFoundHtml, "a").map((a) => a.href),
  ...tagAttributes(notFoundHtml, "link").map((link) => link.href),
  ...tagAttributes(notFoundHtml, "script").map((script) => script.src),
].filter((url): url is string => !!url && (url.startsWith("/") || url.startsWith(siteUrl)));

const startUrls = [
  ...builtPages()
    .filter((page) => page.status === 200)
    .map((page) => origin + page.sample),
  // The not-found page answers 404, which a crawler counts as broken: its links are
  // checked instead.
  ...notFoundLinks.map(local),
  local("/robots.txt"),
  local(sitemapLine),
  local(manifestPath),
  local(seoFiles.faviconIco),
  ...manifest.icons.map((icon) => local(icon.src)),
  ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => local(String(match[1]))),
  ...[...scriptAssets].map(local),
];

const escaped = siteUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
try {
  const result = await check({
    path: startUrls,
    recurse: true,
    checkFragments: true,
    checkCss: true,
    // An internal link that redirects (e.g. /contact/) works, but is not the canonical form.
    redirects: "error",
    // Resolve links against /contact as browsers do. Without it, linkinator treats an
    // extensionless page as a directory (/contact/), so `#main` would point at /contact/#main.
    cleanUrls: true,
    concurrency: 8,
    timeout: 10_000,
    retryErrors: true,
    retryErrorsCount: 2,
    urlRewriteExpressions: [{ pattern: new RegExp(`^${escaped}(?=/|$)`), replacement: origin }],
    linksToSkip: async (url) => !url.startsWith(`${origin}/`),
  });

  const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
  const ok = result.links.filter((link) => link.state === LinkState.OK);
  const skipped = result.links.filter((link) => link.state === LinkState.SKIPPED);
  const uniqueOk = new Set(ok.map((link) => link.url));
  const uniqueSkipped = new Set(skipped.map((link) => link.url));
  console.info(`Link check of ${root}/ (site URL ${siteUrl} checked at ${origin})`);
  for (const link of broken) {
    console.error(`BROKEN ${link.status ?? "-"} ${link.url}\n  linked from ${link.parent ?? "-"}`);
  }
  if (process.argv.includes("--verbose")) {
    for (const url of [...uniqueOk].sort()) console.info(`ok ${url}`);
  }
  // data: URLs are inline (the logo), so they are not fetched either.
  const shown = [...uniqueSkipped].map((url) => (url.startsWith("data:") ? "data: URL" : url));
  console.info(
    `${uniqueOk.size} URLs ok, ${broken.length} broken, ${uniqueSkipped.size} skipped` +
      ` (${shown.join(", ")})`,
  );
  if (broken.length > 0) process.exitCode = 1;
} finally {
  await server.close();
}
