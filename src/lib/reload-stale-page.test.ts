// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadOrReload } from "./reload-stale-page";

const reload = vi.fn();
vi.stubGlobal("location", { ...window.location, reload });

afterEach(() => {
  reload.mockClear();
  delete document.documentElement.dataset.hydrated;
});

describe("loadOrReload", () => {
  it("passes a chunk through when it loads", async () => {
    await expect(loadOrReload(() => Promise.resolve("chunk"))()).resolves.toBe("chunk");
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads once when a navigation's chunk is gone", async () => {
    document.documentElement.dataset.hydrated = "true";
    const load = loadOrReload(() => Promise.reject(new Error("Failed to fetch")));
    await expect(load()).rejects.toThrow("Failed to fetch");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload a page that has not hydrated yet, so there is no loop", async () => {
    const load = loadOrReload(() => Promise.reject(new Error("Failed to fetch")));
    await expect(load()).rejects.toThrow("Failed to fetch");
    expect(reload).not.toHaveBeenCalled();
  });
});
