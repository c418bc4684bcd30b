import { readCampaign, withoutCampaignTags, type Campaign } from "./campaign";

// Kept in memory for this page load and its client-side navigations only: nothing is
// written to cookies, storage or history state, and a new document starts without it.
let current: Campaign | null = null;

/**
 * Drops the campaign tags from the address bar, so that a link copied from it does not
 * carry them on. The history state the router keeps there is passed on untouched.
 */
export function dropCampaignTags(): void {
  const { pathname, search, hash } = location;
  const rest = withoutCampaignTags(search);
  if (rest !== search) history.replaceState(history.state, "", pathname + rest + hash);
}

/**
 * Reads the campaign of the address this document was opened with, then drops its tags.
 * Call it once, before the router starts, which then reads the clean address.
 */
export function captureCampaign(): void {
  try {
    current = readCampaign(location.href, document.referrer);
    dropCampaignTags();
  } catch {
    // Attribution is never worth a broken page.
  }
}

/** The campaign that brought this visit, or null for an untagged one. */
export const visitCampaign = (): Campaign | null => current;
