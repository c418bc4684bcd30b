import { Container } from "../../../components/ui/container";
import { SampleMark } from "../../../components/ui/sample-mark";
import type { ComposedBlockOf } from "../../../content/composed";
import { cn } from "../../../lib/cn";

/** The initials of a person's name, for the badge a quote without a photo shows. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);

/** What customers say: each quote with the person, role and company it is from. */
export function QuotesBlock({ block, id }: { block: ComposedBlockOf<"quotes">; id: string }) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="border-t border-line/70 py-16 sm:py-20">
      <Container>
        <h2 id={titleId} className="sr-only">
          {block.title}
        </h2>
        <ul
          className={cn(
            "grid gap-6",
            block.quotes.length > 1 && "md:grid-cols-2",
            block.quotes.length > 2 && "lg:grid-cols-3",
          )}
        >
          {block.quotes.map((quote) => (
            <li key={quote.person} className={cn(block.quotes.length === 1 && "mx-auto max-w-3xl")}>
              <figure className="flex h-full flex-col rounded-2xl border border-line bg-surface/50 p-6 sm:p-8">
                {quote.permission.status === "sample" && (
                  <SampleMark label={block.sampleLabel} className="mb-4 self-start" />
                )}
                <blockquote className="flex-1 text-lg text-pretty text-heading sm:text-xl">
                  <p>{quote.quote}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4">
                  {quote.photo ? (
                    <img
                      src={`/media/people/${quote.photo}`}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      decoding="async"
                      className="size-12 rounded-full object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="grid size-12 place-items-center rounded-full border border-accent/30 bg-accent/10 font-semibold text-link"
                    >
                      {initials(quote.person)}
                    </span>
                  )}
                  <span className="text-sm">
                    <span className="block font-semibold text-heading">{quote.person}</span>
                    <span className="block text-fg-muted">
                      {quote.role},{" "}
                      {quote.href ? (
                        <a href={quote.href} className="text-link underline underline-offset-4">
                          {quote.company}
                        </a>
                      ) : (
                        quote.company
                      )}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
