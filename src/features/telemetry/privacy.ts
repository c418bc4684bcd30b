/**
 * What the telemetry may and may not know about a visitor. Nothing here identifies anyone:
 * no cookie, no storage, no fingerprint; URLs lose their query strings and fragments, and a
 * referrer is reduced to its host.
 */

interface PrivacySignals {
  /** Global Privacy Control (https://w3c.github.io/gpc/). */
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

/** True when the visitor asked not to be tracked: then nothing at all is sent. */
export function trackingRefused(
  navigator: PrivacySignals,
  // Safari before 12.1 and old Edge exposed Do Not Track on window.
  window: { doNotTrack?: string | null } = {},
): boolean {
  return (
    navigator.globalPrivacyControl === true ||
    navigator.doNotTrack === "1" ||
    window.doNotTrack === "1"
  );
}

/** Whether this page load is in the sample; decided once, so a visit is whole or absent. */
export function inSample(rate: number, random: () => number = Math.random): boolean {
  return random() < rate;
}

/** The host of a URL (a referrer), or undefined for none or a non-web URL. */
export function hostOf(url: string): string | undefined {
  try {
    const { protocol, host } = new URL(url);
    return /^https?:$/.test(protocol) ? host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A resource's address without query or fragment: the path for one of the site's own, the
 * origin and path for another site's, only the scheme for a `data:` or `blob:` URL.
 */
export function addressOf(url: string): string | undefined {
  try {
    const parsed = new URL(url, location.href);
    if (!/^https?:$/.test(parsed.protocol)) return parsed.protocol;
    return parsed.origin === location.origin ? parsed.pathname : parsed.origin + parsed.pathname;
  } catch {
    return undefined;
  }
}

/** Removes query strings and fragments from every URL in a text (a stack trace). */
export function withoutQueries(text: string): string {
  return text.replace(/(\b[a-z][\w+.-]*:\/\/[^\s?#)]*)[?#][^\s):]*/gi, "$1");
}
