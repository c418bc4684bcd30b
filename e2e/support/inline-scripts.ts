import { createHash } from "node:crypto";
import { inlineScripts as compileInlineScripts } from "../../builder/inline-scripts";

const { headScript, bootLoader } = compileInlineScripts();
export { headScript, bootLoader };

/**
 * The only scripts a page carries inline, in document order: the head script (the theme's,
 * the dialogs' commands, the taps held for the app) and the loader at the end of <body>. All
 * are constant text, so the policy allows them by hash.
 */
export const inlineScripts = [headScript, bootLoader] as const;

/** Their script-src sources, as the build writes them. */
export const inlineScriptHashes = inlineScripts.map(
  (script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
);
