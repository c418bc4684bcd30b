import { ComparisonBlock } from "./comparison-block";
import { FaqBlock } from "./faq-block";
import { FiguresBlock } from "./figures-block";
import { LogosBlock } from "./logos-block";
import { QuotesBlock } from "./quotes-block";
import { RichTextBlock } from "./rich-text-block";
import type { StaticBlock } from "./static-blocks";

/** A block that is HTML only, by its type (static-blocks.ts). */
export default function StaticBlockView({ block, id }: { block: StaticBlock; id: string }) {
  switch (block.type) {
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
