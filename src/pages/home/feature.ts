import type { IconNode } from "../../components/ui/icon";
import type { IllustrationName } from "../../components/ui/illustration-sources";
import type { BlockOf } from "../../content/blocks-schema";
import type { FeatureId } from "../../content/ids";

/** A feature card's words (from its block) with its look (from visuals.ts), by its id. */
export type Feature = Omit<BlockOf<"features">["items"][number], "illustration"> & {
  id: FeatureId;
  icon: IconNode;
  image: IllustrationName;
};
