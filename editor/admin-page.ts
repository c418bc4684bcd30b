// The editor's one page and the headers it is served with, locally by `npm run edit` and by a
// team's deployment. Its policy is its own: the editor needs inline styles and, deployed, the
// Git host's API, and the site's policy (server/security-headers.ts) stays as strict as it
// is because the two are never served from the same page.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { onDemandFiles } from "../tools/on-demand.ts";

/** Where the editor's page is, locally and deployed: never a path of the public build. */
export const editorRoute = "/admin/";

/** The editor, pinned: Sveltia CMS's browser build, without the packages its sources need. */
export const sveltia = { name: "@sveltia/cms", version: "0.221.1" } as const;

/** The folder with the editor's browser build (`npm/`) and its interface languages. */
export const sveltiaFiles = () =>
  onDemandFiles(sveltia.name, sveltia.version, ["npm", "locales", "LICENSE.txt"]);

/**
 * The editor's script, self-hosted whole: its styles name its fonts on a CDN (its own copies,
 * registered beside them, win only once loaded), so the CDN addresses are pointed at the
 * copies in the same package, relative to the editor's page.
 */
export function editorScript(folder: string): string {
  const assets = readdirSync(join(folder, "npm", "assets"));
  const cdnFont =
    /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;
  return readFileSync(join(folder, "npm", "index.js"), "utf8").replace(
    cdnFont,
    (url, family: string, file: string) => {
      const local = assets.find((asset) => asset.startsWith(`${family}-${file}-`));
      if (!local) throw new Error(`The editor's font ${url} has no copy in its package.`);
      return `sveltia/assets/${local}`;
    },
  );
}

/** Origins a deployed editor talks to: the Git host's API and its status page. */
export const gitHostOrigins = ["https://api.github.com", "https://www.githubstatus.com"];

export function adminHtml({ title, token }: { title: string; token?: string }): string {
  const escape = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    ...(token ? [`<meta name="editor-token" content="${escape(token)}">`] : []),
    `<title>${escape(title)}</title>`,
    '<link rel="icon" href="logo.svg" type="image/svg+xml">',
    '<script type="module" src="editor-page.js"></script>',
    "</head>",
    "<body></body>",
    "</html>",
    "",
  ].join("\n");
}

/**
 * The editor page's headers. Inline styles are allowed (Svelte adds its components' styles
 * at run time) and blob: and data: images (previews of the texts' images); nothing else is
 * looser than the site's policy.
 */
export function adminHeaders(connectOrigins: readonly string[] = []): Record<string, string> {
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self' blob: data:", ...connectOrigins].join(" "),
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Robots-Tag": "noindex, nofollow",
    "Cache-Control": "no-cache",
  };
}

/** The page's script, bundled with its one import (the editor itself loads at run time). */
export async function pageScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "warn",
    build: {
      write: false,
      minify: false,
      lib: {
        entry: new URL("browser/editor-page.ts", import.meta.url).pathname,
        formats: ["es"],
        fileName: "editor-page",
      },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as {
    output: { type: string; code?: string }[];
  };
  const chunk = output.output.find((item) => item.type === "chunk");
  if (!chunk?.code) throw new Error("The editor page's script did not build.");
  return chunk.code;
}
