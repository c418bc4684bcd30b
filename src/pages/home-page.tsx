import { CtaBand } from "../components/sections/cta-band";
import { FeaturesSection } from "../components/sections/features-section";
import { HeroSection } from "../components/sections/hero-section";
import { SolutionSection } from "../components/sections/solution-section";
import { siteConfig } from "../config/site";
import { homeMeta } from "../content/home";
import { JsonLd } from "../features/seo/json-ld";
import { PageMeta } from "../features/seo/page-meta";
import { homeStructuredData } from "../features/seo/structured-data";

export default function HomePage() {
  return (
    <>
      <PageMeta meta={homeMeta} />
      <JsonLd data={homeStructuredData(siteConfig)} />
      <HeroSection />
      <SolutionSection />
      <FeaturesSection />
      <CtaBand />
    </>
  );
}
