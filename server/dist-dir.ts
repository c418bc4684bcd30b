import { resolve } from "node:path";

/**
 * Where `npm run build` writes the site, and every check reads it: `dist/`, or DIST_DIR for
 * a second build beside it (the e2e suite builds one with CONTACT_ENDPOINT set). A build is
 * one immutable folder; releasing it is `npm run deploy`'s (builder/releases.ts).
 */
export const distDir = resolve(process.env.DIST_DIR?.trim() || "dist");

/** Each deploy's release folder, beside the build: `dist-releases/<id>/`. */
export const releasesDirFor = (buildDir: string) => `${buildDir}-releases`;

/** The live link `npm run deploy` switches to each new release: `dist-live`. */
export const liveDirFor = (buildDir: string) => `${buildDir}-live`;

/**
 * What `npm run serve` serves: SERVE_DIR, or the release `npm run deploy` made live. The
 * browser suite sets SERVE_DIR to the build it checks.
 */
export const servedDir = resolve(process.env.SERVE_DIR?.trim() || liveDirFor(distDir));
