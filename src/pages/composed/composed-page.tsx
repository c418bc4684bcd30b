import { PageHead } from "../../app/layout/page-head";
import { composedSocialImage, type ComposedPageContent } from "../../content/composed";
import type { Locale } from "../../i18n/locales";
import { PageBlocks, prepareBlocks } from "./blocks/page-blocks";

/** What the page's route waits for before it renders: its blocks' own chunks. */
export const prepare = (content: ComposedPageContent) => prepareBlocks(content.blocks);

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
