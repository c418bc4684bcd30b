import { ExternalLink, Link2 } from "../../components/icons/lucide";
import { Icon } from "../../components/ui/icon";
import type { Integration, IntegrationsContent } from "../../content/integrations-schema";
import { fill } from "../../i18n/format";
import { monogram } from "./integration-filter";

interface IntegrationCardProps {
  entry: Integration;
  content: Pick<IntegrationsContent, "page" | "ingestion">;
}

/** One integration: its tile, name with the card's own address, what it does, how it arrives. */
export function IntegrationCard({ entry, content }: IntegrationCardProps) {
  const { page, ingestion } = content;
  return (
    <article className="target-card flex h-full flex-col rounded-2xl border border-line bg-surface p-5">
      <div className="flex items-start gap-3">
        {/* The name says it; the tile is a visual anchor, not a brand mark. */}
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-xl border border-line-strong bg-raised font-mono text-sm font-bold text-heading"
        >
          {monogram(entry.name)}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="flex items-center gap-1 text-lg font-semibold text-heading">
            {entry.name}
            <a
              href={`#${entry.id}`}
              aria-label={fill(page.anchor, { name: entry.name })}
              className="grid size-8 place-items-center rounded-md text-fg-muted hover:text-heading"
            >
              <Icon node={Link2} className="size-4" />
            </a>
          </h3>
          <p className="text-xs font-semibold tracking-wide text-accent-fg uppercase">
            {ingestion[entry.ingestion]}
          </p>
        </div>
      </div>
      <p className="mt-3 flex-1 text-sm text-fg-muted">{entry.summary}</p>
      <a
        href={entry.docs}
        rel="external"
        className="mt-4 inline-flex min-h-6 items-center gap-1.5 self-start text-sm font-medium text-fg-soft underline underline-offset-4 hover:text-heading"
      >
        {page.docs}
        <span className="sr-only">: {entry.name}</span>
        <Icon node={ExternalLink} className="size-3.5" />
      </a>
    </article>
  );
}
