import { useMemo, useState } from "react";
import { arrivedEstimate, type CarriedEstimate } from "../../features/pricing/carried-estimate";
import { useLocationSearch } from "../../lib/use-location-search";

/**
 * The estimate this visit brought to the contact page (from the calculator, in memory or in
 * the address), until the visitor removes it: then it is gone from the address too, so a
 * reload does not bring it back.
 */
export function useArrivedEstimate(): {
  estimate: CarriedEstimate | null;
  removed: boolean;
  remove: () => void;
} {
  const search = useLocationSearch();
  const arrived = useMemo(() => arrivedEstimate(search), [search]);
  const [removed, setRemoved] = useState(false);
  const remove = () => {
    setRemoved(true);
    const { pathname, hash } = location;
    history.replaceState(history.state, "", pathname + hash);
    // The button goes with the estimate: the message, which it stood above, takes the focus.
    document.querySelector<HTMLElement>('[name="message"]')?.focus();
  };
  return { estimate: removed ? null : arrived, removed, remove };
}
