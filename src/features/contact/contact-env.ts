/**
 * Where contact messages go, read at build time from the environment (vite.config.ts turns
 * it into the `__CONTACT_DELIVERY__` constant). Runs in Node, so a bad value stops the build
 * instead of shipping a form that can never deliver.
 *
 * - `CONTACT_ENDPOINT`: absolute https URL that accepts a POST of the six fields. Unset or
 *   empty keeps the specification's simulated send (no request at all). Plain http is only
 *   accepted for loopback hosts, so tests can use a local receiver.
 * - `CONTACT_ENCODING`: `json` (default) or `form` (application/x-www-form-urlencoded).
 */
import { parseEndpointUrl } from "../../lib/endpoint-url.ts";

export type ContactEncoding = "json" | "form";

export interface ContactDeliveryConfig {
  /** The URL as given, normalised by the URL parser. */
  endpoint: string;
  /** scheme://host[:port]: what the content-security policy's connect-src must allow. */
  origin: string;
  encoding: ContactEncoding;
}

export const contactEnvVariables = {
  endpoint: "CONTACT_ENDPOINT",
  encoding: "CONTACT_ENCODING",
} as const;

const encodings: readonly ContactEncoding[] = ["json", "form"];

export class ContactEnvError extends Error {
  override name = "ContactEnvError";
}

/**
 * Reads and validates the two settings. Returns null when no endpoint is configured (the
 * simulated default). Throws a ContactEnvError that names every invalid variable.
 */
export function resolveContactEnv(
  env: Record<string, string | undefined>,
): ContactDeliveryConfig | null {
  const rawEndpoint = env[contactEnvVariables.endpoint]?.trim() ?? "";
  const rawEncoding = env[contactEnvVariables.encoding]?.trim().toLowerCase() ?? "";
  const problems: string[] = [];

  const encoding = (rawEncoding || "json") as ContactEncoding;
  if (!encodings.includes(encoding)) {
    problems.push(
      `${contactEnvVariables.encoding}=${JSON.stringify(rawEncoding)} must be json or form`,
    );
  }

  let url: URL | null = null;
  if (rawEndpoint) {
    const parsed = parseEndpointUrl(contactEnvVariables.endpoint, rawEndpoint);
    if ("url" in parsed) url = parsed.url;
    else problems.push(parsed.problem);
  } else if (rawEncoding) {
    // Most likely the endpoint was forgotten; failing beats silently simulating.
    problems.push(
      `${contactEnvVariables.encoding} is set but ${contactEnvVariables.endpoint} is not`,
    );
  }

  if (problems.length > 0) {
    throw new ContactEnvError(`Invalid contact configuration:\n  ${problems.join("\n  ")}`);
  }
  if (!url) return null;
  return { endpoint: url.href, origin: url.origin, encoding };
}
