import { FactList, LegalSection } from "../../components/ui/legal-article";
import { OperatorAddress } from "../../components/ui/operator-address";
import { Paragraphs } from "../../components/ui/paragraphs";
import { operator } from "../../config/operator";
import { operatorInJapan } from "../../config/operator-in-japan";
import type { ImprintBlock } from "../../content/legal-schema";
import { useLocale } from "../../i18n/copy-context";
import { editorialResponsibility, postalLines } from "../privacy/policy-blocks";

const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;

/**
 * One block of the imprint: the facts § 5 DDG asks for, from the configuration, under the
 * labels of content/<locale>/imprint.json, or a text section counsel wrote.
 */
export function ImprintBlockView({ block, index }: { block: ImprintBlock; index: number }) {
  const locale = useLocale();
  // The country in the page's language: "Deutschland" on a German page, never "Germany".
  const address = postalLines(operator.address, operator.country, locale);
  switch (block.type) {
    case "operator":
      return (
        <LegalSection id="imprint-operator" title={block.title}>
          <OperatorAddress name={operator.legalName} lines={address} />
          <FactList
            facts={[
              { label: block.representedBy, value: operator.representatives },
              {
                label: block.register,
                value: `${operator.registerCourt}, ${operator.registerNumber}`,
              },
              { label: block.vatId, value: operator.vatId },
            ]}
          />
        </LegalSection>
      );
    case "operator-contact":
      return (
        <LegalSection id="imprint-contact" title={block.title}>
          <FactList
            facts={[
              { label: block.email, value: mail(operator.email) },
              {
                label: block.phone,
                value: (
                  <a href={`tel:${operator.phone.replace(/[^\d+]/g, "")}`}>{operator.phone}</a>
                ),
              },
              { label: block.privacyContact, value: mail(operator.privacyEmail) },
            ]}
          />
        </LegalSection>
      );
    case "responsible":
      return (
        <LegalSection id="imprint-responsible" title={block.title}>
          {/* § 18(2) MStV: with several people named, each with the part they answer for. */}
          <div className="space-y-4">
            {editorialResponsibility(operator, block.parts).map(({ name, part }) => (
              <OperatorAddress key={name} name={part ? `${name}, ${part}` : name} lines={address} />
            ))}
          </div>
        </LegalSection>
      );
    case "japan-operator": {
      const japan = operatorInJapan(operator);
      if (!japan.distinct) return null;
      return (
        <LegalSection id="imprint-japan" title={block.title}>
          <OperatorAddress
            name={japan.name}
            lines={operator.jaAddress.length > 0 ? japan.address : address}
          />
        </LegalSection>
      );
    }
    case "section":
      return (
        <LegalSection id={`imprint-section-${index}`} title={block.title}>
          <Paragraphs text={block.text} />
        </LegalSection>
      );
  }
}
