import { Container } from "../../../components/ui/container";
import type { BlockOf } from "../../../content/blocks-schema";

/** A row of figures: each a value and what it measures, as a description list. */
export function FiguresBlock({ block, id }: { block: BlockOf<"figures">; id: string }) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="border-t border-line/70 py-14 sm:py-16">
      <Container>
        <h2 id={titleId} className="sr-only">
          {block.title}
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-10 text-center lg:grid-cols-4">
          {block.items.map((item) => (
            <div key={item.label} className="flex flex-col-reverse gap-2">
              <dt className="text-sm text-pretty text-fg-muted sm:text-base">{item.label}</dt>
              <dd className="text-4xl font-bold tracking-tight text-heading sm:text-5xl">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
        {block.source && <p className="mt-8 text-center text-xs text-fg-subtle">{block.source}</p>}
      </Container>
    </section>
  );
}
