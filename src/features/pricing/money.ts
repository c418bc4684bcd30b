// Money and quantities as the page's language writes them: "$1,234", "1.234 €", "￥1,234".
import type { Currency } from "../../content/pricing-ids";
import { intlLocale, type Locale } from "../../i18n/locales";

/** A total, in whole units of the currency. */
export function formatMoney(amount: number, currency: Currency, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A unit price, to a tenth of a cent (or a yen) where it has one: "$0.125", "￥45". */
export function formatUnitPrice(amount: number, currency: Currency, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: "currency",
    currency,
    maximumFractionDigits: currency === "JPY" ? 1 : 3,
  }).format(amount);
}

/** A share as a percentage: "15%", "15 %". */
export function formatPercent(share: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: "percent" }).format(share);
}
