import type { IconNode } from "lucide";
import type { IllustrationName } from "../../components/ui/illustration-sources";
import type { FeatureId } from "../../content/ids";
import type { HomeContent } from "../../content/schema";

/** A feature card's words (from the locale's content) with its look (from visuals.ts). */
export type Feature = HomeContent["features"]["items"][FeatureId] & {
  id: FeatureId;
  icon: IconNode;
  image: IllustrationName;
};
