// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { campaignAttributes, observePageViews } from "./page-views";
import type { Emit } from "./signal-types";

describe("campaignAttributes", () => {
  it("names each campaign tag under site.utm", () => {
    const campaign = { utm_source: "newsletter", utm_campaign: "launch", landing_page: "/" };
    expect(campaignAttributes(campaign)).toEqual({
      "site.utm.source": "newsletter",
      "site.utm.campaign": "launch",
    });
    expect(campaignAttributes()).toEqual({});
  });
});

/** A client-side navigation as the router makes it: pushState, then its window event. */
function navigate(path: string) {
  history.pushState(null, "", path);
  dispatchEvent(new Event("pushState"));
}

describe("observePageViews", () => {
  it("records the campaign on the landing page view and on every route change", () => {
    const emit = vi.fn<Emit>();
    history.replaceState(null, "", "/");
    observePageViews(emit, { utm_source: "newsletter" });
    navigate("/contact");
    expect(emit.mock.calls.map(([name, , attributes]) => [name, attributes])).toEqual([
      [
        "site.page_view",
        expect.objectContaining({ "site.page_view.kind": "load", "site.utm.source": "newsletter" }),
      ],
      [
        "site.page_view",
        expect.objectContaining({
          "site.page_view.kind": "route_change",
          "site.utm.source": "newsletter",
        }),
      ],
    ]);
  });

  it("records a quick there-and-back as two route changes, each as it happens", () => {
    const emit = vi.fn<Emit>();
    history.replaceState(null, "", "/");
    observePageViews(emit);
    navigate("/contact");
    // Back: the browser restores "/" and fires popstate.
    history.replaceState(null, "", "/");
    dispatchEvent(new PopStateEvent("popstate"));
    navigate("/contact");
    const changes = emit.mock.calls.slice(1).map(([, , attributes]) => attributes);
    expect(changes.map((attributes) => attributes["site.page_view.previous_path"])).toEqual([
      "/",
      "/contact",
      "/",
    ]);
  });

  it("adds nothing for an untagged visit", () => {
    const emit = vi.fn<Emit>();
    observePageViews(emit);
    expect(Object.keys(emit.mock.calls[0]![2]).some((key) => key.startsWith("site.utm"))).toBe(
      false,
    );
  });
});
