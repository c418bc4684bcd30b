import { PageMeta } from "../components/page-meta";
import { CtaBand } from "../components/sections/cta-band";
import { FeaturesSection } from "../components/sections/features-section";
import { HeroSection } from "../components/sections/hero-section";
import { SolutionSection } from "../components/sections/solution-section";
import { homeMeta } from "../content/home";

export default function HomePage() {
  return (
    <>
      <PageMeta meta={homeMeta} />
      <HeroSection />
      <SolutionSection />
      <FeaturesSection />
      <CtaBand />
    </>
  );
}
