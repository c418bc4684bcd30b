import { Container } from "../../../components/ui/container";
import { SampleMark } from "../../../components/ui/sample-mark";
import type { ResolvedLogo } from "../../../content/composed";

interface LogosBlockProps {
  block: { title: string; logos: ResolvedLogo[]; sampleLabel: string };
  id: string;
}

/**
 * Customer logos, each an SVG drawn in the text's colour (`currentColor`), so one file
 * serves both themes; each named by its company for screen readers.
 */
export function LogosBlock({ block, id }: LogosBlockProps) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="border-t border-line/70 py-14 sm:py-16">
      <Container>
        <h2
          id={titleId}
          className="text-center text-sm font-semibold tracking-wider text-fg-muted uppercase"
        >
          {block.title}
        </h2>
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-10 gap-y-6 sm:gap-x-14">
          {block.logos.map((logo) => (
            <li key={logo.file} className="flex flex-col items-center gap-2 text-fg-muted">
              {logo.href ? (
                // A customer story's logo leads to the story: a plain link, a document of its own.
                <a href={logo.href} className="rounded-md hover:text-heading">
                  <span
                    role="img"
                    aria-label={logo.company}
                    className="block h-8 w-32 [&>svg]:size-full"
                    // The build read this SVG from content/media/logos/, without scripts or handlers.
                    dangerouslySetInnerHTML={{ __html: logo.svg }}
                  />
                </a>
              ) : (
                <span
                  role="img"
                  aria-label={logo.company}
                  className="block h-8 w-32 [&>svg]:size-full"
                  // The build read this SVG from content/media/logos/, without scripts or handlers.
                  dangerouslySetInnerHTML={{ __html: logo.svg }}
                />
              )}
              {logo.permission.status === "sample" && <SampleMark label={block.sampleLabel} />}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
