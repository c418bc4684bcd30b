import { PageHead } from "../../app/layout/page-head";
import type { HomeContent } from "../../content/schema";
import { CtaBand } from "./cta-band";
import { FeaturesSection } from "./features-section";
import { HeroSection } from "./hero-section";
import { SolutionSection } from "./solution-section";

export default function HomePage({ content }: { content: HomeContent }) {
  return (
    <>
      <PageHead page="home" meta={content.meta} />
      <HeroSection content={content.hero} />
      <SolutionSection content={content.solution} />
      <FeaturesSection content={content.features} />
      <CtaBand content={content.cta} />
    </>
  );
}
