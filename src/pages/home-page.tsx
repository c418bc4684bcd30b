import { PageMeta } from "../components/page-meta";
import { JsonLd } from "../components/seo/json-ld";
import { CtaBand } from "../components/sections/cta-band";
import { FeaturesSection } from "../components/sections/features-section";
import { HeroSection } from "../components/sections/hero-section";
import { SolutionSection } from "../components/sections/solution-section";
import { siteConfig } from "../config/site";
import { homeMeta } from "../content/home";
import { homeStructuredData } from "../lib/seo-json-ld";

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
