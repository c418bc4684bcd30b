// The customer stories' ids, which code and content share (as integration-ids.ts for the
// catalog's): a story names its industry and deployment by these, customers.json holds the
// words for each, and the index's filter rules (src/styles/customers.css) are written per id,
// so that it works from the first paint and without JavaScript: a new industry starts here.

export const storyIndustries = [
  "financial-services",
  "healthcare",
  "manufacturing",
  "retail",
] as const;
export type StoryIndustry = (typeof storyIndustries)[number];

export const storyDeployments = ["on-prem", "cloud"] as const;
export type StoryDeployment = (typeof storyDeployments)[number];
