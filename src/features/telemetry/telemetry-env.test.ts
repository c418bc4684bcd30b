import { describe, expect, it } from "vitest";
import {
  parseResourceAttributes,
  resolveTelemetryEnv,
  telemetryConnectOrigin,
  TelemetryEnvError,
} from "./telemetry-env";

describe("resolveTelemetryEnv", () => {
  it("is null (no telemetry at all) when no endpoint is set, or the SDK is disabled", () => {
    expect(resolveTelemetryEnv({})).toBeNull();
    expect(resolveTelemetryEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "  " })).toBeNull();
    // Settings meant for other programs in the same environment are no reason to fail.
    expect(
      resolveTelemetryEnv({ OTEL_SERVICE_NAME: "api", OTEL_EXPORTER_OTLP_PROTOCOL: "grpc" }),
    ).toBeNull();
    expect(
      resolveTelemetryEnv({
        OTEL_EXPORTER_OTLP_ENDPOINT: "https://otel.acme.io",
        OTEL_SDK_DISABLED: " TRUE ",
      }),
    ).toBeNull();
  });

  it("appends v1/logs to the generic endpoint, with or without a trailing slash", () => {
    const cases = [
      ["https://otel.acme.io", "https://otel.acme.io/v1/logs"],
      ["https://otel.acme.io/", "https://otel.acme.io/v1/logs"],
      ["https://acme.io:4318/collector", "https://acme.io:4318/collector/v1/logs"],
      ["https://acme.io/collector/", "https://acme.io/collector/v1/logs"],
    ];
    for (const [base, logs] of cases) {
      expect(resolveTelemetryEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: base })?.endpoint, base).toBe(logs);
    }
  });

  it("uses the signal-specific endpoint as is, in preference to the generic one", () => {
    const config = resolveTelemetryEnv({
      OTEL_EXPORTER_OTLP_ENDPOINT: "https://ignored.acme.io",
      OTEL_EXPORTER_OTLP_LOGS_ENDPOINT: " https://ingest.acme.io:8443/otlp/logs ",
    });
    expect(config).toEqual({
      endpoint: "https://ingest.acme.io:8443/otlp/logs",
      origin: "https://ingest.acme.io:8443",
      resource: [["service.name", "unknown_service"]],
      sampleRate: 1,
    });
  });

  it("applies the contact endpoint's URL rule, naming the variable", () => {
    expect(
      resolveTelemetryEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318" })?.origin,
    ).toBe("http://127.0.0.1:4318");
    const cases: [Record<string, string>, RegExp][] = [
      [{ OTEL_EXPORTER_OTLP_ENDPOINT: "http://otel.acme.io" }, /_ENDPOINT=.*must use https/],
      [{ OTEL_EXPORTER_OTLP_LOGS_ENDPOINT: "otel:4318" }, /LOGS_ENDPOINT=.*must be an https URL/],
      [{ OTEL_EXPORTER_OTLP_ENDPOINT: "/v1/logs" }, /must be an absolute URL/],
      [{ OTEL_EXPORTER_OTLP_ENDPOINT: "https://k:s@otel.acme.io" }, /user name or password/],
      [{ OTEL_EXPORTER_OTLP_LOGS_ENDPOINT: "https://otel.acme.io/#x" }, /#fragment/],
    ];
    for (const [env, problem] of cases) {
      expect(() => resolveTelemetryEnv(env), JSON.stringify(env)).toThrow(problem);
    }
  });

  it("takes service.name from OTEL_SERVICE_NAME over OTEL_RESOURCE_ATTRIBUTES", () => {
    const env = {
      OTEL_EXPORTER_OTLP_ENDPOINT: "https://otel.acme.io",
      OTEL_RESOURCE_ATTRIBUTES: "service.name=from-attributes,deployment.environment.name=prod",
    };
    expect(resolveTelemetryEnv(env)?.resource).toEqual([
      ["service.name", "from-attributes"],
      ["deployment.environment.name", "prod"],
    ]);
    expect(resolveTelemetryEnv({ ...env, OTEL_SERVICE_NAME: "website" })?.resource).toEqual([
      ["service.name", "website"],
      ["deployment.environment.name", "prod"],
    ]);
  });

  it("accepts HTTP protocols only", () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: "https://otel.acme.io" };
    expect(
      resolveTelemetryEnv({ ...endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: "http/protobuf" }),
    ).not.toBeNull();
    expect(() => resolveTelemetryEnv({ ...endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: "grpc" })).toThrow(
      /OTEL_EXPORTER_OTLP_PROTOCOL="grpc" must be http\/json or http\/protobuf/,
    );
    expect(() =>
      resolveTelemetryEnv({
        ...endpoint,
        OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
        OTEL_EXPORTER_OTLP_LOGS_PROTOCOL: "grpc",
      }),
    ).toThrow(/OTEL_EXPORTER_OTLP_LOGS_PROTOCOL="grpc"/);
  });

  it("reads the sample rate, from 0 to 1", () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: "https://otel.acme.io" };
    expect(resolveTelemetryEnv({ ...endpoint, TELEMETRY_SAMPLE_RATE: "0.25" })?.sampleRate).toBe(
      0.25,
    );
    expect(resolveTelemetryEnv({ ...endpoint, TELEMETRY_SAMPLE_RATE: "0" })?.sampleRate).toBe(0);
    for (const rate of ["1.5", "-0.1", "half", "NaN"]) {
      expect(() => resolveTelemetryEnv({ ...endpoint, TELEMETRY_SAMPLE_RATE: rate })).toThrow(
        /TELEMETRY_SAMPLE_RATE=.* must be a number from 0 to 1/,
      );
    }
  });

  it("lists every problem in one TelemetryEnvError", () => {
    const attempt = () =>
      resolveTelemetryEnv({
        OTEL_EXPORTER_OTLP_ENDPOINT: "http://otel.acme.io",
        OTEL_RESOURCE_ATTRIBUTES: "team",
        TELEMETRY_SAMPLE_RATE: "2",
      });
    expect(attempt).toThrow(TelemetryEnvError);
    expect(attempt).toThrow(/ENDPOINT.*\n.*RESOURCE_ATTRIBUTES.*\n.*SAMPLE_RATE/);
  });
});

describe("parseResourceAttributes", () => {
  it("percent-decodes values and skips empty members", () => {
    expect(parseResourceAttributes("a=1, b = x%2Cy%3Dz ,,c=%E2%9C%93,d=")).toEqual({
      pairs: [
        ["a", "1"],
        ["b", "x,y=z"],
        ["c", "✓"],
        ["d", ""],
      ],
    });
    expect(parseResourceAttributes("")).toEqual({ pairs: [] });
  });

  it("refuses members without a key, with a bad key or a broken escape", () => {
    expect(parseResourceAttributes("novalue")).toHaveProperty("problem");
    expect(parseResourceAttributes("=x")).toHaveProperty("problem");
    expect(parseResourceAttributes("a b=x")).toHaveProperty("problem");
    expect(parseResourceAttributes("a=%E2%9C")).toEqual({
      problem: "has a malformed percent-encoding in the value of a",
    });
  });
});

describe("telemetryConnectOrigin", () => {
  it("is the collector's origin, or null without telemetry", () => {
    expect(telemetryConnectOrigin({})).toBeNull();
    expect(
      telemetryConnectOrigin({ OTEL_EXPORTER_OTLP_ENDPOINT: "https://otel.acme.io/base?x=1" }),
    ).toBe("https://otel.acme.io");
  });
});
