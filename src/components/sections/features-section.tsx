import { useState } from "react";
import { featuresSection } from "../../content/home";
import { sectionIds } from "../../content/navigation";
import type { Feature } from "../../content/types";
import { Container } from "../ui/container";
import { SectionHeading } from "../ui/section-heading";
import { FeatureCard } from "./feature-card";
import { FeatureDialog } from "./feature-dialog";

export function FeaturesSection() {
  // Default none: the dialog is closed until a card is chosen.
  const [selected, setSelected] = useState<Feature | null>(null);
  return (
    <section
      id={sectionIds.features}
      aria-labelledby="features-title"
      className="scroll-mt-20 border-t border-line/70 py-20 sm:py-28"
    >
      <Container>
        <SectionHeading
          eyebrow={featuresSection.eyebrow}
          title={featuresSection.title}
          lead={featuresSection.lead}
          titleId="features-title"
        />
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
      </Container>
      <FeatureDialog
        feature={selected}
        closeLabel={featuresSection.close}
        onClose={() => setSelected(null)}
      />
    </section>
  );
}
