export class BadRequest extends Error {}

/**
 * Decodes and normalises a URL path the way nginx does before matching locations: percent
 * escapes decoded, repeated slashes merged, `.` and `..` resolved. NUL, malformed escapes
 * and climbing above the root are bad requests.
 */
export function normalizePath(rawPath: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    throw new BadRequest("malformed percent-encoding");
  }
  if (decoded.includes("\0")) throw new BadRequest("NUL in path");
  const segments: string[] = [];
  const parts = decoded.split("/");
  for (const [index, part] of parts.entries()) {
    if (part === "" || part === ".") {
      // Keep a trailing slash, which decides between a page and its redirect.
      if (index === parts.length - 1 && index > 0) segments.push("");
      continue;
    }
    if (part === "..") {
      if (segments.length === 0) throw new BadRequest("path climbs above the root");
      segments.pop();
      if (index === parts.length - 1) segments.push("");
      continue;
    }
    segments.push(part);
  }
  return `/${segments.join("/")}`;
}

/** The query string as it came, made safe to repeat in a Location header. */
export function headerSafe(query: string): string {
  return query.replace(/[^\x21-\x7e]/g, (char) =>
    [...Buffer.from(char, "latin1")].map((byte) => `%${byte.toString(16).toUpperCase()}`).join(""),
  );
}
