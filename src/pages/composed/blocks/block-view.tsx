import type { ComposedBlock, ComposedPageContent } from "../../../content/composed";
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
  page: ComposedPageContent;
}

/**
 * One block of a composed page, by its type, in a wrapper that names its type (for the
 * visual baselines and a reader of the markup) and leaves its layout to the block.
 */
export function BlockView(props: BlockViewProps) {
  return (
    <div data-block={props.block.type}>
      <BlockContent {...props} />
    </div>
  );
}

/** The block's own component: the home page's sections and the new ones. */
function BlockContent({ block, index, page }: BlockViewProps) {
  const id = `block-${index}`;
  switch (block.type) {
    case "hero": {
      const features = page.blocks.find((other) => other.type === "features");
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
