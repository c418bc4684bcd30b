import { Link } from "wouter";
import { PageHead } from "../../app/layout/page-head";
import { LegalArticle } from "../../components/ui/legal-article";
import type { PrivacyContent } from "../../content/legal-schema";
import { useLocale } from "../../i18n/copy-context";
import { fill } from "../../i18n/format";
import { pathOf } from "../../site-pages";
import { formatPolicyDate } from "./policy-blocks";
import { PrivacyBlockView } from "./privacy-block-view";

/**
 * The privacy policy: the blocks of content/<locale>/privacy.json, counsel's prose around
 * the sections the build generates for what it really does (ProcessingSections).
 */
export default function PrivacyPage({ content }: { content: PrivacyContent }) {
  const locale = useLocale();
  const { page } = content;
  return (
    <LegalArticle title={page.title} intro={page.intro}>
      <PageHead page="privacy" meta={content.meta} />
      <p>
        <time dateTime={__POLICY_DATE__}>
          {fill(page.updated, { date: formatPolicyDate(__POLICY_DATE__, locale) })}
        </time>
      </p>
      {content.blocks.map((block, index) => (
        // The file's list of blocks, fixed for the document's life.
        <PrivacyBlockView key={index} block={block} index={index} copy={content} />
      ))}
      <p className="!mt-12">
        <Link to={pathOf(locale, "imprint")}>{page.imprintLink}</Link>
      </p>
    </LegalArticle>
  );
}
