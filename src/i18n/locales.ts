// The languages the site can be built in. Their names are each language's own name for itself
// (an endonym), the same on every page, so they are facts like the brand's, not copy to
// translate. Which of them a build makes is configuration: SITE_LOCALES (locale-env.ts).

export const locales = {
  en: { name: "English", ogLocale: "en_US" },
  de: { name: "Deutsch", ogLocale: "de_DE" },
  ja: { name: "日本語", ogLocale: "ja_JP" },
} as const;

export type Locale = keyof typeof locales;

/** Served at the root (`/`, `/contact`); every other locale under its code (`/de/`). */
export const defaultLocale = "en" satisfies Locale;

export const allLocales = Object.keys(locales) as Locale[];

export function isLocale(value: string): value is Locale {
  return Object.hasOwn(locales, value);
}
