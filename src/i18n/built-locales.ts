import type { Locale } from "./locales";

/**
 * The locales this build made (SITE_LOCALES, validated in vite.config.ts), default first:
 * the router, the language switch and the head's alternates offer these and no others.
 */
export const builtLocales: readonly Locale[] = __LOCALES__;
