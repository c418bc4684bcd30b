import { useEffect, useMemo, useState } from "react";
import type { EstimateInputs } from "../../../../features/pricing/estimate";
import {
  clampInput,
  inputsQuery,
  parseInputs,
  type NumberInputId,
} from "../../../../features/pricing/inputs";
import { useLocationSearch } from "../../../../lib/use-location-search";

/** How long the inputs stay still before the address and the announcement follow them. */
export const settleMs = 800;

/**
 * The calculator's state: its inputs (the address's, or the example's where it names none,
 * as the prerendered page shows them), then the visitor's own once they change one; what
 * each number field holds while it is being typed; and whether the address held values it
 * could not use. Once the inputs have settled after a change, the address is replaced with
 * them (for a shared link; nothing is stored or sent) and `settledInputs` holds them, for
 * the polite announcement.
 */
export function useCalculator(example: EstimateInputs) {
  const search = useLocationSearch();
  const fromAddress = useMemo(() => parseInputs(search, example), [search, example]);
  const [own, setOwn] = useState<EstimateInputs | null>(null);
  const [drafts, setDrafts] = useState<Partial<Record<NumberInputId, string>>>({});
  const [settledInputs, setSettledInputs] = useState<EstimateInputs | null>(null);
  const inputs = own ?? fromAddress.inputs;

  useEffect(() => {
    if (!own) return;
    const timer = setTimeout(() => {
      const { pathname, hash } = location;
      history.replaceState(history.state, "", pathname + inputsQuery(own) + hash);
      setSettledInputs(own);
    }, settleMs);
    return () => clearTimeout(timer);
  }, [own]);

  const update = (next: Partial<EstimateInputs>) =>
    setOwn((current) => ({ ...(current ?? fromAddress.inputs), ...next }));

  /** A number field's text as typed; the estimate follows it once it is a number. */
  const type = (id: NumberInputId, text: string) => {
    setDrafts((current) => ({ ...current, [id]: text }));
    if (text.trim() !== "" && Number.isFinite(Number(text))) {
      update({ [id]: clampInput(id, Number(text)) });
    }
  };

  /** A value from the range, or a number field left: the field shows the value used. */
  const set = (id: NumberInputId, value: number) => {
    setDrafts((current) => ({ ...current, [id]: undefined }));
    update({ [id]: clampInput(id, value) });
  };

  // The note on a link's unusable values stays until the visitor makes the inputs their own.
  return {
    inputs,
    drafts,
    rejected: !own && fromAddress.rejected,
    settledInputs,
    type,
    set,
    update,
  };
}
