import { useRef, useState, type KeyboardEvent } from "react";
import { Icon } from "../../components/ui/icon";
import { IllustrationImage } from "../../components/ui/illustration-image";
import type { BlockOf } from "../../content/blocks-schema";
import { solutionStepIds } from "../../content/ids";
import { cn } from "../../lib/cn";
import { rovingIndex } from "../../lib/roving-index";
import { stepVisuals } from "./visuals";

// Beside the tabs, 7/12 of the row from 64rem up (the page is 72rem at most, with 2rem of
// padding each side and a 2.5rem gap); below that, the whole width inside the padding.
const imageSizes =
  "(min-width: 72rem) 38rem, (min-width: 64rem) calc((100vw - 6.5rem) * 7 / 12), " +
  "(min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)";

interface SolutionTabsProps {
  steps: BlockOf<"steps">["steps"];
  label: string;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop, arrows move and
 * select. Only the selected step's image is in the DOM, so the others load on demand.
 */
export function SolutionTabs({ steps: copy, label }: SolutionTabsProps) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const steps = solutionStepIds.map((id) => ({ id, ...copy[id], ...stepVisuals[id] }));
  const current = steps[selected] ?? steps[0];
  if (!current) return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = rovingIndex(event.key, selected, steps.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-center lg:gap-10">
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- focus lives on the tabs (roving tabindex), the list only hears their arrow keys */}
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="vertical"
        onKeyDown={handleKeyDown}
        className="flex flex-col gap-3"
      >
        {steps.map((step, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={step.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`solution-tab-${step.id}`}
              aria-selected={isSelected}
              // Named by its title alone, with the rest as its description: a screen reader
              // then says "Configure, tab, 1 of 3" before the longer text.
              aria-labelledby={`solution-tab-${step.id}-title`}
              aria-describedby={`solution-tab-${step.id}-text`}
              aria-controls="solution-panel"
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(index)}
              // A tap before hydration selects the step once the page is hydrated.
              data-replay=""
              className={cn(
                "group flex cursor-pointer gap-4 rounded-2xl border p-5 text-left transition-colors",
                isSelected
                  ? // Forced colours drop shadows and backgrounds: a thick system-highlight
                    // border keeps the selected step apparent there.
                    "border-accent/60 bg-surface shadow-[inset_3px_0_0_0_var(--color-accent)] forced-colors:border-3 forced-colors:border-[Highlight]"
                  : "border-line bg-surface/40 hover:border-line-bold hover:bg-surface/70",
              )}
            >
              <span
                className={cn(
                  "grid size-10 shrink-0 place-items-center rounded-xl border",
                  isSelected
                    ? "border-accent/40 bg-accent/15 text-link"
                    : "border-line-strong bg-raised/60 text-fg-muted",
                )}
              >
                <Icon node={step.icon} className="size-5" />
              </span>
              <span>
                <span className="flex items-center gap-2 text-lg font-semibold text-heading">
                  <span aria-hidden="true" className="font-mono text-sm text-fg-subtle">
                    {`0${index + 1}`}
                  </span>
                  <span id={`solution-tab-${step.id}-title`}>{step.title}</span>
                </span>
                <span
                  id={`solution-tab-${step.id}-text`}
                  className="mt-1 block text-sm text-fg-muted"
                >
                  {step.description}
                </span>
              </span>
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id="solution-panel"
        aria-labelledby={`solution-tab-${current.id}`}
        className="relative aspect-video overflow-hidden rounded-2xl border border-frame/80 bg-slate-900"
      >
        <IllustrationImage
          key={current.id}
          name={current.image}
          alt={current.imageAlt}
          sizes={imageSizes}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      </div>
    </div>
  );
}
