/**
 * Says that a price is a sample, in a preview build: a build for a real SITE_URL refuses a
 * sample price list (builder/content/block-checks.ts), so no visitor of the real site sees it.
 */
export function SampleBadge({ label, note }: { label: string; note: string }) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-fg-subtle">
      <span
        data-sample=""
        className="rounded-full border border-accent/60 px-2 py-0.5 font-semibold tracking-wide text-accent-fg uppercase"
      >
        {label}
      </span>
      {note}
    </p>
  );
}
