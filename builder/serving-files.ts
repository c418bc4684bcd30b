// The build step that turns the header policy into the files hosts read: _headers for CDNs
// and `npm start`, _headers.conf for nginx.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { formatHeadersFile, headerRules, hostFiles } from "../server/headers-file.ts";
import { listUrlPaths } from "../server/list-files.ts";
import { renderNginxInclude } from "../server/nginx-include.ts";
import { securityHeaders } from "../server/security-headers.ts";
import { inlineScriptHashes, inlineStyleHashes, runtimeStyleHashes } from "./style-hashes.ts";

const preamble = [
  "Response headers for Netlify and Cloudflare Pages, written by `npm run build` from",
  "server/security-headers.ts. `npm start` reads this file, and nginx sends the same",
  "headers through _headers.conf beside it.",
].join("\n");

/**
 * Writes the build's _headers and _headers.conf.
 * @param connectOrigins origins besides the site's own that the page may call
 */
export async function writeServingFiles(distDir: string, connectOrigins: string[]) {
  const styleHashes = [
    ...(await inlineStyleHashes(distDir)),
    ...(await runtimeStyleHashes(join(distDir, "assets"))),
  ];
  const scriptHashes = await inlineScriptHashes(distDir);
  const security = securityHeaders({ styleHashes, connectOrigins, scriptHashes });
  const rules = headerRules(security, listUrlPaths(distDir));
  await writeFile(join(distDir, hostFiles.headers), formatHeadersFile(rules, preamble));
  await writeFile(join(distDir, hostFiles.nginxHeaders), renderNginxInclude(security));
  return { styleHashes, scriptHashes };
}
