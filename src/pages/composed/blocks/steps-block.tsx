import type { BlockOf } from "../../../content/blocks-schema";
import { LandingSection } from "../../home/landing-section";
import { SolutionTabs } from "../../home/solution-tabs";

/** The solution steps (the home page's Our Solution), at the block's anchor. */
export function StepsBlock({ block }: { block: BlockOf<"steps"> }) {
  return (
    <LandingSection id={block.anchor} heading={block}>
      <div className="mt-12 sm:mt-16">
        <SolutionTabs steps={block.steps} label={block.tabsLabel} />
      </div>
    </LandingSection>
  );
}
