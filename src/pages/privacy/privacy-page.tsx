import { Link } from "wouter";
import { PageHead } from "../../app/layout/page-head";
import { FactList, LegalArticle, LegalSection } from "../../components/ui/legal-article";
import { OperatorAddress } from "../../components/ui/operator-address";
import { Paragraphs } from "../../components/ui/paragraphs";
import { operator } from "../../config/operator";
import type { PrivacyContent } from "../../content/legal-schema";
import { useLocale } from "../../i18n/copy-context";
import { pathOf } from "../../site-pages";
import { JapanSection } from "./japan-section";
import { ProcessingSections } from "./processing-sections";

/**
 * The privacy policy: the prose of content/<locale>/privacy.json around the sections the
 * build generates for what it really does (ProcessingSections).
 */
export default function PrivacyPage({ content }: { content: PrivacyContent }) {
  const locale = useLocale();
  const { page } = content;
  const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;
  return (
    <LegalArticle title={page.title} intro={page.intro}>
      <PageHead page="privacy" meta={content.meta} />
      <LegalSection id="privacy-summary" title={page.summaryTitle}>
        <Paragraphs text={page.summary} />
      </LegalSection>
      <LegalSection id="privacy-controller" title={page.controllerTitle}>
        <Paragraphs text={page.controllerText} />
        <OperatorAddress name={operator.legalName} lines={operator.address} />
        <FactList
          facts={[
            { label: page.email, value: mail(operator.email) },
            { label: page.privacyContact, value: mail(operator.privacyEmail) },
          ]}
        />
      </LegalSection>
      <LegalSection id="privacy-processing" title={page.processingTitle}>
        <Paragraphs text={page.processingIntro} />
        <ProcessingSections copy={content} />
      </LegalSection>
      <LegalSection id="privacy-rights" title={page.rightsTitle}>
        <Paragraphs text={page.rights} />
      </LegalSection>
      <LegalSection id="privacy-complaint" title={page.complaintTitle}>
        <Paragraphs text={page.complaint} />
      </LegalSection>
      <JapanSection copy={content.japan} />
      <LegalSection id="privacy-changes" title={page.changesTitle}>
        <Paragraphs text={page.changes} />
      </LegalSection>
      <p className="!mt-12">
        <Link to={pathOf(locale, "imprint")}>{page.imprintLink}</Link>
      </p>
    </LegalArticle>
  );
}
