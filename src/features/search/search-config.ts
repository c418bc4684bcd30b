/**
 * Where the build writes the search index (builder/search-index.ts, with Pagefind) and the
 * script that reads it, as URL paths. Served from the site's own origin, like every file.
 */
export const searchIndexPath = "/pagefind/";
export const searchScriptUrl = `${searchIndexPath}pagefind.js`;

/** Results shown in the dialog, and the nearest pages a not-found page suggests. */
export const searchLimits = { results: 8, suggestions: 3 } as const;

/** Words of an excerpt around the best match: two lines in the dialog at 390 px. */
export const excerptWords = 22;
