import { useSyncExternalStore } from "react";
import { getThemeChoice, subscribeToThemeChoice, type ThemeChoice } from "./theme-store";

const unknownOnTheServer = () => null;

/**
 * The visitor's theme choice, or null while it cannot be known: in the prerendered HTML and
 * during hydration, which therefore match whatever is stored. React renders again with the
 * stored choice straight after hydrating.
 */
export function useThemeChoice(): ThemeChoice | null {
  return useSyncExternalStore(subscribeToThemeChoice, getThemeChoice, unknownOnTheServer);
}
