import { ArrowUpRight } from "../../components/icons/lucide";
import { Icon } from "../../components/ui/icon";
import type { Feature } from "./feature";
import { featureDialogId } from "./feature-dialog";

interface FeatureCardProps {
  feature: Feature;
  moreLabel: string;
}

/**
 * The whole card is one button. A button may hold only phrasing content, so its parts are
 * spans; it is named by the title alone and described by the summary, so a screen reader
 * says "Composable Infrastructure, button, Define your stack and deploy with one click".
 * It opens its dialog with an invoker command, natively, from the first paint (as the
 * drawer's menu button does).
 */
export function FeatureCard({ feature, moreLabel }: FeatureCardProps) {
  const dialogId = featureDialogId(feature);
  const titleId = `feature-${feature.id}-title`;
  const summaryId = `feature-${feature.id}-summary`;
  return (
    <button
      type="button"
      commandfor={dialogId}
      command="show-modal"
      // For a browser without invoker commands, once hydrated; with them, the dialog is
      // open by then and the command does nothing.
      onClick={() => {
        const dialog = document.getElementById(dialogId) as HTMLDialogElement | null;
        if (!dialog?.open) dialog?.showModal();
      }}
      aria-haspopup="dialog"
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      className="group flex h-full w-full cursor-pointer flex-col rounded-2xl border border-line bg-surface/50 p-6 text-left transition-colors hover:border-accent/50 hover:bg-surface"
    >
      <span className="grid size-11 place-items-center rounded-xl border border-accent/30 bg-accent/10 text-link">
        <Icon node={feature.icon} className="size-5" />
      </span>
      <span id={titleId} className="mt-5 text-lg font-semibold text-heading">
        {feature.title}
      </span>
      <span
        id={summaryId}
        data-slot="feature-summary"
        className="mt-2 flex-1 text-sm text-fg-muted"
      >
        {feature.summary}
      </span>
      <span
        aria-hidden="true"
        className="mt-5 inline-flex items-center gap-1 text-sm font-medium text-link"
      >
        {moreLabel}
        <Icon
          node={ArrowUpRight}
          className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
        />
      </span>
    </button>
  );
}
