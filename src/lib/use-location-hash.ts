import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  addEventListener("hashchange", onChange);
  addEventListener("popstate", onChange);
  return () => {
    removeEventListener("hashchange", onChange);
    removeEventListener("popstate", onChange);
  };
}

/**
 * The address's fragment (`#features`), kept current as the visitor follows section links.
 * Empty on the server and while hydrating, so the prerendered markup is matched first.
 */
export function useLocationHash(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => "",
  );
}
