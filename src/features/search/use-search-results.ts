import { useEffect, useState } from "react";
import { type SearchAnswer, searchPages } from "./pagefind";
import { searchLimits } from "./search-config";

export type SearchState =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | ({ status: "done"; query: string } & SearchAnswer)
  | { status: "failed"; query: string };

type Settled = { query: string; attempt: number } & (
  { answer: SearchAnswer } | { answer?: undefined }
);

/**
 * The results for what is typed, as it is typed. An answer that arrives after a newer
 * query started is dropped, and the last results stay on screen until the next arrive (no
 * flicker per key). The query stays in the page: it is sent nowhere and recorded nowhere.
 * `attempt` changes to try again after a failure.
 */
export function useSearchResults(query: string, attempt: number): SearchState {
  const [settled, setSettled] = useState<Settled | null>(null);
  const term = query.trim();

  useEffect(() => {
    if (term === "") return;
    let current = true;
    searchPages(term, searchLimits.results).then(
      (answer) => current && setSettled({ query: term, attempt, answer }),
      () => current && setSettled({ query: term, attempt }),
    );
    return () => {
      current = false;
    };
  }, [term, attempt]);

  if (term === "") return { status: "idle" };
  if (settled?.query === term && settled.attempt === attempt) {
    return settled.answer
      ? { status: "done", query: term, ...settled.answer }
      : { status: "failed", query: term };
  }
  if (settled?.answer) return { status: "done", query: settled.query, ...settled.answer };
  return { status: "loading", query: term };
}
