// `npm run build:editor`: the content editor as a static folder for a team, apart from the
// public build: dist-editor/admin/ (EDITOR_DIST to change) with the editor's page, its
// configuration for the GitHub repository EDITOR_REPO (`owner/name`, EDITOR_BRANCH, default
// main), and its headers for a static host (_headers) and for nginx (admin.conf). Without the
// token of `npm run edit`'s page it signs in to GitHub instead of a working copy.
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { buildLocales } from "../builder/pages.ts";
import { logoFile } from "../builder/seo-files.ts";
import { resolveBrandEnv } from "../src/config/brand-env.ts";
import {
  adminHeaders,
  adminHtml,
  editorRoute,
  editorScript,
  gitHostOrigins,
  pageScript,
  sveltiaFiles,
} from "./admin-page.ts";
import { cmsConfig } from "./cms-config.ts";
import { pageCollection } from "./page-collection.ts";
import { postCollection } from "./post-collection.ts";
import { releaseCollection } from "./release-collection.ts";
import { storyCollection } from "./story-collection.ts";

const out = process.env.EDITOR_DIST ?? "dist-editor";
const repo = process.env.EDITOR_REPO;
if (!repo || !/^[\w.-]+\/[\w.-]+$/.test(repo)) {
  throw new Error("Set EDITOR_REPO to the GitHub repository the editor commits to: owner/name.");
}
const admin = join(out, editorRoute);
const folder = sveltiaFiles();
const config = cmsConfig({
  locales: buildLocales(),
  siteUrl: resolveBrandEnv(process.env).siteUrl,
  repo,
  branch: process.env.EDITOR_BRANCH ?? "main",
  folderCollections: [
    postCollection("."),
    pageCollection(),
    storyCollection(),
    releaseCollection(),
  ],
});
const headers = adminHeaders(gitHostOrigins);
/** The editor imports its interface languages as modules (`locales/de.json`). */
const moduleType = "text/javascript; charset=utf-8";

await rm(out, { recursive: true, force: true });
await mkdir(join(admin, "locales"), { recursive: true });
await writeFile(join(admin, "index.html"), adminHtml({ title: config.app_title }));
await writeFile(join(admin, "editor-page.js"), await pageScript());
await writeFile(join(admin, "config.json"), `${JSON.stringify(config, null, 2)}\n`);
await cp(logoFile, join(admin, "logo.svg"));
await cp(join(folder, "npm"), join(admin, "sveltia"), {
  recursive: true,
  filter: (source) => !source.endsWith(".map"),
});
await writeFile(join(admin, "sveltia", "index.js"), editorScript(folder));
for (const name of await readdir(join(folder, "locales"))) {
  const text = await readFile(join(folder, "locales", name), "utf8");
  await writeFile(join(admin, "locales", name), `export default ${text.trim()};\n`);
}
await cp(join(folder, "LICENSE.txt"), join(admin, "sveltia", "LICENSE.txt"));

const lines = (indent: string, format: (name: string, value: string) => string) =>
  Object.entries(headers).map(([name, value]) => `${indent}${format(name, value)}`);
await writeFile(
  join(out, "_headers"),
  [
    `${editorRoute}*`,
    ...lines("  ", (name, value) => `${name}: ${value}`),
    `${editorRoute}locales/*`,
    `  Content-Type: ${moduleType}`,
    "",
  ].join("\n"),
);
await writeFile(
  join(out, "admin.conf"),
  [
    `# The editor's headers, inside the location that serves ${admin} at ${editorRoute}.`,
    ...lines("", (name, value) => `add_header ${name} "${value}" always;`),
    `location ${editorRoute}locales/ { types { } default_type "${moduleType}"; }`,
    "",
  ].join("\n"),
);
console.info(`The content editor for ${repo}: ${admin} (headers in ${out}/_headers, admin.conf)`);
