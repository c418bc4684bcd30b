import { PageHead } from "../../app/layout/page-head";
import { composedSocialImage, type ComposedPageContent } from "../../content/composed";
import type { Locale } from "../../i18n/locales";
import { PageBlocks } from "./blocks/page-blocks";

/** A page made of blocks from its content file (content/<locale>/pages/<name>.json). */
export default function ComposedPage({ content }: { content: ComposedPageContent }) {
  const alternates = (Object.entries(content.alternates) as [Locale, string][]).map(
    ([locale, path]) => ({ locale, path }),
  );
  return (
    <>
      <PageHead
        page="composed"
        meta={content.head}
        at={{ path: content.path, alternates }}
        image={{ path: composedSocialImage(content.path), alt: content.head.cardTitle }}
        noindex={content.noindex}
      />
      <PageBlocks blocks={content.blocks} />
    </>
  );
}
