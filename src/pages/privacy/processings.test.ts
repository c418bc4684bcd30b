import { describe, expect, it } from "vitest";
import { resolveContactEnv } from "../../features/contact/contact-env";
import { resolveTelemetryEnv } from "../../features/telemetry/telemetry-env";
import { processingsOf, recipientsOf, type BuildFacts } from "./processings";

const none: BuildFacts = {
  contact: null,
  telemetry: null,
  contactCountry: "",
  telemetryCountry: "",
  hostingProvider: "Example Hosting",
  hostingCountry: "DE",
  mailProvider: "Example Mail GmbH",
  mailCountry: "DE",
};
const full: BuildFacts = {
  contact: resolveContactEnv({ CONTACT_ENDPOINT: "https://forms.example.net/f/abc" }),
  telemetry: resolveTelemetryEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "https://otel.example.de:4318" }),
  contactCountry: "US",
  telemetryCountry: "DE",
  hostingProvider: "Example Hosting",
  hostingCountry: "DE",
  mailProvider: "Example Mail GmbH",
  mailCountry: "DE",
};
const ids = (facts: BuildFacts) => processingsOf(facts).map((processing) => processing.id);

describe("processingsOf", () => {
  it("has no telemetry section in a build without telemetry", () => {
    expect(ids(none)).toEqual(["hosting", "contact", "email", "video", "theme", "selfHosted"]);
    expect(ids(full)).toContain("telemetry");
  });

  it("names the contact endpoint's host as recipient, outside the EU from its country", () => {
    const contact = processingsOf(full).find((processing) => processing.id === "contact");
    expect(contact).toMatchObject({
      sends: true,
      origins: ["https://forms.example.net"],
      recipients: [
        { host: "forms.example.net", country: "US", outsideEu: true, role: "processor" },
      ],
    });
    const telemetry = processingsOf(full).find((processing) => processing.id === "telemetry");
    expect(telemetry?.recipients).toEqual([
      {
        company: "otel.example.de:4318",
        host: "otel.example.de:4318",
        country: "DE",
        outsideEu: false,
        role: "processor",
      },
    ]);
  });

  it("names the video's recipients as the companies, Google LLC by the Data Privacy Framework", () => {
    const video = processingsOf(none).find((processing) => processing.id === "video");
    expect(video?.recipients.map((r) => [r.company, r.country, r.transfer])).toEqual([
      ["Google Ireland Limited", "IE", undefined],
      ["Google LLC", "US", "dpf"],
    ]);
  });

  it("lists every recipient once, with what it receives (the trust center's sub-processors)", () => {
    const recipients = recipientsOf(processingsOf(full));
    expect(recipients.map((r) => [r.company, r.role, r.processings])).toEqual([
      ["Example Hosting", "processor", ["hosting"]],
      ["forms.example.net", "processor", ["contact"]],
      ["Example Mail GmbH", "processor", ["email"]],
      ["otel.example.de:4318", "processor", ["telemetry"]],
      ["Google Ireland Limited", "controller", ["video"]],
      ["Google LLC", "controller", ["video"]],
    ]);
  });

  it("says a simulated form sends nothing", () => {
    expect(processingsOf(none).find((p) => p.id === "contact")).toMatchObject({
      sends: false,
      origins: [],
    });
  });
});
