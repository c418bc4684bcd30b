import { lazy, Suspense } from "react";
import type { ComposedBlock } from "../../../../content/composed";
import type { PricingBlock as PricingBlockContent } from "./pricing-blocks";

// The plans and the calculator in a chunk of their own, so that only a page with them loads
// their code (and the price formulas); every other page's first load stays as it was. The
// prerender waits for it; in the browser its Suspense boundary keeps the prerendered HTML on
// screen and hydrates the rest of the page without waiting for it.
const LazyPricingBlockView = lazy(() => import("./pricing-block-view"));

interface PricingBlockProps {
  block: PricingBlockContent;
  blocks: readonly ComposedBlock[];
}

export function PricingBlock({ block, blocks }: PricingBlockProps) {
  return (
    <Suspense fallback={null}>
      <LazyPricingBlockView block={block} blocks={blocks} />
    </Suspense>
  );
}
