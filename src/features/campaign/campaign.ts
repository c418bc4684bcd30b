/**
 * Campaign attribution, first-party: which tagged link brought a visitor, read from the
 * address they arrived at. Pure functions of a URL and a referrer, so every bound is tested
 * without a browser; visit-campaign.ts applies them to the page. The code runs on every
 * page, so it is written for size.
 */

import { campaignTags } from "../../lib/campaign-tags";

export { campaignTags };

/**
 * A visit's campaign as the flat fields a contact message carries after the visitor's own:
 * the tags present under their usual names (CRMs map them as they are), `landing_page` (the
 * path arrived at, without query or fragment) and `referrer_origin` (the referring site's
 * origin, never its path or query; absent for none or the site itself).
 */
export type Campaign = Record<string, string>;

/**
 * Longest values kept, in characters. Analytics tools cut utm values at 100; a path or an
 * origin longer than these is not a real one. Together they bound what a message carries.
 * (Plain constants, so that the bundler writes the numbers in place.)
 */
export const tagLimit = 100;
export const landingPageLimit = 200;
export const referrerLimit = 255;

const cut = (text: string, max: number) => Array.from(text).slice(0, max).join("");

/**
 * A tag value as a person typed it, made inert: runs of white space become one space;
 * control and format characters, angle brackets, quotes and backslashes are dropped, so no
 * value can be markup or break out of a quoted string wherever it ends up.
 */
export const cleanTagValue = (raw: string): string =>
  cut(
    raw
      .replace(/\s+/g, " ")
      .replace(/[\p{C}<>"'`\\]/gu, "")
      .trim(),
    tagLimit,
  );

/**
 * The campaign of a visit that arrived at `href` from `referrer`, or null when the address
 * carries none of the five tags with a usable value: an untagged visit is not attributed.
 */
export function readCampaign(href: string, referrer: string): Campaign | null {
  const url = new URL(href);
  const campaign: Campaign = {};
  for (const tag of campaignTags) {
    const value = cleanTagValue(url.searchParams.get(tag) ?? "");
    if (value) campaign[tag] = value;
  }
  if (!Object.keys(campaign).length) return null;
  campaign.landing_page = cut(url.pathname, landingPageLimit);
  try {
    const from = new URL(referrer);
    if (/^https?:$/.test(from.protocol) && from.origin !== url.origin) {
      campaign.referrer_origin = cut(from.origin, referrerLimit);
    }
  } catch {
    // No referrer, or not a URL: nothing to record.
  }
  return campaign;
}

/**
 * A query string (`?a=1&utm_source=x`) without the five tags, every other parameter kept
 * byte for byte: what the address bar shows once the tags are read, so a shared link does
 * not carry them on.
 */
export function withoutCampaignTags(search: string): string {
  const kept = search
    .slice(1)
    .split("&")
    .filter(
      (part) =>
        part &&
        !campaignTags.includes(
          new URLSearchParams(part).keys().next().value as (typeof campaignTags)[number],
        ),
    );
  return kept.length ? `?${kept.join("&")}` : "";
}
