import { useState } from "react";
import { featuresSection } from "../../content/features";
import { sectionIds } from "../../content/navigation";
import type { Feature } from "../../content/types";
import { FeatureCard } from "./feature-card";
import { FeatureDialog } from "./feature-dialog";
import { LandingSection } from "./landing-section";

export function FeaturesSection() {
  // Default none: the dialog is closed until a card is chosen.
  const [selected, setSelected] = useState<Feature | null>(null);
  return (
    <LandingSection
      id={sectionIds.features}
      heading={featuresSection}
      overlay={
        <FeatureDialog
          feature={selected}
          closeLabel={featuresSection.close}
          onClose={() => setSelected(null)}
        />
      }
    >
      <ul className="mt-12 grid gap-4 sm:mt-16 sm:grid-cols-2 lg:grid-cols-3">
        {featuresSection.features.map((feature) => (
          <li key={feature.id}>
            <FeatureCard
              feature={feature}
              moreLabel={featuresSection.more}
              onOpen={() => setSelected(feature)}
            />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
