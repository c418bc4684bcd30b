/**
 * The OTLP/HTTP JSON shape of a logs export, written against the protobuf definitions
 * (opentelemetry/proto/collector/logs/v1/logs_service.proto, logs/v1/logs.proto,
 * common/v1/common.proto, resource/v1/resource.proto) and OTLP's JSON mapping: field names
 * in lowerCamelCase, 64-bit integers as decimal strings, enums as numbers. Only the fields
 * the site sends are listed; every one is optional in protobuf.
 */

/** common.v1.AnyValue: exactly one of these. */
export type AnyValue =
  | { stringValue: string }
  | { boolValue: boolean }
  /** int64, as a decimal string. */
  | { intValue: string }
  | { doubleValue: number }
  | { arrayValue: { values: AnyValue[] } };

/** common.v1.KeyValue */
export interface KeyValue {
  key: string;
  value: AnyValue;
}

/** logs.v1.SeverityNumber, the values the site uses. */
export const severity = { info: 9, warn: 13, error: 17 } as const;
export type SeverityNumber = (typeof severity)[keyof typeof severity];

/** logs.v1.LogRecord */
export interface LogRecord {
  /** fixed64 nanoseconds since the Unix epoch, as a decimal string. */
  timeUnixNano: string;
  observedTimeUnixNano: string;
  severityNumber: SeverityNumber;
  /** The event's name (field 12), as the semantic conventions define it. */
  eventName: string;
  attributes: KeyValue[];
}

/** common.v1.InstrumentationScope */
export interface InstrumentationScope {
  name: string;
  version?: string;
}

/** logs.v1.ScopeLogs */
export interface ScopeLogs {
  scope: InstrumentationScope;
  logRecords: LogRecord[];
}

/** logs.v1.ResourceLogs */
export interface ResourceLogs {
  /** resource.v1.Resource */
  resource: { attributes: KeyValue[] };
  scopeLogs: ScopeLogs[];
}

/** collector.logs.v1.ExportLogsServiceRequest: the body of a POST to /v1/logs. */
export interface ExportLogsServiceRequest {
  resourceLogs: ResourceLogs[];
}
