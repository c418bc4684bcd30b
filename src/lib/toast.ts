import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
let markReady: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/**
 * sonner is about 10 KB of compressed JavaScript that no page needs to paint, so it is
 * fetched after hydration (see LazyToaster) instead of with the contact page.
 */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner");
  return sonner;
}

/** Called by LazyToaster once sonner's <Toaster> (and its live region) is mounted. */
export function toasterMounted(): void {
  markReady();
}

async function show(kind: "success" | "error", title: string, data?: ExternalToast) {
  const { toast } = await loadSonner();
  // A toast sent before the Toaster subscribes would be lost.
  await toasterReady;
  toast[kind](title, data);
}

/** The parts of sonner's `toast` the site uses, safe to call before sonner has loaded. */
export const toast = {
  success: (title: string, data?: ExternalToast) => void show("success", title, data),
  error: (title: string, data?: ExternalToast) => void show("error", title, data),
  dismiss: (id?: string | number) => void loadSonner().then((module) => module.toast.dismiss(id)),
};
