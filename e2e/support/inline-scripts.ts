import { createHash } from "node:crypto";
import { bootLoader } from "../../src/app/boot-loader";
import { headScript } from "../../src/app/head-script";

/**
 * The only scripts a page carries inline, in document order: the head script (the theme's
 * and the font's) and the loader at the end of <body>. All are constant text, so the policy allows
 * them by hash.
 */
export const inlineScripts = [headScript, bootLoader] as const;

/** Their script-src sources, as the build writes them. */
export const inlineScriptHashes = inlineScripts.map(
  (script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
);
