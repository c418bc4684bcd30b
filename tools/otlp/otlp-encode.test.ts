import { describe, expect, it } from "vitest";
import {
  anyValue,
  exportRequest,
  int,
  keyValues,
  logRecord,
  unixNano,
} from "../../src/features/telemetry/otlp-encode.ts";
import { severity } from "../../src/features/telemetry/otlp-types.ts";
import { createLogsRequestChecker } from "./otlp-check.ts";
import { protoSources } from "./proto-sources.ts";

const checkLogsRequest = createLogsRequestChecker(protoSources);

describe("unixNano", () => {
  it("writes epoch milliseconds as nanosecond strings, exact to the microsecond", () => {
    expect(unixNano(0)).toBe("0000000");
    expect(unixNano(1_767_225_600_000)).toBe("1767225600000000000");
    expect(unixNano(1_767_225_600_123.456)).toBe("1767225600123456000");
    // Rounding just below the next millisecond never carries into a seventh digit.
    expect(unixNano(1.9999999999)).toBe("1999000");
  });
});

describe("attributes", () => {
  it("maps each JavaScript type to its AnyValue, skipping absent and non-finite values", () => {
    expect(
      keyValues({
        "url.path": "/contact",
        "browser.web_vital.value": 1200,
        "browser.mobile": false,
        "browser.brands": ["Chromium 140"],
        "http.response.status_code": int(500),
        absent: undefined,
        empty: null,
        infinite: Number.POSITIVE_INFINITY,
      }),
    ).toEqual([
      { key: "url.path", value: { stringValue: "/contact" } },
      { key: "browser.web_vital.value", value: { doubleValue: 1200 } },
      { key: "browser.mobile", value: { boolValue: false } },
      {
        key: "browser.brands",
        value: { arrayValue: { values: [{ stringValue: "Chromium 140" }] } },
      },
      { key: "http.response.status_code", value: { intValue: "500" } },
    ]);
  });

  it("cuts strings at 4,096 characters", () => {
    expect(anyValue("x".repeat(5000))).toEqual({ stringValue: "x".repeat(4096) });
  });
});

describe("exportRequest", () => {
  const resource = keyValues({ "service.name": "website", "telemetry.sdk.language": "webjs" });
  const records = [
    logRecord("site.page_view", severity.info, { "url.path": "/" }, 1_767_225_600_000.5),
    logRecord("exception", severity.error, {
      "exception.type": "TypeError",
      "exception.message": "x is undefined",
      "code.line.number": int(12),
    }),
  ];

  it("is a valid ExportLogsServiceRequest by the official protobuf definitions", () => {
    const decoded = checkLogsRequest(JSON.stringify(exportRequest(resource, records)));
    expect(decoded).toMatchObject({
      resourceLogs: [
        {
          resource: {
            attributes: [{ key: "service.name", value: { stringValue: "website" } }, {}],
          },
          scopeLogs: [
            {
              scope: { name: "site-telemetry", version: "1" },
              logRecords: [
                {
                  timeUnixNano: "1767225600000500000",
                  severityNumber: 9,
                  eventName: "site.page_view",
                  attributes: [{ key: "url.path", value: { stringValue: "/" } }],
                },
                { severityNumber: 17, eventName: "exception" },
              ],
            },
          ],
        },
      ],
    });
  });

  it("the checker refuses what a receiver would: unknown fields, wrong types, two values", () => {
    const bad = (mutate: (request: ReturnType<typeof exportRequest>) => void) => {
      const request = structuredClone(exportRequest(resource, records));
      mutate(request);
      return () => checkLogsRequest(JSON.stringify(request));
    };
    const record = (request: ReturnType<typeof exportRequest>) =>
      request.resourceLogs[0]!.scopeLogs[0]!.logRecords[0]! as unknown as Record<string, unknown>;
    expect(bad((r) => (record(r).event_name = "x"))).toThrow(/event_name: not a field/);
    expect(bad((r) => (record(r).timeUnixNano = 1.5))).toThrow(/not a valid fixed64/);
    expect(bad((r) => (record(r).severityNumber = "INFO"))).toThrow(/not a SeverityNumber/);
    expect(
      bad(
        (r) => (record(r).attributes = [{ key: "k", value: { stringValue: "a", intValue: "1" } }]),
      ),
    ).toThrow(/more than one of value/);
  });
});
