import { intlLocale, type Locale } from "./locales";

/**
 * Puts values into a text's `{name}` placeholders (the content schema makes sure each text
 * keeps the ones it needs). An unknown placeholder is left as it is, to be seen and fixed.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/** A number as the locale writes it: 5,000 in English, 5.000 in German. */
export function formatNumber(value: number, locale: Locale): string {
  return value.toLocaleString(intlLocale(locale));
}

/**
 * A count in words: the `one` form where the language uses it for this number (English and
 * German for 1; Japanese never), else `other`, with `{count}` filled in.
 */
export function countText(
  forms: { one: string; other: string },
  count: number,
  locale: Locale,
): string {
  const form =
    new Intl.PluralRules(intlLocale(locale)).select(count) === "one" ? forms.one : forms.other;
  return fill(form, { count: formatNumber(count, locale) });
}
