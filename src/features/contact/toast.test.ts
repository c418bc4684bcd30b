import { afterEach, describe, expect, it, vi } from "vitest";

const sonner = vi.hoisted(() => ({
  Toaster: () => null,
  toast: { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() },
}));
vi.mock("sonner", () => sonner);

// Each test gets the module fresh: it keeps whether sonner has loaded.
async function freshToastModule() {
  vi.resetModules();
  return import("./toast");
}

afterEach(() => vi.clearAllMocks());

describe("toast", () => {
  it("tells listeners once sonner has loaded, and later ones at once", async () => {
    const { prepareToasts, onSonnerLoaded } = await freshToastModule();
    const early = vi.fn();
    onSonnerLoaded(early);
    expect(early).not.toHaveBeenCalled();

    await prepareToasts();
    expect(early).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    onSonnerLoaded(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it("loads sonner once, however often it is asked for", async () => {
    const { prepareToasts } = await freshToastModule();
    expect(prepareToasts()).toBe(prepareToasts());
  });

  it("holds a toast until the Toaster is mounted, so none is lost", async () => {
    const { prepareToasts, toast, toasterMounted } = await freshToastModule();
    toast.success("Message sent!", { description: "Soon." });
    await prepareToasts();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sonner.toast.success).not.toHaveBeenCalled();

    toasterMounted();
    await vi.waitFor(() =>
      expect(sonner.toast.success).toHaveBeenCalledWith("Message sent!", { description: "Soon." }),
    );
  });

  it("an unsubscribed listener is not called", async () => {
    const { prepareToasts, onSonnerLoaded } = await freshToastModule();
    const listener = vi.fn();
    const unsubscribe = onSonnerLoaded(listener);
    unsubscribe();
    await prepareToasts();
    expect(listener).not.toHaveBeenCalled();
  });
});
