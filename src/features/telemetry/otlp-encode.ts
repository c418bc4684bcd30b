import type { AnyValue, ExportLogsServiceRequest, KeyValue, LogRecord } from "./otlp-types";

/**
 * An attribute as the signals write it: numbers are doubles (what the semantic conventions
 * ask for measurements); an integer attribute is written with `int()`.
 */
export type AttributeValue = string | number | boolean | string[] | AnyValue;
export type Attributes = Record<string, AttributeValue | null | undefined>;

/** No attribute may carry more than this many characters (a stack trace, at most). */
export const maxStringLength = 4096;

/** An int64 attribute value, such as an HTTP status code. */
export function int(value: number): AnyValue {
  return { intValue: String(Math.trunc(value)) };
}

export function anyValue(value: AttributeValue): AnyValue {
  if (typeof value === "string") return { stringValue: value.slice(0, maxStringLength) };
  if (typeof value === "number") return { doubleValue: value };
  if (typeof value === "boolean") return { boolValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(anyValue) } };
  return value;
}

/** Attributes as KeyValues, leaving out the absent ones and numbers JSON cannot carry. */
export function keyValues(attributes: Attributes): KeyValue[] {
  const list: KeyValue[] = [];
  for (const [key, value] of Object.entries(attributes)) {
    if (value == null || (typeof value === "number" && !Number.isFinite(value))) continue;
    list.push({ key, value: anyValue(value) });
  }
  return list;
}

/**
 * Milliseconds since the epoch (with a fraction, as performance.timeOrigin has) as the
 * decimal string of nanoseconds. A double cannot hold today's nanoseconds exactly (nor
 * more than microseconds below a millisecond), so whole milliseconds and the microseconds
 * below them are written side by side.
 */
export function unixNano(ms: number): string {
  const whole = Math.floor(ms);
  const micros = Math.min(Math.round((ms - whole) * 1000), 999);
  return `${whole}${String(micros).padStart(3, "0")}000`;
}

export function logRecord(
  eventName: string,
  severityNumber: LogRecord["severityNumber"],
  attributes: Attributes,
  timeMs = Date.now(),
): LogRecord {
  return {
    timeUnixNano: unixNano(timeMs),
    observedTimeUnixNano: unixNano(Date.now()),
    severityNumber,
    eventName,
    attributes: keyValues(attributes),
  };
}

/** The scope every record of the site is sent under. */
export const scope = { name: "site-telemetry", version: "1" };

export function exportRequest(
  resource: KeyValue[],
  records: LogRecord[],
): ExportLogsServiceRequest {
  return {
    resourceLogs: [
      { resource: { attributes: resource }, scopeLogs: [{ scope, logRecords: records }] },
    ],
  };
}
