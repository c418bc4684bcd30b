import { allLocales, defaultLocale, isLocale, type Locale } from "./locales.ts";

export const localesVariable = "SITE_LOCALES";

export class LocaleEnvError extends Error {
  override name = "LocaleEnvError";
}

/**
 * The locales this build makes, from SITE_LOCALES (a comma-separated list such as `en,de`),
 * or all of them when it is unset or empty. The default locale always comes first, since
 * it is the one at `/`; an unknown code or a list without it stops the build, naming the
 * variable.
 */
export function resolveLocales(env: Record<string, string | undefined>): Locale[] {
  const raw = env[localesVariable]?.trim();
  if (!raw) return [...allLocales];
  const codes = raw.split(",").map((code) => code.trim().toLowerCase());
  const unknown = codes.filter((code) => !isLocale(code));
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
