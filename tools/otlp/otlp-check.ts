/**
 * Test support, never bundled: checks a JSON body against the official OTLP protobuf
 * definitions (./proto, opentelemetry-proto v1.11.0) as an OTLP/HTTP receiver would read it,
 * strictly: every key must be a field of the message (lowerCamelCase), every value of the
 * field's type in OTLP's JSON mapping (64-bit integers as decimal strings, enums as
 * numbers, one member of a oneof). A body that passes is then encoded to protobuf and
 * decoded again, which proves it is a well-formed ExportLogsServiceRequest.
 */
import protobuf from "protobufjs";

const requestType = "opentelemetry.proto.collector.logs.v1.ExportLogsServiceRequest";

/** The file names, in import order, for whoever reads them (Vite ?raw or node:fs). */
export const otlpProtoFiles = [
  "common.proto",
  "resource.proto",
  "logs.proto",
  "logs_service.proto",
] as const;

const int32Types = new Set(["int32", "uint32", "sint32", "fixed32", "sfixed32"]);
const int64Types = new Set(["int64", "uint64", "sint64", "fixed64", "sfixed64"]);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function checkScalar(field: protobuf.Field, value: unknown, path: string): string | null {
  const type = field.type;
  const ok =
    (type === "string" && typeof value === "string") ||
    (type === "bool" && typeof value === "boolean") ||
    ((type === "double" || type === "float") && typeof value === "number") ||
    (int32Types.has(type) && Number.isInteger(value)) ||
    (int64Types.has(type) &&
      ((typeof value === "string" && /^-?\d+$/.test(value)) || Number.isSafeInteger(value)) &&
      !(type.startsWith("u") || type === "fixed64" ? String(value).startsWith("-") : false)) ||
    (type === "bytes" && typeof value === "string" && /^[A-Za-z0-9+/_-]*={0,2}$/.test(value));
  return ok ? null : `${path}: ${JSON.stringify(value)} is not a valid ${type}`;
}

function checkMessage(type: protobuf.Type, json: unknown, path: string, problems: string[]) {
  if (!isPlainObject(json)) {
    problems.push(`${path}: expected a ${type.name} object`);
    return;
  }
  for (const oneof of type.oneofsArray) {
    const set = oneof.oneof.filter((name) => json[name] !== undefined);
    if (set.length > 1) problems.push(`${path}: more than one of ${oneof.name} (${set})`);
  }
  for (const [key, value] of Object.entries(json)) {
    const field = type.fields[key];
    if (!field) {
      problems.push(`${path}.${key}: not a field of ${type.name}`);
      continue;
    }
    const values = field.repeated ? value : [value];
    if (!Array.isArray(values)) {
      problems.push(`${path}.${key}: expected an array`);
      continue;
    }
    values.forEach((item: unknown, index) => {
      const at = field.repeated ? `${path}.${key}[${index}]` : `${path}.${key}`;
      const resolved = field.resolve().resolvedType;
      if (resolved instanceof protobuf.Type) checkMessage(resolved, item, at, problems);
      else if (resolved instanceof protobuf.Enum) {
        if (!Object.values(resolved.values).includes(item as number)) {
          problems.push(`${at}: ${JSON.stringify(item)} is not a ${resolved.name} number`);
        }
      } else {
        const problem = checkScalar(field, item, at);
        if (problem) problems.push(problem);
      }
    });
  }
}

/**
 * Returns a checker for request bodies, given the text of the four .proto files in
 * `otlpProtoFiles` order. The checker throws, listing every problem, or returns the
 * request as decoded from its protobuf encoding.
 */
export function createLogsRequestChecker(protoSources: readonly string[]) {
  const root = new protobuf.Root();
  for (const source of protoSources) protobuf.parse(source, root);
  root.resolveAll();
  const type = root.lookupType(requestType);

  return function checkLogsRequest(body: string): Record<string, unknown> {
    const json: unknown = JSON.parse(body);
    const problems: string[] = [];
    checkMessage(type, json, "request", problems);
    if (problems.length > 0) {
      throw new Error(`Not a valid ExportLogsServiceRequest:\n  ${problems.join("\n  ")}`);
    }
    const bytes = type.encode(type.fromObject(json as Record<string, unknown>)).finish();
    return type.toObject(type.decode(bytes), { longs: String, enums: Number });
  };
}
