import type { ReleaseSummary } from "../../content/changelog";
import type { ChangelogCopy, ReleaseKind } from "../../content/changelog-schema";
import { fill } from "../../i18n/format";
import { cn } from "../../lib/cn";

/** Each kind's badge: a colour and its word, so colour is never the only sign. */
const kindStyle: Record<ReleaseKind, string> = {
  new: "border-accent text-accent-fg",
  improved: "border-line-strong text-heading",
  fixed: "border-line-strong text-fg-soft",
  security: "border-danger-line text-danger",
};

/** A release's kind, version and date, in one line, each named for screen readers. */
export function ReleaseMeta({ release, copy }: { release: ReleaseSummary; copy: ChangelogCopy }) {
  return (
    <dl className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-subtle">
      <dt className="sr-only">{copy.release.kind}</dt>
      <dd>
        <span
          className={cn(
            "inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold",
            kindStyle[release.kind],
          )}
        >
          {copy.kinds[release.kind]}
        </span>
      </dd>
      <dt className="sr-only">{copy.release.published}</dt>
      <dd>
        <time dateTime={release.date}>{release.dateText}</time>
      </dd>
      <dd className="text-fg-muted tabular-nums">
        {fill(copy.release.version, { version: release.version })}
      </dd>
    </dl>
  );
}
