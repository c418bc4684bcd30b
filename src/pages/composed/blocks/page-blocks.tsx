import type { ComposedBlock } from "../../../content/composed";
import { BlockView } from "./block-view";

/** A page's blocks in their order: a composed page's, the home page's. */
export function PageBlocks({ blocks }: { blocks: readonly ComposedBlock[] }) {
  return blocks.map((block, index) => (
    // A page's blocks are its file's list, fixed for the document's life.
    <BlockView key={index} block={block} index={index} blocks={blocks} />
  ));
}
