import { solution } from "../../content/home";
import { sectionIds } from "../../content/navigation";
import { LandingSection } from "./landing-section";
import { SolutionTabs } from "./solution-tabs";

export function SolutionSection() {
  return (
    <LandingSection id={sectionIds.solution} heading={solution}>
      <div className="mt-12 sm:mt-16">
        <SolutionTabs steps={solution.steps} label={solution.tabsLabel} />
      </div>
    </LandingSection>
  );
}
