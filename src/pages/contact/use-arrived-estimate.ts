import { useEffect, useMemo, useState } from "react";
import type { CarriedEstimate } from "../../features/pricing/carried-estimate";
import { useLocationSearch } from "../../lib/use-location-search";

type EstimateChunk = typeof import("./estimate-chunk");

/** The calculator's link carries its totals: without them there is no estimate to read. */
const mayCarryEstimate = (search: string) => new URLSearchParams(search).has("monthly");

/**
 * The estimate this visit brought to the contact page (from the calculator, in memory or in
 * the address), until the visitor removes it: then it is gone from the address too, so a
 * reload does not bring it back. Its code (estimate-chunk.ts) is loaded only for an address
 * that may carry one, so the contact page's first load stays without it.
 */
export function useArrivedEstimate(): {
  estimate: CarriedEstimate | null;
  /** The message's fields for it, sent after the campaign's. */
  fields: Record<string, string> | null;
  Notice: EstimateChunk["EstimateNotice"] | null;
  removed: boolean;
  remove: () => void;
} {
  const search = useLocationSearch();
  const wanted = mayCarryEstimate(search);
  const [chunk, setChunk] = useState<EstimateChunk | null>(null);
  useEffect(() => {
    if (!wanted || chunk) return;
    let current = true;
    void import("./estimate-chunk").then((loaded) => {
      if (current) setChunk(loaded);
    });
    return () => {
      current = false;
    };
  }, [wanted, chunk]);
  const arrived = useMemo(() => chunk?.arrivedEstimate(search) ?? null, [chunk, search]);
  const [removed, setRemoved] = useState(false);
  const estimate = removed ? null : arrived;
  const fields = useMemo(
    () => (estimate && chunk ? (chunk.estimateFields(estimate) as Record<string, string>) : null),
    [estimate, chunk],
  );
  const remove = () => {
    setRemoved(true);
    const { pathname, hash } = location;
    history.replaceState(history.state, "", pathname + hash);
    // The button goes with the estimate: the message, which it stood above, takes the focus.
    document.querySelector<HTMLElement>('[name="message"]')?.focus();
  };
  return { estimate, fields, Notice: chunk?.EstimateNotice ?? null, removed, remove };
}
