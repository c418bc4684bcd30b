import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  addEventListener("popstate", onChange);
  return () => removeEventListener("popstate", onChange);
}

/**
 * The address's query (`?logs=60`), read again on every render and on back and forward.
 * Empty on the server and while hydrating, so the prerendered markup is matched first.
 */
export function useLocationSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
}
