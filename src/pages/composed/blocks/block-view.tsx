import type { ComposedBlock } from "../../../content/composed";
import { CtaBand } from "../../home/cta-band";
import { HeroSection } from "../../home/hero-section";
import { ComparisonBlock } from "./comparison-block";
import { FaqBlock } from "./faq-block";
import { FeaturesBlock } from "./features-block";
import { FiguresBlock } from "./figures-block";
import { LogosBlock } from "./logos-block";
import { QuotesBlock } from "./quotes-block";
import { RichTextBlock } from "./rich-text-block";
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
 * must fit one round trip.
 */
export function BlockView({ block, index, blocks }: BlockViewProps) {
  const id = `block-${index}`;
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
    case "rich-text":
      return <RichTextBlock block={block} />;
    case "logos":
      return <LogosBlock block={block} id={id} />;
    case "quotes":
      return <QuotesBlock block={block} id={id} />;
    case "faq":
      return <FaqBlock block={block} />;
    case "comparison":
      return <ComparisonBlock block={block} />;
    case "figures":
      return <FiguresBlock block={block} id={id} />;
  }
}
