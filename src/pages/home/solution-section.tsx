import { sectionIds } from "../../content/ids";
import type { HomeContent } from "../../content/schema";
import { LandingSection } from "./landing-section";
import { SolutionTabs } from "./solution-tabs";

export function SolutionSection({ content }: { content: HomeContent["solution"] }) {
  return (
    <LandingSection id={sectionIds.solution} heading={content}>
      <div className="mt-12 sm:mt-16">
        <SolutionTabs steps={content.steps} label={content.tabsLabel} />
      </div>
    </LandingSection>
  );
}
