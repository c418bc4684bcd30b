import type { ReactNode } from "react";
import { Container } from "../../components/ui/container";
import { SectionHeading } from "../../components/ui/section-heading";

interface LandingSectionProps {
  /** The anchor id the header links to; the heading's id derives from it. */
  id: string;
  heading: { eyebrow: string; title: string; lead: string };
  children: ReactNode;
  /** Rendered after the centred content (a dialog the section opens). */
  overlay?: ReactNode;
}

/** One shape for the landing page's sections: an anchor, a heading that names it, content. */
export function LandingSection({ id, heading, children, overlay }: LandingSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="scroll-mt-20 border-t border-line/70 py-20 sm:py-28"
    >
      <Container>
        <SectionHeading
          eyebrow={heading.eyebrow}
          title={heading.title}
          lead={heading.lead}
          titleId={titleId}
        />
        {children}
      </Container>
      {overlay}
    </section>
  );
}
