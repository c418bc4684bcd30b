import { FactList, LegalSection } from "../../components/ui/legal-article";
import { OperatorAddress } from "../../components/ui/operator-address";
import { Paragraphs } from "../../components/ui/paragraphs";
import { operator } from "../../config/operator";
import type { PrivacyBlock, PrivacyContent } from "../../content/legal-schema";
import { useLocale } from "../../i18n/copy-context";
import { JapanSection } from "./japan-section";
import { authorityFacts, controllerFacts, postalLines } from "./policy-blocks";
import type { PolicyFact } from "./policy-sections";
import { ProcessingSections } from "./processing-sections";

/** A generated fact as the page shows it: linked when it is an address to write to. */
const linked = (fact: PolicyFact) => ({
  label: fact.label,
  value: fact.href ? <a href={fact.href}>{fact.value}</a> : fact.value,
});

interface PrivacyBlockViewProps {
  block: PrivacyBlock;
  index: number;
  /** The policy's words for the sections the build generates. */
  copy: PrivacyContent;
}

/**
 * One block of the privacy policy: the controller and the authority from the configuration,
 * the sections the build generates for what it does, the APPI's items, or a text section
 * counsel wrote.
 */
export function PrivacyBlockView({ block, index, copy }: PrivacyBlockViewProps) {
  const locale = useLocale();
  switch (block.type) {
    case "controller":
      return (
        <LegalSection id="privacy-controller" title={block.title}>
          <Paragraphs text={block.text} />
          <OperatorAddress
            name={operator.legalName}
            lines={postalLines(operator.address, operator.country, locale)}
          />
          <FactList facts={controllerFacts(operator, block).map(linked)} />
        </LegalSection>
      );
    case "authority": {
      const authority = authorityFacts(operator, locale);
      return (
        <LegalSection id="privacy-authority" title={block.title}>
          <Paragraphs text={block.text} />
          <OperatorAddress name={authority.name} lang={authority.lang} lines={authority.lines} />
          <FactList
            facts={[{ label: block.website, value: <a href={authority.url}>{authority.url}</a> }]}
          />
        </LegalSection>
      );
    }
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
