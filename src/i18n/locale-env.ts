import {
  allLocales,
  defaultLocale,
  isLocale,
  isPseudoLocale,
  pseudoLocales,
  type Locale,
} from "./locales.ts";

export const localesVariable = "SITE_LOCALES";
export const pseudoLocalesVariable = "SITE_PSEUDO_LOCALES";

export class LocaleEnvError extends Error {
  override name = "LocaleEnvError";
}

/** Whether this build adds the pseudo-locales (SITE_PSEUDO_LOCALES=1). */
export const wantsPseudoLocales = (env: Record<string, string | undefined>): boolean =>
  env[pseudoLocalesVariable] === "1";

/** An address no visitor reaches: the default placeholder or this machine. */
function isTestAddress(siteUrl: string | undefined): boolean {
  if (!siteUrl) return true;
  try {
    const { hostname } = new URL(siteUrl);
    return ["www.example.com", "localhost", "127.0.0.1", "[::1]"].includes(hostname);
  } catch {
    return false;
  }
}

/**
 * The locales this build makes, from SITE_LOCALES (a comma-separated list such as `en,de`),
 * or all of them when it is unset or empty. The default locale always comes first, since
 * it is the one at `/`; an unknown code or a list without it stops the build, naming the
 * variable. SITE_PSEUDO_LOCALES=1 adds the pseudo-locales after them, for tests: a build for a
 * real address (SITE_URL) refuses it, and SITE_LOCALES never names them.
 */
export function resolveLocales(env: Record<string, string | undefined>): Locale[] {
  const pseudo = wantsPseudoLocales(env);
  if (pseudo && !isTestAddress(env.SITE_URL)) {
    throw new LocaleEnvError(
      `${pseudoLocalesVariable}=1 is for test builds only: it cannot be combined with ` +
        `SITE_URL=${JSON.stringify(env.SITE_URL)}, which is a real address.`,
    );
  }
  const chosen = chooseLocales(env[localesVariable]?.trim());
  return pseudo ? [...chosen, ...pseudoLocales] : chosen;
}

function chooseLocales(raw: string | undefined): Locale[] {
  if (!raw) return [...allLocales];
  const codes = raw.split(",").map((code) => code.trim().toLowerCase());
  const unknown = codes.filter((code) => !isLocale(code) || isPseudoLocale(code));
  const problem =
    unknown.length > 0
      ? `${unknown.map((code) => JSON.stringify(code)).join(", ")} is not a locale of this site`
      : !codes.includes(defaultLocale)
        ? `must include ${defaultLocale}, the language served at /`
        : null;
  if (problem) {
    throw new LocaleEnvError(
      `Invalid ${localesVariable}=${JSON.stringify(raw)}: ${problem} ` +
        `(choose from ${allLocales.join(", ")}).`,
    );
  }
  const chosen = new Set(codes as Locale[]);
  return allLocales.filter((locale) => chosen.has(locale));
}
