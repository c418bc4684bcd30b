import { FactList, LegalSection } from "../../components/ui/legal-article";
import { Paragraphs } from "../../components/ui/paragraphs";
import { operator } from "../../config/operator";
import { operatorInJapan } from "../../config/operator-in-japan";
import type { PrivacyBlock } from "../../content/legal-schema";

/**
 * What Japan's APPI asks a business to publish (Art. 32): its name, address and
 * representative, the purposes of use, how to ask for disclosure, correction or deletion, the
 * safety measures, foreign handling, and where to complain.
 */
export function JapanSection({ copy }: { copy: Extract<PrivacyBlock, { type: "japan" }> }) {
  const japan = operatorInJapan(operator);
  return (
    <LegalSection id="privacy-japan" title={copy.title}>
      <Paragraphs text={copy.intro} />
      <FactList
        facts={[
          { label: copy.operator, value: japan.name },
          { label: copy.address, value: japan.address.join(", ") },
          { label: copy.representative, value: operator.representatives },
        ]}
      />
      <Paragraphs text={copy.purposes} />
      <Paragraphs text={copy.requests} />
      <Paragraphs text={copy.safety} />
      <Paragraphs text={copy.foreign} />
      <Paragraphs text={copy.complaints} />
    </LegalSection>
  );
}
