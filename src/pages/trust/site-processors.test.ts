import { describe, expect, it } from "vitest";
import type { TrustContent } from "../../content/trust-schema.ts";
import { processingsOf } from "../privacy/processings.ts";
import { siteProcessorRows } from "./site-processors.ts";

const copy = {
  unknownCountry: "not configured",
  purposes: {
    hosting: "Hosts",
    contact: "Contact",
    email: "Mail",
    telemetry: "Telemetry",
    video: "Video",
  },
} as TrustContent["siteProcessors"];

describe("siteProcessorRows", () => {
  it("lists exactly the processings that hand data to someone, with host and country", () => {
    const processings = processingsOf({
      contact: null,
      telemetry: null,
      contactCountry: "",
      telemetryCountry: "",
      hostingProvider: "Example Hosting GmbH",
      hostingCountry: "DE",
      mailProvider: "Example Mail AG",
      mailCountry: "",
    });
    expect(siteProcessorRows(processings, copy, "en")).toEqual([
      { id: "hosting", name: "Example Hosting GmbH", purpose: "Hosts", location: "Germany" },
      { id: "email", name: "Example Mail AG", purpose: "Mail", location: "not configured" },
      {
        id: "video",
        name: "Google Ireland Limited",
        purpose: "Video",
        location: "Ireland",
      },
      { id: "video", name: "Google LLC", purpose: "Video", location: "United States" },
    ]);
  });

  it("names a configured endpoint's host, and says when its country is unknown", () => {
    const processings = processingsOf({
      contact: { endpoint: "https://forms.example.eu/send", origin: "https://forms.example.eu" },
      telemetry: null,
      contactCountry: "",
      telemetryCountry: "",
      hostingProvider: "Host",
      hostingCountry: "DE",
      mailProvider: "Mail",
      mailCountry: "DE",
    } as Parameters<typeof processingsOf>[0]);
    const contact = siteProcessorRows(processings, copy, "de").find((row) => row.id === "contact");
    expect(contact).toEqual({
      id: "contact",
      name: "forms.example.eu",
      purpose: "Contact",
      location: "not configured",
    });
  });
});
