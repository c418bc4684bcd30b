/**
 * The build's proof that the privacy policy names every other origin a page may contact:
 * each origin the content-security policy allows, in any directive, must be declared by a
 * processing (src/pages/privacy/processings.ts). One that is not stops the build, naming it and its directive.
 */
import type { Processing } from "../src/pages/privacy/processings.ts";

/** Source expressions that are not another origin: keywords, hashes, schemes of our own. */
const notAnOrigin = /^('.*'|data:|blob:|\*)$/;

export interface CspOrigin {
  directive: string;
  origin: string;
}

/** Every origin a serialized CSP allows, with the directive that allows it. */
export function cspOrigins(csp: string): CspOrigin[] {
  return csp
    .split(";")
    .map((directive) => directive.trim().split(/\s+/))
    .flatMap(([name = "", ...sources]) =>
      sources
        .filter((source) => !notAnOrigin.test(source))
        .map((source) => ({ directive: name, origin: new URL(source).origin })),
    );
}

/** The CSP's origins no processing declares. */
export function undeclaredOrigins(csp: string, processings: readonly Processing[]): CspOrigin[] {
  const declared = new Set(processings.flatMap((processing) => processing.origins));
  return cspOrigins(csp).filter(({ origin }) => !declared.has(origin));
}

export class UndeclaredOriginError extends Error {
  override name = "UndeclaredOriginError";
}

/** Throws when the policy misses an origin the CSP allows. */
export function assertPolicyCoversCsp(csp: string, processings: readonly Processing[]): void {
  const missing = undeclaredOrigins(csp, processings);
  if (missing.length === 0) return;
  throw new UndeclaredOriginError(
    "The privacy policy does not declare every origin the content-security policy allows:\n  " +
      missing.map(({ origin, directive }) => `${origin} (${directive})`).join("\n  ") +
      "\nDeclare it in src/pages/privacy/processings.ts with the processing that uses it.",
  );
}
