// What the integrations catalog's filters match: one category (or all) and the words typed,
// against each integration's name, line, category and way in. Plain functions, so the page
// and its tests agree on what a filter shows.
import type { Integration, IntegrationsContent } from "../../content/integrations-schema";

export interface IntegrationFilter {
  /** A category id, or "all". */
  category: string;
  query: string;
}

export const noFilter: IntegrationFilter = { category: "all", query: "" };

/** Case, width and accents folded, so "Postgre", "ｋａｆｋａ" and "Elastic" all match. */
const fold = (text: string) =>
  text.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase().trim();

/** Whether an integration shows under a filter: in its category, and every word found. */
export function matchesFilter(
  entry: Integration,
  filter: IntegrationFilter,
  content: Pick<IntegrationsContent, "categories" | "ingestion">,
): boolean {
  if (filter.category !== "all" && filter.category !== entry.category) return false;
  const words = fold(filter.query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(
    [
      entry.name,
      entry.summary,
      content.categories[entry.category].name,
      content.ingestion[entry.ingestion],
    ].join(" "),
  );
  return words.every((word) => haystack.includes(word));
}

/** The filter a form's controls say: read from the DOM, so a choice made before hydration counts. */
export function filterOfForm(form: HTMLFormElement): IntegrationFilter {
  const data = new FormData(form);
  const category = data.get("category");
  const query = data.get("q");
  return {
    category: typeof category === "string" ? category : "all",
    query: typeof query === "string" ? query : "",
  };
}

/** Two letters for a card's tile: the name's initials ("Apache Kafka": AK, "Redis": RE). */
export function monogram(name: string): string {
  const [first = name, second] = name
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  const letters = second === undefined ? first.slice(0, 2) : `${first[0]}${second[0]}`;
  return letters.toLocaleUpperCase();
}
