// The site search's index files (builder/search-index.ts writes them with Pagefind): where
// they live and which of them Pagefind names by their content. Those are cached for a year
// like /assets/; the rest (its script, its entry file naming the current index, the
// WebAssembly per language) keep their names from build to build and are revalidated.

import { searchIndexPath } from "../src/features/search/search-config.ts";

/** The index's URL path, with slashes, and its folder below the site's root. */
export const searchIndexPrefix = searchIndexPath;
export const searchIndexDir = searchIndexPrefix.slice(1, -1);

/** The folders whose every file is named by its content: `<lang>_<hash>.pf_*`. */
export const hashedSearchFolders = ["fragment", "index", "filter"].map(
  (folder) => `${searchIndexPrefix}${folder}/`,
);

/** The metadata file of each language, named by its content (a regular expression). */
export const hashedSearchMetaPattern = `^${searchIndexPrefix.replaceAll(".", "\\.")}pagefind\\.[a-z0-9-]+_[0-9a-f]+\\.pf_meta$`;
