import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
const loadedListeners = new Set<(module: Sonner) => void>();
let markReady: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/**
 * sonner is about 9 KB of compressed JavaScript that no page needs to paint or hydrate, so
 * it is fetched when it may soon be needed: as the visitor starts on the contact form, or at
 * the latest when a toast is asked for.
 */
export function prepareToasts(): Promise<Sonner> {
  sonner ??= import("sonner").then((module) => {
    loaded = module;
    for (const listener of loadedListeners) listener(module);
    return module;
  });
  return sonner;
}

/** Calls `listener` once sonner has loaded (at once if it has); returns an unsubscribe. */
export function onSonnerLoaded(listener: (module: Sonner) => void): () => void {
  if (loaded) listener(loaded);
  else loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}

/** Called by NotificationsRegion once sonner's <Toaster> is mounted and listening. */
export function toasterMounted(): void {
  markReady();
}

async function show(kind: "success" | "error", title: string, data?: ExternalToast) {
  const { toast } = await prepareToasts();
  // A toast sent before the Toaster subscribes would be lost.
  await toasterReady;
  toast[kind](title, data);
}

/** The parts of sonner's `toast` the site uses, safe to call before sonner has loaded. */
export const toast = {
  success: (title: string, data?: ExternalToast) => void show("success", title, data),
  error: (title: string, data?: ExternalToast) => void show("error", title, data),
  dismiss: (id?: string | number) =>
    void prepareToasts().then((module) => module.toast.dismiss(id)),
};
