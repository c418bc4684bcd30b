// The languages the site can be built in. Their names are each language's own name for itself
// (an endonym), the same on every page, so they are facts like the brand's, not copy to
// translate. Which of them a build makes is configuration: SITE_LOCALES (locale-env.ts).

// Each declares its script (ISO 15924) and writing direction once; the document's `dir`
// follows it, so a right-to-left language needs no change to the frame.
export const locales = {
  en: { name: "English", ogLocale: "en_US", script: "Latn", dir: "ltr" },
  de: { name: "Deutsch", ogLocale: "de_DE", script: "Latn", dir: "ltr" },
  ja: { name: "日本語", ogLocale: "ja_JP", script: "Jpan", dir: "ltr" },
  // Pseudo-locales, for tests only and never shipped (docs/content.md): made from the
  // English content at build time when SITE_PSEUDO_LOCALES=1 asks for them. One is accented
  // and 40% longer (it shows hard-coded strings and text that does not fit), one runs right
  // to left (it shows layouts that do not mirror).
  "en-xa": { name: "[Ëñĝļîšĥ]", ogLocale: "en_XA", script: "Latn", dir: "ltr", pseudo: true },
  "ar-xb": {
    name: "[ƐńĝĺíšĤ ←]",
    ogLocale: "ar_XB",
    script: "Latn",
    dir: "rtl",
    pseudo: true,
    formatsAs: "en",
  },
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
  /** A pseudo-locale: built only for tests, from the English content. */
  pseudo?: true;
  /** The language its dates and numbers are written in, when not its own code. */
  formatsAs?: string;
}

export type Locale = keyof typeof locales;

/** Served at the root (`/`, `/contact`); every other locale under its code (`/de/`). */
export const defaultLocale = "en" satisfies Locale;

const isPseudo = (locale: Locale) => "pseudo" in locales[locale];

/** The languages a site ships: every locale but the pseudo-locales. */
export const allLocales = (Object.keys(locales) as Locale[]).filter((code) => !isPseudo(code));

/** The pseudo-locales, which only a test build makes (SITE_PSEUDO_LOCALES=1). */
export const pseudoLocales = (Object.keys(locales) as Locale[]).filter(isPseudo);

/** The tag Intl writes the locale's dates, numbers and plurals with. */
export const intlLocale = (locale: Locale): string => {
  const facts: LocaleFacts = locales[locale];
  return facts.formatsAs ?? locale;
};

export const isPseudoLocale = (locale: Locale): boolean => isPseudo(locale);

export function isLocale(value: string): value is Locale {
  return Object.hasOwn(locales, value);
}
