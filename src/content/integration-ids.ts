// The integrations catalog's ids, which code and content share (as ids.ts for the home
// page's): the content file names each entry's category and way in by these, and holds the
// words for each.

/**
 * The catalog's categories, in the order the page shows them. Ids, not words: the category
 * filter's rules in src/styles/integrations.css are written per id, so that it works from
 * the first paint and without JavaScript; a new category starts here.
 */
export const integrationCategories = [
  "languages",
  "kubernetes",
  "cloud",
  "databases",
  "messaging",
  "infrastructure",
  "ci-cd",
  "alerting",
] as const;
export type IntegrationCategory = (typeof integrationCategories)[number];

/** How an integration's data reaches the platform (or, for an alerting target, leaves it). */
export const ingestionMethods = ["otlp", "receiver", "agent", "outbound"] as const;
export type IngestionMethod = (typeof ingestionMethods)[number];
