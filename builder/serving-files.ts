// The build step that renders the route table and the header policy into the files hosts
// read: _headers for CDNs and `npm start`, _redirects for Netlify, _headers.conf for nginx.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { agentHeaders } from "../server/agent-headers.ts";
import { formatHeadersFile, headerRules, hostFiles } from "../server/headers-file.ts";
import { listUrlPaths } from "../server/list-files.ts";
import { renderNginxInclude } from "../server/nginx-include.ts";
import { redirectsFile } from "../server/redirects-file.ts";
import { routeTable } from "../server/route-table.ts";
import { securityHeaders, type Header } from "../server/security-headers.ts";
import { contentUsage, type AiCrawlerPolicy } from "../src/features/seo/ai-crawlers.ts";
import { inlineScriptHashes, inlineStyleHashes, runtimeStyleHashes } from "./style-hashes.ts";

const preamble = [
  "Response headers for Netlify and Cloudflare Pages, written by `npm run build` from",
  "server/security-headers.ts. `npm start` reads this file, and nginx sends the same",
  "headers through _headers.conf beside it.",
].join("\n");

const redirectsPreamble = [
  "The default locale's words in each language to its own, then each locale's not-found",
  "page for the unknown paths under it, for Netlify, written by `npm run build` from the",
  "route table (server/route-table.ts), as npm start and nginx are.",
].join("\n");

/**
 * Writes the build's _headers, _headers.conf and _redirects.
 * @param connectOrigins origins besides the site's own that the page may call
 * @param siteUrl the site's origin, for the absolute links to the Markdown twins
 * @param aiPolicy what AI systems may do with the pages: every response's `Content-Usage`
 */
export async function writeServingFiles(
  distDir: string,
  connectOrigins: string[],
  siteUrl: string,
  aiPolicy: AiCrawlerPolicy,
) {
  const styleHashes = [
    ...(await inlineStyleHashes(distDir)),
    ...(await runtimeStyleHashes(join(distDir, "assets"))),
  ];
  const scriptHashes = await inlineScriptHashes(distDir);
  const security: Header[] = [
    ...securityHeaders({ styleHashes, connectOrigins, scriptHashes }),
    ["Content-Usage", contentUsage(aiPolicy)],
  ];
  const files = listUrlPaths(distDir);
  const table = routeTable(files);
  const agents = agentHeaders(files, siteUrl);
  const rules = headerRules(security, files, agents.links, table);
  await writeFile(join(distDir, hostFiles.headers), formatHeadersFile(rules, preamble));
  await writeFile(join(distDir, hostFiles.redirects), redirectsFile(table, redirectsPreamble));
  await writeFile(
    join(distDir, hostFiles.nginxHeaders),
    renderNginxInclude(security, agents, table),
  );
  const csp = security.find(([name]) => name === "Content-Security-Policy")?.[1] ?? "";
  return { styleHashes, scriptHashes, csp };
}
