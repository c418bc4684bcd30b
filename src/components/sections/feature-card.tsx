import { ArrowUpRight } from "lucide";
import type { Feature } from "../../content/types";
import { Icon } from "../ui/icon";

interface FeatureCardProps {
  feature: Feature;
  moreLabel: string;
  onOpen: () => void;
}

/**
 * The whole card opens the dialog, yet the title stays a real heading: a button may not
 * contain headings or paragraphs, so the button sits inside the h3 and its ::after
 * stretches over the card. The focus ring is drawn on the card.
 */
export function FeatureCard({ feature, moreLabel, onOpen }: FeatureCardProps) {
  const summaryId = `feature-${feature.id}-summary`;
  return (
    <div className="group relative flex h-full flex-col rounded-2xl border border-slate-800 bg-slate-900/50 p-6 transition-colors hover:border-cyan-300/50 hover:bg-slate-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-cyan-300 motion-reduce:transition-none">
      <span className="grid size-11 place-items-center rounded-xl border border-cyan-300/30 bg-cyan-300/10 text-cyan-200">
        <Icon node={feature.icon} className="size-5" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-white">
        <button
          type="button"
          onClick={onOpen}
          aria-haspopup="dialog"
          aria-describedby={summaryId}
          className="cursor-pointer text-left after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {feature.title}
        </button>
      </h3>
      <p id={summaryId} className="mt-2 flex-1 text-sm text-slate-300">
        {feature.summary}
      </p>
      <span
        aria-hidden="true"
        className="mt-5 inline-flex items-center gap-1 text-sm font-medium text-cyan-200"
      >
        {moreLabel}
        <Icon
          node={ArrowUpRight}
          className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5 motion-reduce:transition-none"
        />
      </span>
    </div>
  );
}
