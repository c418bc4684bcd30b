// The site's typeface in its stylesheet: the marker comment `/* @brand-font-faces */` in src/styles/app.css
// becomes the `@font-face` rules of Geist, cut down at build time to the characters the
// built locales show (builder/fonts/subset.ts), and of its metric-matched fallback
// (fallback-faces.ts). The woff2 is referenced by its path in the build's cache, so Vite
// copies it into assets/ under a content hash, served immutable, like any other asset.
import { dirname, relative, resolve } from "node:path";
import type { Plugin } from "vite";
import type { BrandEnv } from "../../src/config/brand-env.ts";
import type { Locale } from "../../src/i18n/locales.ts";
import { brandFont, fallbackFont } from "../../src/styles/brand-font.ts";
import { composedPageFiles } from "../content/composed-pages.ts";
import { loadContent } from "../content/load-content.ts";
import { fallbackFaces } from "./fallback-faces.ts";
import { contentText, siteCharacters } from "./site-text.ts";
import { type BrandFontFile, subsetBrandFont } from "./subset.ts";
import { formatUnicodeRange } from "./unicode-ranges.ts";

export const brandFontImport = "/* @brand-font-faces */";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The `@font-face` rules, with each font file's URL relative to the stylesheet's folder. */
export async function brandFontFaces(
  files: BrandFontFile[],
  text: string,
  cssDir: string,
): Promise<string> {
  const weights = `${Math.min(...brandFont.weights)} ${Math.max(...brandFont.weights)}`;
  const faces = files.map((file) =>
    [
      "@font-face {",
      `  font-family: "${brandFont.family}";`,
      "  font-style: normal;",
      `  font-weight: ${weights};`,
      // Fallback text at once, Geist when it arrives: the fallback's metrics make it a swap
      // that moves nothing.
      "  font-display: swap;",
      `  src: url("${relative(cssDir, file.path).replaceAll("\\", "/")}") format("woff2");`,
      `  unicode-range: ${formatUnicodeRange(file.codePoints)};`,
      "}",
    ].join("\n"),
  );
  const fallbacks = (await fallbackFaces(text)).map((face) =>
    [
      "@font-face {",
      `  font-family: "${fallbackFont.family}";`,
      `  font-weight: ${face.weight};`,
      `  src: ${face.local.map((name) => `local("${name}")`).join(", ")};`,
      `  size-adjust: ${face.sizeAdjust};`,
      `  ascent-override: ${face.ascentOverride};`,
      `  descent-override: ${face.descentOverride};`,
      `  line-gap-override: ${face.lineGapOverride};`,
      "}",
    ].join("\n"),
  );
  return [...faces, ...fallbacks].join("\n");
}

export function brandFontPlugin(options: {
  locales: readonly Locale[];
  brand: Pick<BrandEnv, "name" | "email">;
  /** relative to the project root */
  cacheDir: string;
}): Plugin {
  let prepared: Promise<{ files: BrandFontFile[]; text: string }> | undefined;
  let announce = false;
  let cacheDir = options.cacheDir;
  const cut = async () => {
    const { content } = await loadContent(options.locales);
    const composed = composedPageFiles(options.locales).map((file) => file.page);
    const characters = siteCharacters(Object.values(content), options.brand, composed);
    const made = await subsetBrandFont(characters, cacheDir);
    const text = contentText(Object.values(content));
    if (announce) {
      const sizes = made.map(
        (file) =>
          `${file.subset} ${file.codePoints.length} characters, ` +
          `${kb(file.bytes)} (from ${kb(file.sourceBytes)})`,
      );
      console.info(`Font: ${brandFont.family} ${sizes.join("; ")}`);
    }
    return { files: made, text };
  };
  return {
    name: "brand-font",
    // Before Tailwind compiles the stylesheet, so the rules go through it and Vite's URL
    // handling like any written in the file.
    enforce: "pre",
    configResolved(config) {
      announce = config.command === "build" && !config.build.ssr;
      cacheDir = resolve(config.root, options.cacheDir);
    },
    async transform(code, id) {
      if (!id.split("?")[0]?.endsWith(".css") || !code.includes(brandFontImport)) return null;
      prepared ??= cut();
      const { files, text } = await prepared;
      const css = await brandFontFaces(files, text, dirname(id.split("?")[0] ?? id));
      return { code: code.replace(brandFontImport, css), map: null };
    },
  };
}
