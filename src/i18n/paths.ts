import { defaultLocale, isLocale, type Locale } from "./locales.ts";

/** `""` for the default locale, `/de` for German: what its paths start with. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? "" : `/${locale}`;
}

/**
 * A site path in a locale: `/contact` is `/de/contact` in German. A locale's home keeps its
 * slash (`/de/`), as `/` does: one address per page.
 */
export function localizedPath(locale: Locale, path: string): string {
  if (!path.startsWith("/")) throw new Error(`Expected a root-relative path, got ${path}`);
  return `${localePrefix(locale)}${path}`;
}

/**
 * The locale a URL path is in, among the built ones, and the path as the default locale
 * would have it: `/de/contact` is German `/contact`; `/fr/x` is the default locale's `/fr/x`.
 */
export function splitLocale(
  pathname: string,
  built: readonly Locale[],
): { locale: Locale; path: string } {
  const code = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1];
  if (code && code !== defaultLocale && isLocale(code) && built.includes(code)) {
    return { locale: code, path: pathname.slice(code.length + 1) || "/" };
  }
  return { locale: defaultLocale, path: pathname };
}
