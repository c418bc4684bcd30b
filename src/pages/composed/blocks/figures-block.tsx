import { Container } from "../../../components/ui/container";
import { SampleMark } from "../../../components/ui/sample-mark";
import type { ComposedBlockOf } from "../../../content/composed";

/**
 * A row of figures: each a value and what it measures, as a description list. A figure's
 * value comes from its fact (facts.json); a sample one is marked, a checked one's source is
 * listed under the row.
 */
export function FiguresBlock({ block, id }: { block: ComposedBlockOf<"figures">; id: string }) {
  const titleId = `${id}-title`;
  const sources = [...new Set(block.items.flatMap((item) => item.source ?? []))];
  return (
    <section aria-labelledby={titleId} className="border-t border-line/70 py-14 sm:py-16">
      <Container>
        <h2 id={titleId} className="sr-only">
          {block.title}
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-10 text-center lg:grid-cols-4">
          {block.items.map((item) => (
            <div key={item.label} className="flex flex-col-reverse items-center gap-2">
              <dt className="text-sm text-pretty text-fg-muted sm:text-base">
                {item.label}
                {item.sample && (
                  <>
                    {" "}
                    <SampleMark label={block.sampleLabel} />
                  </>
                )}
              </dt>
              <dd className="text-4xl font-bold tracking-tight text-heading sm:text-5xl">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
        {(block.source || sources.length > 0) && (
          <p className="mt-8 text-center text-xs text-fg-subtle">
            {[block.source, ...sources].filter(Boolean).join(" · ")}
          </p>
        )}
      </Container>
    </section>
  );
}
