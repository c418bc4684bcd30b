import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../server/security-headers.ts";
import { resolveContactEnv } from "../src/features/contact/contact-env.ts";
import { resolveTelemetryEnv } from "../src/features/telemetry/telemetry-env.ts";
import { processingsOf, type BuildFacts } from "../src/pages/privacy/processings.ts";
import { assertPolicyCoversCsp, cspOrigins, UndeclaredOriginError } from "./privacy-coverage.ts";

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
  ...none,
  contact: resolveContactEnv({ CONTACT_ENDPOINT: "https://forms.example.net/f/abc" }),
  telemetry: resolveTelemetryEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "https://otel.example.de:4318" }),
};

describe("assertPolicyCoversCsp", () => {
  const csp = (connectOrigins: string[]) =>
    contentSecurityPolicy({ styleHashes: ["'sha256-abc='"], scriptHashes: [], connectOrigins });

  it("finds the other origins of the site's policy", () => {
    expect(cspOrigins(csp(["https://forms.example.net"]))).toEqual([
      { directive: "connect-src", origin: "https://forms.example.net" },
      { directive: "frame-src", origin: "https://www.youtube-nocookie.com" },
    ]);
  });

  it("passes when every origin is declared", () => {
    const origins = [full.contact?.origin ?? "", full.telemetry?.origin ?? ""];
    expect(() => assertPolicyCoversCsp(csp(origins), processingsOf(full))).not.toThrow();
    expect(() => assertPolicyCoversCsp(csp([]), processingsOf(none))).not.toThrow();
  });

  it("stops the build naming an origin the policy does not declare", () => {
    const attempt = () =>
      assertPolicyCoversCsp(csp(["https://cdn.tracker.example"]), processingsOf(none));
    expect(attempt).toThrow(UndeclaredOriginError);
    expect(attempt).toThrow(/https:\/\/cdn\.tracker\.example \(connect-src\)/);
  });
});
