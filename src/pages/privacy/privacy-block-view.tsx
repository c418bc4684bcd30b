import { FactList, LegalSection } from "../../components/ui/legal-article";
import { OperatorAddress } from "../../components/ui/operator-address";
import { Paragraphs } from "../../components/ui/paragraphs";
import { operator } from "../../config/operator";
import type { PrivacyBlock, PrivacyContent } from "../../content/legal-schema";
import { JapanSection } from "./japan-section";
import { ProcessingSections } from "./processing-sections";

const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;

interface PrivacyBlockViewProps {
  block: PrivacyBlock;
  index: number;
  /** The policy's words for the sections the build generates. */
  copy: PrivacyContent;
}

/**
 * One block of the privacy policy: the controller from the configuration, the sections the
 * build generates for what it does, the APPI's items, or a text section counsel wrote.
 */
export function PrivacyBlockView({ block, index, copy }: PrivacyBlockViewProps) {
  switch (block.type) {
    case "controller":
      return (
        <LegalSection id="privacy-controller" title={block.title}>
          <Paragraphs text={block.text} />
          <OperatorAddress name={operator.legalName} lines={operator.address} />
          <FactList
            facts={[
              { label: block.email, value: mail(operator.email) },
              { label: block.privacyContact, value: mail(operator.privacyEmail) },
            ]}
          />
        </LegalSection>
      );
    case "processings":
      return (
        <LegalSection id="privacy-processing" title={block.title}>
          <Paragraphs text={block.intro} />
          <ProcessingSections copy={copy} />
        </LegalSection>
      );
    case "japan":
      return <JapanSection copy={block} />;
    case "section":
      return (
        <LegalSection id={`privacy-section-${index}`} title={block.title}>
          <Paragraphs text={block.text} />
        </LegalSection>
      );
  }
}
