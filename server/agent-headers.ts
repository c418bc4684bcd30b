// How servers lead AI assistants to the Markdown the build writes (builder/agents/): a
// page's own address answers with its Markdown twin to a client that asks for it, and
// `Link` headers name each page's twin, each twin's page, and the llms.txt that covers
// both (llmstxt.org). `npm start` (app.ts) and nginx (nginx-include.ts) apply the same rule,
// and _headers carries the links for hosts that cannot negotiate.
import { seoFiles } from "../src/features/seo/seo-config.ts";
import { routeTable } from "./route-table.ts";

/**
 * The content-negotiation rule, one regular expression that `npm start` and nginx both
 * apply (case-insensitive) to the Accept header: Markdown when the header names
 * `text/markdown` with a quality above zero. Browsers never name it, nor does a wildcard,
 * so they get HTML; naming it at all is the signal, as with Cloudflare's Markdown for
 * Agents. PCRE (nginx) and JavaScript read it alike.
 */
export const markdownAcceptPattern = String.raw`(?:^|,)\s*text/markdown\s*(?:;(?!\s*q\s*=\s*0(?:\.0{0,3})?\s*(?:;|,|$))[^;,]*)*(?:,|$)`;

const markdownAccept = new RegExp(markdownAcceptPattern, "i");

/** Whether a request with this Accept header gets a page's Markdown twin. */
export function wantsMarkdown(accept: string | undefined): boolean {
  return markdownAccept.test(accept ?? "");
}

/**
 * The llms.txt that covers a path: the one in its nearest folder that has one (a file
 * covers the pages under its folder, the most specific applies).
 */
export function coveringLlmsTxt(path: string, files: ReadonlySet<string>): string | undefined {
  const folders = path.split("/").slice(0, -1);
  for (let depth = folders.length; depth > 0; depth -= 1) {
    const candidate = `${folders.slice(0, depth).join("/")}${seoFiles.llms}`;
    if (files.has(candidate)) return candidate;
  }
  return undefined;
}

const link = (url: string, params: string) => `<${url}>; ${params}`;

/** Each page that has a Markdown twin, and the twin's file (`/contact` -> `/contact/index.md`). */
export function negotiatedPages(files: ReadonlySet<string>): Map<string, string> {
  return new Map(
    routeTable(files).pages.flatMap(({ match, twin }) => (twin ? [[match.exact, twin]] : [])),
  );
}

export interface AgentHeaders {
  /** negotiatedPages: each page with a Markdown twin, and the twin. */
  twins: Map<string, string>;
  /** The `Link` header of each page and each twin, by address. */
  links: Map<string, string>;
}

/**
 * What a build's files call for: which pages negotiate, and the links of every page and
 * twin. The targets are paths on the site (RFC 8288 resolves them against the response's
 * address): a page's headers are counted in its one-round-trip budget, and the origin
 * twice over is 50 bytes of it. Only a twin's canonical link is absolute, as the pages'
 * canonical URLs are.
 * @param files every file of the build, as URL paths
 * @param siteUrl the site's origin, without a trailing slash
 */
export function agentHeaders(files: Iterable<string>, siteUrl: string): AgentHeaders {
  const all = new Set(files);
  const twins = negotiatedPages(all);
  const links = new Map<string, string>();
  for (const [page, twin] of twins) {
    const llms = coveringLlmsTxt(page, all);
    const describedBy = llms ? [link(llms, 'rel="describedby"')] : [];
    links.set(
      page,
      [link(twin, 'rel="alternate"; type="text/markdown"'), ...describedBy].join(", "),
    );
    // The twin is a copy of the page: search engines credit the page (a canonical link in
    // a header, as for any non-HTML copy).
    links.set(twin, [link(`${siteUrl}${page}`, 'rel="canonical"'), ...describedBy].join(", "));
  }
  return { twins, links };
}
