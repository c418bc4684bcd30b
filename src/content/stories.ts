// What the customer stories' pages are rendered from, as the build resolved them (a logo's
// SVG read, the story's translations found), and their addresses. Plain types and paths:
// the browser and the build share them.
import type { Locale } from "../i18n/locales";
import { localizedPath } from "../i18n/paths.ts";
import type { CustomersContent, StorySource } from "./stories-schema";

/**
 * The index's address where each market looks for it: "Kunden" in German; Japanese sites
 * keep the English word in their addresses (導入事例 is the page's title, not its path).
 */
export const storyIndexWords: Partial<Record<Locale, string>> = { de: "/kunden" };
/** The index's address in every other language. */
export const storyIndexDefault = "/customers";

export const storyPaths = {
  index: (locale: Locale) => localizedPath(locale, storyIndexWords[locale] ?? storyIndexDefault),
  story: (locale: Locale, id: string) => `${storyPaths.index(locale)}/${id}`,
  socialImage: (locale: Locale, id: string) => `${storyPaths.story(locale, id)}/og-image.png`,
};

/** The first segments of the paths the stories take, in every language: no page may take them. */
export const storySegments = ["customers", "kunden"] as const;

/** A story as a page or a card shows it. */
export interface Story extends StorySource {
  /** Its file's name: the same story in every language it is written in. */
  id: string;
  path: string;
  /** The logo's SVG markup, read from content/media/logos/ at build. */
  svg: string;
}

/** A story's card on the index. */
export type StoryCard = Pick<
  Story,
  "id" | "path" | "svg" | "company" | "industry" | "deployment" | "size" | "region" | "summary"
> & { sample: boolean };

interface StoriesCopy {
  copy: CustomersContent;
  /** The locale's "Sample" label (facts.json), on every sample story. */
  sampleLabel: string;
  /** Its address in each language it exists in, this one included. */
  alternates: Partial<Record<Locale, string>>;
  path: string;
}

export interface StoriesIndexContent extends StoriesCopy {
  meta: CustomersContent["meta"];
  stories: StoryCard[];
}

export interface StoryPageContent extends StoriesCopy {
  meta: StorySource["meta"];
  story: Story;
}

/** A story's card, from the story. */
export const storyCard = (story: Story): StoryCard => ({
  id: story.id,
  path: story.path,
  svg: story.svg,
  company: story.company,
  industry: story.industry,
  deployment: story.deployment,
  size: story.size,
  region: story.region,
  summary: story.summary,
  sample: story.permission.status === "sample",
});
