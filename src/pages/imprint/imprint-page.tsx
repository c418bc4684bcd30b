import { Link } from "wouter";
import { PageHead } from "../../app/layout/page-head";
import { LegalArticle } from "../../components/ui/legal-article";
import type { ImprintContent } from "../../content/legal-schema";
import { useLocale } from "../../i18n/copy-context";
import { pathOf } from "../../site-pages";
import { ImprintBlockView } from "./imprint-block-view";

/**
 * The imprint (§ 5 DDG): who runs the site and how to reach them, from the configuration,
 * in the blocks of content/<locale>/imprint.json, which counsel orders and adds text to.
 */
export default function ImprintPage({ content }: { content: ImprintContent }) {
  const locale = useLocale();
  const { page } = content;
  return (
    <LegalArticle title={page.title} intro={page.intro}>
      <PageHead page="imprint" meta={content.meta} />
      {content.blocks.map((block, index) => (
        // The file's list of blocks, fixed for the document's life.
        <ImprintBlockView key={index} block={block} index={index} />
      ))}
      <p className="!mt-12">
        <Link to={pathOf(locale, "privacy")}>{page.privacyLink}</Link>
      </p>
    </LegalArticle>
  );
}
