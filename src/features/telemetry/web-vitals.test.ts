// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import type { MetricType } from "web-vitals";
import { attributionOf, selectorOf } from "./web-vitals";

const metric = (fields: Partial<MetricType>) => fields as MetricType;

describe("selectorOf", () => {
  it("names an element by tag and first class, up to an id or four levels, never its text", () => {
    document.body.innerHTML = `<section id="features"><ul class="grid gap-4"><li><button
      class="group flex"><span class="mt-5">Secret text</span></button></li></ul></section>`;
    expect(selectorOf(document.querySelector("span"))).toBe(
      "ul.grid > li > button.group > span.mt-5",
    );
    expect(selectorOf(document.querySelector("li"))).toBe("section#features > ul.grid > li");
    expect(selectorOf(null)).toBeUndefined();
  });
});

describe("attributionOf", () => {
  it("splits the slowest interaction behind INP into its three phases", () => {
    document.body.innerHTML = `<button id="solution-tab-deploy">Deploy</button>`;
    const target = document.querySelector("button");
    const entries = [
      {
        name: "pointerdown",
        startTime: 100,
        duration: 56,
        processingStart: 104,
        processingEnd: 110,
        target,
      },
      {
        name: "click",
        startTime: 100,
        duration: 152,
        processingStart: 102,
        processingEnd: 140,
        target,
      },
    ];
    expect(attributionOf(metric({ name: "INP", entries } as never))).toEqual({
      "browser.web_vital.attribution.interaction_target": "button#solution-tab-deploy",
      "browser.web_vital.attribution.interaction_type": "pointer",
      "browser.web_vital.attribution.input_delay": 2,
      "browser.web_vital.attribution.processing_duration": 38,
      "browser.web_vital.attribution.presentation_delay": 112,
    });
  });

  it("gives the LCP element and its image without a query string", () => {
    document.body.innerHTML = `<img class="poster" src="/assets/poster.avif">`;
    const entries = [
      { element: document.querySelector("img"), url: `${location.origin}/assets/p.avif?v=1` },
    ];
    expect(attributionOf(metric({ name: "LCP", entries } as never))).toEqual({
      "browser.web_vital.attribution.target": "html > body > img.poster",
      "browser.web_vital.attribution.url": "/assets/p.avif",
    });
  });

  it("names the element of the largest layout shift", () => {
    document.body.innerHTML = `<div id="banner"></div>`;
    const node = document.querySelector("div");
    const entries = [
      { value: 0.02, sources: [] },
      { value: 0.08, sources: [{ node: null }, { node }] },
    ];
    expect(attributionOf(metric({ name: "CLS", entries } as never))).toEqual({
      "browser.web_vital.attribution.largest_shift_target": "div#banner",
      "browser.web_vital.attribution.largest_shift_value": 0.08,
    });
  });
});
