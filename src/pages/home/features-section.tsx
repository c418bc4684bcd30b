import { useState } from "react";
import { featureIds, sectionIds, type FeatureId } from "../../content/ids";
import type { HomeContent } from "../../content/schema";
import { useHydrated } from "../../lib/use-hydrated";
import { FeatureCard } from "./feature-card";
import { FeatureDialog } from "./feature-dialog";
import { LandingSection } from "./landing-section";
import { featureVisuals } from "./visuals";

export function FeaturesSection({ content }: { content: HomeContent["features"] }) {
  // Default none: the dialog is closed until a card is chosen.
  const [selected, setSelected] = useState<FeatureId | null>(null);
  // The dialog is rendered once the page is hydrated: a card tapped before that opens it
  // then (app/inline/page-controls.ts), and the page's first response, which must fit one
  // round trip, does not carry its empty shell.
  const hydrated = useHydrated();
  const feature = (id: FeatureId) => ({ id, ...content.items[id], ...featureVisuals[id] });
  return (
    <LandingSection
      id={sectionIds.features}
      heading={content}
      overlay={
        hydrated && (
          <FeatureDialog
            feature={selected && feature(selected)}
            closeLabel={content.close}
            onClose={() => setSelected(null)}
          />
        )
      }
    >
      <ul className="mt-12 grid gap-4 sm:mt-16 sm:grid-cols-2 lg:grid-cols-3">
        {featureIds.map((id) => (
          <li key={id}>
            <FeatureCard
              feature={feature(id)}
              moreLabel={content.more}
              onOpen={() => setSelected(id)}
            />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
