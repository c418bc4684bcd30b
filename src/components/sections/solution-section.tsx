import { solution } from "../../content/home";
import { sectionIds } from "../../content/navigation";
import { Container } from "../ui/container";
import { SectionHeading } from "../ui/section-heading";
import { SolutionTabs } from "./solution-tabs";

export function SolutionSection() {
  return (
    <section
      id={sectionIds.solution}
      aria-labelledby="solution-title"
      className="scroll-mt-20 border-t border-line/70 py-20 sm:py-28"
    >
      <Container>
        <SectionHeading
          eyebrow={solution.eyebrow}
          title={solution.title}
          lead={solution.lead}
          titleId="solution-title"
        />
        <div className="mt-12 sm:mt-16">
          <SolutionTabs steps={solution.steps} label={solution.tabsLabel} />
        </div>
      </Container>
    </section>
  );
}
