import type { BlockOf } from "../../../content/blocks-schema";
import type { Feature } from "../../home/feature";
import { FeatureCard } from "../../home/feature-card";
import { FeatureDialog } from "../../home/feature-dialog";
import { LandingSection } from "../../home/landing-section";
import { featureVisuals } from "../../home/visuals";

/**
 * A grid of feature cards, each opening its dialog: the home page's Features. The dialogs
 * are in the prerendered page, closed, so a card works from the first paint; they are below
 * the first view, whose share of the HTML is all the one-round-trip budget counts.
 */
export function FeaturesBlock({ block }: { block: BlockOf<"features"> }) {
  const features: Feature[] = block.items.map(({ illustration, ...copy }) => ({
    id: illustration,
    ...copy,
    ...featureVisuals[illustration],
  }));
  return (
    <LandingSection
      id={block.anchor}
      heading={block}
      overlay={features.map((feature) => (
        <FeatureDialog key={feature.id} feature={feature} closeLabel={block.close} />
      ))}
    >
      <ul className="mt-12 grid gap-4 sm:mt-16 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <li key={feature.id}>
            <FeatureCard feature={feature} moreLabel={block.more} />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
