/** The five tags campaign links carry (Google's utm_* convention); every other is ignored. */
export const campaignTags = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
