import type { BlockOf } from "../../../../content/blocks-schema";
import type { ComposedBlock } from "../../../../content/composed";

/** The pricing page's blocks, whose code is a chunk of its own (pricing-block.tsx). */
export type PricingBlock = BlockOf<"plans"> | BlockOf<"calculator">;

/**
 * The module pricing-block.tsx imports for them, by its path from the project's root: the
 * build preloads its chunk with the page's own (builder/prerender.ts), as the page's route
 * waits for it before it hydrates.
 */
export const pricingViewSource = "src/pages/composed/blocks/pricing/pricing-block-view.tsx";

export const isPricingBlock = (block: { type: string }): block is PricingBlock =>
  block.type === "plans" || block.type === "calculator";

/** The page's calculator: its price list is what the plans quote. */
export const calculatorOf = (blocks: readonly ComposedBlock[]) =>
  blocks.find((block): block is BlockOf<"calculator"> => block.type === "calculator");
