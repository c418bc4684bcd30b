import { resolve } from "node:path";

/**
 * Where the build writes the site and every server and check reads it: `dist/`, or DIST_DIR
 * for a second build beside it (the e2e suite builds one with CONTACT_ENDPOINT set).
 */
export const distDir = resolve(process.env.DIST_DIR?.trim() || "dist");
