// The inline scripts every page carries (src/app/inline/): real TypeScript modules, bundled
// into one expression each and minified here, at build time. The content-security policy
// allows them by the hashes of this output, which the build reads from the pages
// (builder/style-hashes.ts), as it does any inline script.
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";
import type { Plugin } from "vite";
import { brandFont } from "../src/styles/brand-font.ts";

const inlineDir = fileURLToPath(new URL("../src/app/inline/", import.meta.url));

/** Their entries: the head script, and the boot loader at the end of <body>. */
const entries = { headScript: "head.ts", bootLoader: "boot.ts" } as const;
export type InlineScripts = Record<keyof typeof entries, string>;

function compile(entry: string): string {
  const result = buildSync({
    entryPoints: [inlineDir + entry],
    bundle: true,
    minify: true,
    format: "iife",
    // Every supported browser; the scripts then keep `??`, `?.` and arrow functions short.
    target: "es2022",
    platform: "browser",
    define: { __BRAND_FONT_FAMILY__: JSON.stringify(brandFont.family) },
    legalComments: "none",
    write: false,
  });
  const text = result.outputFiles[0]?.text.trim() ?? "";
  // The HTML parser would end the element there, and its hash is taken after CR LF -> LF.
  if (/<\/script|<!--|\r/i.test(text))
    throw new Error(`${entry}: unsafe text for an inline script`);
  return text;
}

export function inlineScripts(): InlineScripts {
  return {
    headScript: compile(entries.headScript),
    bootLoader: compile(entries.bootLoader),
  };
}

const id = "virtual:inline-scripts";

/** `import { headScript, bootLoader } from "virtual:inline-scripts"`, compiled afresh on change. */
export function inlineScriptsPlugin(): Plugin {
  return {
    name: "inline-scripts",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const scripts = inlineScripts();
      return Object.entries(scripts)
        .map(([name, text]) => `export const ${name} = ${JSON.stringify(text)};`)
        .join("\n");
    },
    configureServer(server) {
      server.watcher.add(inlineDir);
      server.watcher.on("change", (file) => {
        if (!file.startsWith(inlineDir)) return;
        const module = server.moduleGraph.getModuleById(`\0${id}`);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}
