import { Container } from "../../../components/ui/container";
import type { BlockOf } from "../../../content/blocks-schema";

/** Markdown rendered at build as a post's text is, in the post's typography. */
export function RichTextBlock({ block }: { block: BlockOf<"rich-text"> & { html: string } }) {
  return (
    <section className="py-16 sm:py-20">
      <Container>
        {/* The build rendered it from the content file, without raw HTML (composed-content.ts). */}
        <div className="prose mx-auto max-w-3xl" dangerouslySetInnerHTML={{ __html: block.html }} />
      </Container>
    </section>
  );
}
