import type { ComposedBlock } from "../../../content/composed";
import { BlockView } from "./block-view";
import { preparePricingBlocks } from "./pricing/pricing-block";

/**
 * The code of the blocks that come in a chunk of their own, fetched before the page they
 * are on renders in the browser (its route waits for it, routes.tsx): hydration then makes
 * all of the page interactive at once.
 */
export const prepareBlocks = (blocks: readonly ComposedBlock[]) => preparePricingBlocks(blocks);

/** A page's blocks in their order: a composed page's, the home page's. */
export function PageBlocks({ blocks }: { blocks: readonly ComposedBlock[] }) {
  return blocks.map((block, index) => (
    // A page's blocks are its file's list, fixed for the document's life.
    <BlockView key={index} block={block} index={index} blocks={blocks} />
  ));
}
