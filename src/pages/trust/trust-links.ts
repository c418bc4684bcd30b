import type { Locale } from "../../i18n/locales.ts";

/** The contact form with its subject set: `/de/contact?subject=…` (contact-page.tsx reads it). */
export function contactRequestPath(contactPath: string, subject: string): string {
  return `${contactPath}?${new URLSearchParams({ subject }).toString()}`;
}

/**
 * security.txt's Contact (RFC 9116: a mailto:, https: or tel: URI) as a link: its address
 * shown without the scheme for mail and phone, the URL itself for a web form.
 */
export function securityContactOf(uri: string): { href: string; text: string } {
  const scheme = /^(mailto|tel):/i.exec(uri);
  return { href: uri, text: scheme ? uri.slice(scheme[0].length) : uri };
}

/** A YYYY-MM-DD date as the locale writes it, in UTC so the server and browser agree. */
export function evidenceDateText(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
