/**
 * The rule every build-time endpoint setting follows (the contact form's, the telemetry
 * collector's): the URL ends up in public JavaScript and in the content-security policy,
 * so it must be https (plain http only for loopback, so tests can run a local receiver)
 * and must carry nothing secret.
 */
const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Null when the URL is acceptable, otherwise why not, as the end of a sentence. */
export function endpointUrlProblem(url: URL): string | null {
  if (url.protocol === "http:" && !loopbackHosts.has(url.hostname)) {
    return "must use https (plain http is only allowed for localhost and 127.0.0.1)";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "must be an https URL";
  // Everything here ends up in public JavaScript; a password in it would be published.
  if (url.username || url.password) return "must not contain a user name or password";
  if (url.hash) return "must not contain a #fragment";
  return null;
}

/**
 * Parses `raw` as an endpoint for the variable `name`: the URL, or the problem phrased as
 * `NAME="value" must ...` for a build error.
 */
export function parseEndpointUrl(name: string, raw: string): { url: URL } | { problem: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: `${name}=${JSON.stringify(raw)} must be an absolute URL` };
  }
  const problem = endpointUrlProblem(url);
  return problem ? { problem: `${name}=${JSON.stringify(raw)} ${problem}` } : { url };
}
