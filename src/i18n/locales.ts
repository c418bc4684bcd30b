// The languages the site can be built in. Their names are each language's own name for itself
// (an endonym), the same on every page, so they are facts like the brand's, not copy to
// translate. Which of them a build makes is configuration: SITE_LOCALES (locale-env.ts).

// Each declares its script (ISO 15924) and writing direction once; the document's `dir`
// follows it, so a right-to-left language needs no change to the frame.
export const locales = {
  en: { name: "English", ogLocale: "en_US", script: "Latn", dir: "ltr" },
  de: { name: "Deutsch", ogLocale: "de_DE", script: "Latn", dir: "ltr" },
  ja: { name: "日本語", ogLocale: "ja_JP", script: "Jpan", dir: "ltr" },
} as const satisfies Record<string, LocaleFacts>;

interface LocaleFacts {
  /** The language's own name for itself. */
  name: string;
  /** Open Graph's `language_TERRITORY`. */
  ogLocale: string;
  /** ISO 15924: which fonts and line breaking its text needs. */
  script: string;
  /** The writing direction, for `dir` on every document in it. */
  dir: "ltr" | "rtl";
}

export type Locale = keyof typeof locales;

/** Served at the root (`/`, `/contact`); every other locale under its code (`/de/`). */
export const defaultLocale = "en" satisfies Locale;

export const allLocales = Object.keys(locales) as Locale[];

export function isLocale(value: string): value is Locale {
  return Object.hasOwn(locales, value);
}
