// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

async function captureAt(address: string, state: unknown = null) {
  history.replaceState(state, "", address);
  vi.resetModules();
  const module = await import("./visit-campaign");
  module.captureCampaign();
  return module;
}

afterEach(() => history.replaceState(null, "", "/"));

describe("captureCampaign", () => {
  it("keeps the campaign in memory and drops the tags from the address bar", async () => {
    const { visitCampaign } = await captureAt("/contact?utm_source=newsletter&a=1#form");
    expect(visitCampaign()).toEqual({ utm_source: "newsletter", landing_page: "/contact" });
    expect(location.pathname + location.search + location.hash).toBe("/contact?a=1#form");
  });

  it("passes the history state on untouched", async () => {
    const state = { key: "abc" };
    await captureAt("/?utm_campaign=launch", state);
    expect(history.state).toEqual(state);
    expect(location.search).toBe("");
  });

  it("leaves an untagged address and its history entry alone", async () => {
    history.replaceState(null, "", "/?q=1");
    const replace = vi.spyOn(history, "replaceState");
    vi.resetModules();
    const { captureCampaign, visitCampaign } = await import("./visit-campaign");
    captureCampaign();
    expect(visitCampaign()).toBe(null);
    expect(replace).not.toHaveBeenCalled();
    replace.mockRestore();
  });

  it("stores nothing on the device", async () => {
    const before = { cookie: document.cookie, local: localStorage.length };
    await captureAt("/?utm_source=x");
    expect({ cookie: document.cookie, local: localStorage.length }).toEqual(before);
    expect(sessionStorage.length).toBe(0);
  });
});
