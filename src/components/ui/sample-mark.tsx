import { cn } from "../../lib/cn";

/**
 * The mark a preview build puts on every sample logo, quote, figure and claim, so nobody
 * takes invented proof for real (a build for a real address refuses samples). Plain text,
 * so screen readers read it where it stands, in the page's language.
 */
export function SampleMark({ label, className }: { label: string; className?: string }) {
  return (
    <span
      data-sample=""
      className={cn(
        "inline-block rounded-md border border-dashed border-field-hover bg-raised px-1.5 py-0.5 align-middle text-xs font-semibold tracking-wide text-heading uppercase",
        className,
      )}
    >
      {label}
    </span>
  );
}
