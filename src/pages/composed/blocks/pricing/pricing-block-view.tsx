import type { ComposedBlock } from "../../../../content/composed";
import { CalculatorBlock } from "./calculator-block";
import { PlansBlock } from "./plans-block";
import type { PricingBlock } from "./pricing-blocks";

/** A pricing block, by its type (pricing-block.tsx loads this module on its own). */
export default function PricingBlockView({
  block,
  blocks,
}: {
  block: PricingBlock;
  blocks: readonly ComposedBlock[];
}) {
  return block.type === "plans" ? (
    <PlansBlock block={block} blocks={blocks} />
  ) : (
    <CalculatorBlock block={block} />
  );
}
