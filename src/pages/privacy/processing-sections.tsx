import type { PrivacyContent } from "../../content/legal-schema";
import { useLocale } from "../../i18n/copy-context";
import { PolicySectionView } from "./policy-section-view";
import { processingSections } from "./policy-sections";
import { siteProcessings } from "./site-processings";

/**
 * The generated part of the privacy policy: a section for each processing this build does,
 * from the build's own configuration. Self-contained (the policy's words in, sections out),
 * so a composed page can place it as a block among editable prose.
 */
export function ProcessingSections({ copy }: { copy: PrivacyContent }) {
  const locale = useLocale();
  return processingSections(siteProcessings, copy, locale).map((section) => (
    <PolicySectionView key={section.id} section={section} />
  ));
}
