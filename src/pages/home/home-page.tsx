import { PageHead } from "../../app/layout/page-head";
import type { HomePageContent } from "../../content/composed";
import { PageBlocks, prepareBlocks } from "../composed/blocks/page-blocks";

/** What the page's route waits for before it renders: its blocks' own chunks. */
export const prepare = (content: HomePageContent) => prepareBlocks(content.blocks);

/** The specification's page: its sections are blocks of content/<locale>/home.json. */
export default function HomePage({ content }: { content: HomePageContent }) {
  return (
    <>
      <PageHead page="home" meta={content.meta} />
      <PageBlocks blocks={content.blocks} />
    </>
  );
}
