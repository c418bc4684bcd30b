// `npm run test:editor-free`, after a build: the public site carries nothing of the content
// editor. No file or route of the editor's (/admin/, its page, its configuration), and no
// text file that names the editor, its working-copy bridge or its files. The editor lives in
// editor/ and node_modules/.cache, which the build never reads (a lint rule keeps src/,
// server/ and builder/ from importing editor/); this checks the result as a visitor gets it.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { editorRoute, sveltia } from "../editor/admin-page.ts";
import { distDir } from "../server/dist-dir.ts";
import { listUrlPaths } from "../server/list-files.ts";

/** What any part of the editor would bring with it, and no page of the site says. */
export const editorSignatures = [
  sveltia.name,
  "sveltia",
  "decap",
  "netlify-cms",
  editorRoute,
  "editor-page",
  "editor-token",
  "showDirectoryPicker",
  "working-copy",
  "load_config_file",
];
const textFile = /\.(html|js|mjs|css|json|webmanifest|xml|txt|svg|conf)$|\/_headers$/;

const paths = listUrlPaths(distDir);
const problems: string[] = paths
  .filter((path) => path.startsWith(editorRoute) || /\badmin\b/i.test(path))
  .map((path) => `${path}: a file of the editor's route`);
for (const path of paths.filter((each) => textFile.test(each))) {
  const text = (await readFile(join(distDir, path), "utf8")).toLowerCase();
  for (const signature of editorSignatures) {
    if (text.includes(signature.toLowerCase())) problems.push(`${path}: names "${signature}"`);
  }
}

if (problems.length > 0) {
  console.error(`The public build carries the content editor:\n  ${problems.join("\n  ")}`);
  process.exitCode = 1;
} else {
  console.info(
    `No content editor in ${paths.length} files of ${distDir} ` +
      `(no ${editorRoute} route, none of ${editorSignatures.length} signatures).`,
  );
}
