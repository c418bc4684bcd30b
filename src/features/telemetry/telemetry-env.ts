/**
 * Where the site's own telemetry goes, read at build time from the OpenTelemetry SDK's
 * environment variables (vite.config.ts turns the result into the `__TELEMETRY__` constant).
 * Runs in Node, so a bad value stops the build naming the variable. Unset, the build has no
 * telemetry code at all.
 *
 * - `OTEL_EXPORTER_OTLP_LOGS_ENDPOINT`: the OTLP/HTTP logs URL, used as is; or
 * - `OTEL_EXPORTER_OTLP_ENDPOINT`: the collector's base URL, to which `v1/logs` is appended
 *   (the specification's rule for the signal-independent variable).
 * - `OTEL_SERVICE_NAME`: `service.name` (wins over one in OTEL_RESOURCE_ATTRIBUTES).
 * - `OTEL_RESOURCE_ATTRIBUTES`: `key=value,key2=value2`, values percent-decoded.
 * - `OTEL_EXPORTER_OTLP_(LOGS_)PROTOCOL`: if set, an HTTP protocol (the site sends JSON,
 *   which every OTLP/HTTP receiver accepts beside protobuf); `grpc` cannot work from a page.
 * - `OTEL_SDK_DISABLED=true`: no telemetry, whatever else is set.
 * - `TELEMETRY_SAMPLE_RATE`: share of page loads that send anything, 0 to 1 (default 1).
 */
import { parseEndpointUrl } from "../../lib/endpoint-url.ts";

export interface TelemetryConfig {
  /** The OTLP/HTTP logs URL the page POSTs to. */
  endpoint: string;
  /** scheme://host[:port]: what the content-security policy's connect-src must allow. */
  origin: string;
  /** Resource attributes from the environment, `service.name` first. */
  resource: [key: string, value: string][];
  /** Share of page loads that send telemetry, 0 to 1. */
  sampleRate: number;
}

export const telemetryEnvVariables = {
  logsEndpoint: "OTEL_EXPORTER_OTLP_LOGS_ENDPOINT",
  endpoint: "OTEL_EXPORTER_OTLP_ENDPOINT",
  serviceName: "OTEL_SERVICE_NAME",
  resourceAttributes: "OTEL_RESOURCE_ATTRIBUTES",
  logsProtocol: "OTEL_EXPORTER_OTLP_LOGS_PROTOCOL",
  protocol: "OTEL_EXPORTER_OTLP_PROTOCOL",
  disabled: "OTEL_SDK_DISABLED",
  sampleRate: "TELEMETRY_SAMPLE_RATE",
} as const;

/** The specification's default when no service name is configured. */
export const defaultServiceName = "unknown_service";

const httpProtocols = new Set(["http/json", "http/protobuf"]);
// A W3C Baggage key is an HTTP token.
const baggageKey = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export class TelemetryEnvError extends Error {
  override name = "TelemetryEnvError";
}

/**
 * `key=value,key2=value2` as the specification defines OTEL_RESOURCE_ATTRIBUTES (W3C
 * Baggage without properties), values percent-decoded. Returns the pairs, or a problem.
 */
export function parseResourceAttributes(
  raw: string,
): { pairs: [string, string][] } | { problem: string } {
  const pairs: [string, string][] = [];
  for (const member of raw.split(",")) {
    if (member.trim() === "") continue;
    const equals = member.indexOf("=");
    const key = member.slice(0, equals).trim();
    if (equals < 0 || !baggageKey.test(key)) {
      return { problem: `has ${JSON.stringify(member.trim())}, not key=value` };
    }
    try {
      pairs.push([key, decodeURIComponent(member.slice(equals + 1).trim())]);
    } catch {
      return { problem: `has a malformed percent-encoding in the value of ${key}` };
    }
  }
  return { pairs };
}

/** The logs URL from the generic base URL: `v1/logs` appended to its path. */
function logsUrlFromBase(base: URL): URL {
  const url = new URL(base.href);
  url.pathname = `${url.pathname.replace(/\/$/, "")}/v1/logs`;
  return url;
}

/**
 * Reads and validates the settings. Null when no endpoint is set or the SDK is disabled.
 * Throws a TelemetryEnvError that names every invalid variable.
 */
export function resolveTelemetryEnv(
  env: Record<string, string | undefined>,
): TelemetryConfig | null {
  const read = (name: string) => env[name]?.trim() ?? "";
  const vars = telemetryEnvVariables;
  if (read(vars.disabled).toLowerCase() === "true") return null;
  const specific = read(vars.logsEndpoint);
  const generic = read(vars.endpoint);
  if (!specific && !generic) return null;

  const problems: string[] = [];
  const name = specific ? vars.logsEndpoint : vars.endpoint;
  const parsed = parseEndpointUrl(name, specific || generic);
  let url: URL | null = null;
  if ("problem" in parsed) problems.push(parsed.problem);
  else url = specific ? parsed.url : logsUrlFromBase(parsed.url);

  const protocolName = read(vars.logsProtocol) ? vars.logsProtocol : vars.protocol;
  const protocol = read(protocolName);
  if (protocol && !httpProtocols.has(protocol)) {
    problems.push(
      `${protocolName}=${JSON.stringify(protocol)} must be http/json or http/protobuf ` +
        "(a page can only send OTLP over HTTP; it sends JSON)",
    );
  }

  const attributes = parseResourceAttributes(read(vars.resourceAttributes));
  const resource = new Map<string, string>();
  if ("problem" in attributes) {
    problems.push(`${vars.resourceAttributes} ${attributes.problem}`);
  } else {
    const fromAttributes = new Map(attributes.pairs);
    resource.set(
      "service.name",
      read(vars.serviceName) || fromAttributes.get("service.name") || defaultServiceName,
    );
    for (const [key, value] of fromAttributes) if (!resource.has(key)) resource.set(key, value);
  }

  const rawRate = read(vars.sampleRate);
  const sampleRate = rawRate === "" ? 1 : Number(rawRate);
  if (!(sampleRate >= 0 && sampleRate <= 1)) {
    problems.push(`${vars.sampleRate}=${JSON.stringify(rawRate)} must be a number from 0 to 1`);
  }

  if (problems.length > 0 || !url) {
    throw new TelemetryEnvError(`Invalid telemetry configuration:\n  ${problems.join("\n  ")}`);
  }
  return { endpoint: url.href, origin: url.origin, resource: [...resource], sampleRate };
}

/**
 * The origin the page sends telemetry to, for the content-security policy's connect-src;
 * null when the build has no telemetry. Throws like resolveTelemetryEnv on a bad value.
 */
export function telemetryConnectOrigin(env: Record<string, string | undefined>): string | null {
  return resolveTelemetryEnv(env)?.origin ?? null;
}

/**
 * The chunk that holds telemetry and starts it, in a build with it: named for neither, as
 * blockers refuse a script named for telemetry and the entry imports it (vite.config.ts).
 * The boot loader runs it first, before the framework, after the first view has painted:
 * the checks count it apart from the first load.
 */
export const telemetryChunkName = "visit";
export const telemetryChunkFile = new RegExp(`/${telemetryChunkName}-[\\w-]+\\.js$`);
