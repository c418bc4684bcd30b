import { describe, expect, it } from "vitest";
import { resolveContactEnv } from "../../features/contact/contact-env";
import { resolveTelemetryEnv } from "../../features/telemetry/telemetry-env";
import { processingsOf, type BuildFacts } from "./processings";

const none: BuildFacts = {
  contact: null,
  telemetry: null,
  contactCountry: "",
  telemetryCountry: "",
  hostingProvider: "Example Hosting",
};
const full: BuildFacts = {
  contact: resolveContactEnv({ CONTACT_ENDPOINT: "https://forms.example.net/f/abc" }),
  telemetry: resolveTelemetryEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "https://otel.example.de:4318" }),
  contactCountry: "US",
  telemetryCountry: "DE",
  hostingProvider: "Example Hosting",
};
const ids = (facts: BuildFacts) => processingsOf(facts).map((processing) => processing.id);

describe("processingsOf", () => {
  it("has no telemetry section in a build without telemetry", () => {
    expect(ids(none)).toEqual(["hosting", "contact", "video", "theme", "selfHosted"]);
    expect(ids(full)).toContain("telemetry");
  });

  it("names the contact endpoint's host as recipient, outside the EU from its country", () => {
    const contact = processingsOf(full).find((processing) => processing.id === "contact");
    expect(contact).toMatchObject({
      sends: true,
      origins: ["https://forms.example.net"],
      recipient: { host: "forms.example.net", country: "US", outsideEu: true },
    });
    const telemetry = processingsOf(full).find((processing) => processing.id === "telemetry");
    expect(telemetry?.recipient).toEqual({
      host: "otel.example.de:4318",
      country: "DE",
      outsideEu: false,
    });
  });

  it("says a simulated form sends nothing", () => {
    expect(processingsOf(none).find((p) => p.id === "contact")).toMatchObject({
      sends: false,
      origins: [],
    });
  });
});
