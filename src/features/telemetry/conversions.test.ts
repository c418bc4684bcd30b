// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { contactOutcomeEvent, reportContactOutcome } from "./contact-outcome";
import { contactOutcomeEventName, observeConversions } from "./conversions";
import type { Emit } from "./signal-types";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("observeConversions", () => {
  it("listens for the event name the contact form dispatches", () => {
    expect(contactOutcomeEventName).toBe(contactOutcomeEvent);
  });

  it("names each call to action and attributes the contact outcome to the last one", () => {
    document.body.innerHTML = `
      <header><a href="/contact">Book Demo</a></header>
      <section aria-labelledby="hero-title"><a href="/contact"><span>Get in Touch</span></a></section>
      <ul><li><button aria-haspopup="dialog" aria-labelledby="feature-otel-ingestion-title">
        <span id="feature-otel-ingestion-title">OpenTelemetry Ingestion</span></button></li></ul>`;
    const emit = vi.fn<Emit>();
    observeConversions(emit);

    document
      .querySelector("header a")!
      .addEventListener("click", (event) => event.preventDefault());
    (document.querySelector("header a") as HTMLElement).click();
    (document.querySelector("section span") as HTMLElement).click();
    (document.querySelector("#feature-otel-ingestion-title") as HTMLElement).click();
    reportContactOutcome({
      outcome: "failed",
      delivery: "endpoint",
      reason: "server",
      status: 503,
    });

    expect(emit.mock.calls.map(([name, , attributes]) => [name, attributes])).toEqual([
      ["site.cta.click", { "site.cta.id": "header.book_demo", "site.cta.target": "/contact" }],
      ["site.cta.click", { "site.cta.id": "hero.get_in_touch", "site.cta.target": "/contact" }],
      ["site.feature.open", { "site.feature.id": "otel-ingestion" }],
      [
        "site.contact.submit",
        {
          "site.contact.outcome": "failed",
          "site.contact.delivery": "endpoint",
          "site.contact.failure_reason": "server",
          "http.response.status_code": { intValue: "503" },
          "site.cta.id": "hero.get_in_touch",
        },
      ],
    ]);
  });

  it("names a solution step when its radio becomes checked, by a tap or an arrow key", () => {
    document.body.innerHTML = `<input type="radio" name="solution-step" value="configure" checked>
      <input type="radio" name="solution-step" value="deploy">`;
    const emit = vi.fn<Emit>();
    observeConversions(emit);
    (document.querySelector('[value="deploy"]') as HTMLElement).click();
    expect(emit.mock.calls.map(([name, , attributes]) => [name, attributes])).toEqual([
      ["site.solution_step.select", { "site.solution_step.id": "deploy" }],
    ]);
  });

  it("names an estimate taken to sales by its path, never the values its query carries", () => {
    document.body.innerHTML = `<a href="/de/contact?logs=60&monthly=1261&currency=EUR">Send</a>`;
    const emit = vi.fn<Emit>();
    observeConversions(emit);
    const link = document.querySelector("a")!;
    link.addEventListener("click", (event) => event.preventDefault());
    link.click();
    expect(emit.mock.calls.map(([name, , attributes]) => [name, attributes])).toEqual([
      [
        "site.cta.click",
        { "site.cta.id": "pricing.send_estimate", "site.cta.target": "/de/contact" },
      ],
    ]);
  });

  it("counts the calculator once per page view, and an estimate only once it is sent", () => {
    document.body.innerHTML = `<form data-calculator=""><input type="range"><select></select></form>
      <input id="elsewhere">`;
    const emit = vi.fn<Emit>();
    observeConversions(emit);
    const fire = (selector: string) =>
      document.querySelector(selector)!.dispatchEvent(new Event("input", { bubbles: true }));

    fire("#elsewhere");
    fire("input[type=range]");
    fire("select");
    // Leaving and coming back is a page view of its own; the calculator's replaceState is not.
    history.replaceState(null, "", "?logs=61");
    dispatchEvent(new Event("replaceState"));
    fire("input[type=range]");
    history.pushState(null, "", "/contact");
    dispatchEvent(new Event("pushState"));
    history.pushState(null, "", "/");
    dispatchEvent(new Event("pushState"));
    fire("select");
    reportContactOutcome({ outcome: "failed", delivery: "endpoint", estimate: true });
    reportContactOutcome({ outcome: "sent", delivery: "endpoint", estimate: false });
    reportContactOutcome({ outcome: "sent", delivery: "endpoint", estimate: true });

    const names = emit.mock.calls.map(([name]) => name);
    expect(names).toEqual([
      "site.calculator.use",
      "site.calculator.use",
      "site.contact.submit",
      "site.contact.submit",
      "site.contact.submit",
      "site.estimate.send",
    ]);
    expect(emit.mock.calls.filter(([name]) => name !== "site.contact.submit")).toEqual(
      names.filter((name) => name !== "site.contact.submit").map((name) => [name, 9, {}]),
    );
  });
});
