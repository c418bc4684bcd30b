import { LegalSection } from "../../components/ui/legal-article";
import { Paragraphs } from "../../components/ui/paragraphs";
import { operator } from "../../config/operator";
import type { PrivacyBlock } from "../../content/legal-schema";
import { useLocale } from "../../i18n/copy-context";
import { japanSections } from "./policy-blocks";
import { PolicySectionView } from "./policy-section-view";
import { siteProcessings } from "./site-processings";

/**
 * What Japan's APPI asks a business to publish, generated from what the build does
 * (policy-blocks.ts): purposes, provision to third parties, handling abroad, requests,
 * safety measures and the contact, in that order.
 */
export function JapanSection({ copy }: { copy: Extract<PrivacyBlock, { type: "japan" }> }) {
  const locale = useLocale();
  return (
    <LegalSection id="privacy-japan" title={copy.title}>
      <Paragraphs text={copy.intro} />
      {japanSections(siteProcessings, operator, copy, locale).map((section) => (
        <PolicySectionView key={section.id} section={section} />
      ))}
    </LegalSection>
  );
}
