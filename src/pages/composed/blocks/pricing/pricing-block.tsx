import { lazy, Suspense } from "react";
import type { ComposedBlock } from "../../../../content/composed";
import { isPricingBlock, type PricingBlock as PricingBlockContent } from "./pricing-blocks";

type PricingBlockView = typeof import("./pricing-block-view");

// The plans and the calculator in a chunk of their own, so that only a page with them loads
// their code (and the price formulas); every other page's first load stays as it was.
let loaded: PricingBlockView | undefined;
const loadView = () => import("./pricing-block-view").then((module) => (loaded = module));
const LazyPricingBlockView = lazy(loadView);

/**
 * Fetches the pricing blocks' code when the page has one. The page's route waits for it
 * before the page hydrates, so that the calculator takes what is typed into it from the
 * moment the page says it is interactive: a boundary hydrated later would leave typed
 * values in the field that the estimate never saw.
 */
export function preparePricingBlocks(blocks: readonly ComposedBlock[]): Promise<unknown> {
  return blocks.some(isPricingBlock) ? loadView() : Promise.resolve();
}

interface PricingBlockProps {
  block: PricingBlockContent;
  blocks: readonly ComposedBlock[];
}

export function PricingBlock({ block, blocks }: PricingBlockProps) {
  const View = loaded?.default;
  // The boundary stays either way: the prerendered HTML has it, and hydration matches it.
  return (
    <Suspense fallback={null}>
      {View ? (
        <View block={block} blocks={blocks} />
      ) : (
        <LazyPricingBlockView block={block} blocks={blocks} />
      )}
    </Suspense>
  );
}
