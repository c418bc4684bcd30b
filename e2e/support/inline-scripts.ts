import { createHash } from "node:crypto";
import { bootLoader } from "../../src/app/boot-loader";
import { fontHeadScript } from "../../src/app/font-head-script";
import { themeHeadScript } from "../../src/features/theme/head-script";

/**
 * The only scripts a page carries inline, in document order: the font's and the theme's head
 * scripts and the loader at the end of <body>. All are constant text, so the policy allows
 * them by hash.
 */
export const inlineScripts = [fontHeadScript, themeHeadScript, bootLoader] as const;

/** Their script-src sources, as the build writes them. */
export const inlineScriptHashes = inlineScripts.map(
  (script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
);
