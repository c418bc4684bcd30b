import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

interface SectionHeadingProps extends ComponentProps<"div"> {
  eyebrow: string;
  title: string;
  lead: string;
  /** Id for the h2, so the section can be labelled by it. */
  titleId: string;
}

export function SectionHeading({
  eyebrow,
  title,
  lead,
  titleId,
  className,
  ...props
}: SectionHeadingProps) {
  return (
    <div
      data-slot="section-heading"
      className={cn("mx-auto max-w-2xl text-center", className)}
      {...props}
    >
      <p className="text-sm font-semibold tracking-wider text-accent-fg uppercase">{eyebrow}</p>
      <h2
        id={titleId}
        className="mt-3 text-3xl font-bold tracking-tight text-balance text-heading sm:text-4xl"
      >
        {title}
      </h2>
      <p className="mt-4 text-base text-pretty text-fg-muted sm:text-lg">{lead}</p>
    </div>
  );
}
