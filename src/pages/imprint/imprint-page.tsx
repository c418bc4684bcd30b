import { Link } from "wouter";
import { PageHead } from "../../app/layout/page-head";
import { FactList, LegalArticle, LegalSection } from "../../components/ui/legal-article";
import { OperatorAddress } from "../../components/ui/operator-address";
import { Paragraphs } from "../../components/ui/paragraphs";
import { operator } from "../../config/operator";
import type { ImprintContent } from "../../content/legal-schema";
import { useLocale } from "../../i18n/copy-context";
import { pathOf } from "../../site-pages";

/** The imprint (§ 5 DDG): who runs the site and how to reach them, from the configuration. */
export default function ImprintPage({ content }: { content: ImprintContent }) {
  const locale = useLocale();
  const { page } = content;
  const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;
  const japanese = operator.jaName || operator.jaAddress.length > 0;
  return (
    <LegalArticle title={page.title} intro={page.intro}>
      <PageHead page="imprint" meta={content.meta} />
      <LegalSection id="imprint-operator" title={page.operator}>
        <OperatorAddress name={operator.legalName} lines={operator.address} />
        <FactList
          facts={[
            { label: page.representedBy, value: operator.representatives },
            {
              label: page.register,
              value: `${operator.registerCourt}, ${operator.registerNumber}`,
            },
            { label: page.vatId, value: operator.vatId },
          ]}
        />
      </LegalSection>
      <LegalSection id="imprint-contact" title={page.contact}>
        <FactList
          facts={[
            { label: page.email, value: mail(operator.email) },
            {
              label: page.phone,
              value: <a href={`tel:${operator.phone.replace(/[^\d+]/g, "")}`}>{operator.phone}</a>,
            },
            { label: page.privacyContact, value: mail(operator.privacyEmail) },
          ]}
        />
      </LegalSection>
      <LegalSection id="imprint-responsible" title={page.responsible}>
        <OperatorAddress name={operator.representatives} lines={operator.address} />
      </LegalSection>
      {japanese && (
        <LegalSection id="imprint-japan" title={page.japanOperator}>
          <OperatorAddress
            name={operator.jaName || operator.legalName}
            lines={operator.jaAddress.length > 0 ? operator.jaAddress : operator.address}
          />
        </LegalSection>
      )}
      <LegalSection id="imprint-disputes" title={page.disputes}>
        <Paragraphs text={page.disputesText} />
      </LegalSection>
      <p className="!mt-12">
        <Link to={pathOf(locale, "privacy")}>{page.privacyLink}</Link>
      </p>
    </LegalArticle>
  );
}
