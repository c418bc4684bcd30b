import type { ComposedBlock } from "../../../content/composed";
import { CtaBand } from "../../home/cta-band";
import { HeroSection } from "../../home/hero-section";
import { FeaturesBlock } from "./features-block";
import { PricingBlock } from "./pricing/pricing-block";
import { isPricingBlock } from "./pricing/pricing-blocks";
import { StaticBlock } from "./static-block";
import { isStaticBlock } from "./static-blocks";
import { StepsBlock } from "./steps-block";

interface BlockViewProps {
  block: ComposedBlock;
  /** Its place on the page: the id of a block without an anchor of its own. */
  index: number;
  /** The page's blocks, this one among them: the hero's second button leads to its features. */
  blocks: readonly ComposedBlock[];
}

/**
 * One block of a page, by its type: the home page's sections and the new ones. Each is one
 * <section> of the page's main content, with no wrapper: the home page's first response
 * must fit one round trip. The blocks that are HTML only ship no code (static-block.tsx).
 */
export function BlockView({ block, index, blocks }: BlockViewProps) {
  const id = `block-${index}`;
  if (isStaticBlock(block)) return <StaticBlock block={block} id={id} />;
  if (isPricingBlock(block)) return <PricingBlock block={block} blocks={blocks} />;
  switch (block.type) {
    case "hero": {
      const features = blocks.find((other) => other.type === "features");
      return (
        <HeroSection
          content={{ ...block, ...block.video }}
          secondaryHref={features && `#${features.anchor}`}
        />
      );
    }
    case "steps":
      return <StepsBlock block={block} />;
    case "features":
      return <FeaturesBlock block={block} />;
    case "cta":
      return <CtaBand content={block} />;
  }
}
