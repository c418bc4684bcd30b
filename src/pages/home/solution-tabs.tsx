import { Icon } from "../../components/ui/icon";
import { IllustrationImage } from "../../components/ui/illustration-image";
import type { BlockOf } from "../../content/blocks-schema";
import { solutionStepIds } from "../../content/ids";
import { stepVisuals } from "./visuals";

// Beside the steps, 7/12 of the row from 64rem up (the page is 72rem at most, with 2rem of
// padding each side and a 2.5rem gap); below that, the whole width inside the padding.
const imageSizes =
  "(min-width: 72rem) 38rem, (min-width: 64rem) calc((100vw - 6.5rem) * 7 / 12), " +
  "(min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)";

interface SolutionTabsProps {
  steps: BlockOf<"steps">["steps"];
  label: string;
}

/**
 * The steps are a native radio group: one tab stop, the arrow keys move and select, from the
 * first paint, before and without the app. Each radio covers its card (no look of its own,
 * so its focus outline is the card's), and the stylesheet shows the chosen step's look and
 * image (`.solution-steps` in app.css): nothing here has state, the checked radio is the one
 * truth, and hydration adopts it as it finds it. The images are lazy and only the chosen
 * one is rendered, so the others load when their step is chosen.
 */
export function SolutionTabs({ steps: copy, label }: SolutionTabsProps) {
  const steps = solutionStepIds.map((id) => ({ id, ...copy[id], ...stepVisuals[id] }));
  return (
    <div className="solution-steps grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-center lg:gap-10">
      {/* A radio group by its role: a visually hidden <legend> came and went in the tree. */}
      <div role="radiogroup" aria-label={label} className="flex flex-col gap-3">
        {steps.map((step, index) => (
          <div
            key={step.id}
            className="group relative flex gap-4 rounded-2xl border border-line bg-surface/40 p-5 transition-colors hover:border-line-bold hover:bg-surface/70 has-checked:border-accent/60 has-checked:bg-surface has-checked:shadow-[inset_3px_0_0_0_var(--color-accent)] forced-colors:has-checked:border-3 forced-colors:has-checked:border-[Highlight]"
          >
            {/* Named by its title alone, with the rest as its description: a screen reader
                then says "Configure, radio button, 1 of 3" before the longer text. */}
            <input
              type="radio"
              name="solution-step"
              value={step.id}
              id={`solution-tab-${step.id}`}
              defaultChecked={index === 0}
              aria-labelledby={`solution-tab-${step.id}-title`}
              aria-describedby={`solution-tab-${step.id}-text`}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl"
            />
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-xl border border-line-strong bg-raised/60 text-fg-muted group-has-checked:border-accent/40 group-has-checked:bg-accent/15 group-has-checked:text-link"
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
          </div>
        ))}
      </div>
      <div className="relative aspect-video overflow-hidden rounded-2xl border border-frame/80 bg-slate-900">
        {steps.map((step) => (
          <IllustrationImage
            key={step.id}
            name={step.image}
            alt={step.imageAlt}
            sizes={imageSizes}
            loading="lazy"
            decoding="async"
            data-step={step.id}
            className="absolute inset-0 size-full object-cover"
          />
        ))}
      </div>
    </div>
  );
}
