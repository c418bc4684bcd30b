// What wouter imports as `use-sync-external-store/shim` (see vite.config.ts): React's own.
export { useSyncExternalStore } from "react";
