/**
 * `/.well-known/security.txt` (RFC 9116): where to report a vulnerability, until when that
 * holds, in which languages, and the file's own address. Its Expires is checked by the
 * operator's configuration (config/operator-env.ts): never past, less than a year ahead.
 */
import type { OperatorEnv } from "../../config/operator-env";
import type { Locale } from "../../i18n/locales";
import { absoluteUrl, seoFiles } from "./seo-config";

export function securityTxt(
  operator: Pick<OperatorEnv, "securityContact" | "securityExpires">,
  site: { url: string; locales: readonly Locale[] },
): string {
  return [
    `Contact: ${operator.securityContact}`,
    `Expires: ${operator.securityExpires}`,
    `Preferred-Languages: ${site.locales.join(", ")}`,
    `Canonical: ${absoluteUrl(site.url, seoFiles.securityTxt)}`,
    "",
  ].join("\n");
}
