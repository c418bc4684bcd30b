import { useState } from "react";
import type { BlockOf } from "../../../content/blocks-schema";
import { useHydrated } from "../../../lib/use-hydrated";
import type { Feature } from "../../home/feature";
import { FeatureCard } from "../../home/feature-card";
import { FeatureDialog } from "../../home/feature-dialog";
import { LandingSection } from "../../home/landing-section";
import { featureVisuals } from "../../home/visuals";

/** A grid of feature cards, each opening its dialog: the home page's Features. */
export function FeaturesBlock({ block }: { block: BlockOf<"features"> }) {
  // Default none: the dialog is closed until a card is chosen.
  const [selected, setSelected] = useState<number | null>(null);
  // The dialog is rendered once the page is hydrated: a card tapped before that opens it
  // then (app/inline/page-controls.ts), and the home page's first response, which must fit
  // one round trip, does not carry its empty shell.
  const hydrated = useHydrated();
  const features: Feature[] = block.items.map(({ illustration, ...copy }) => ({
    id: illustration,
    ...copy,
    ...featureVisuals[illustration],
  }));
  return (
    <LandingSection
      id={block.anchor}
      heading={block}
      overlay={
        hydrated && (
          <FeatureDialog
            feature={(selected !== null && features[selected]) || null}
            closeLabel={block.close}
            onClose={() => setSelected(null)}
          />
        )
      }
    >
      <ul className="mt-12 grid gap-4 sm:mt-16 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature, index) => (
          <li key={feature.id}>
            <FeatureCard
              feature={feature}
              moreLabel={block.more}
              onOpen={() => setSelected(index)}
            />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
