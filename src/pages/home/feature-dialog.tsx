import { X } from "../../components/icons/lucide";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { IllustrationImage } from "../../components/ui/illustration-image";
import { closeEnclosingDialog } from "../../lib/close-enclosing-dialog";
import type { Feature } from "./feature";

// The dialog is 42rem at most and 2rem narrower than the screen; its body has 1.25rem of
// padding each side (1.5rem from 40rem up).
const imageSizes = "(min-width: 44rem) 39rem, calc(100vw - 4.5rem)";

/** The id of a feature's dialog, which its card's invoker command names. */
export const featureDialogId = (feature: Feature) => `feature-${feature.id}-dialog`;

interface FeatureDialogProps {
  feature: Feature;
  closeLabel: string;
}

/**
 * A feature's details: a modal <dialog> in the prerendered page, closed, which its card opens
 * with an invoker command from the first paint, before and without the app; Escape, the
 * focus trap and the focus's return to the card are the modal dialog's own, the backdrop's
 * click is the head script's (app/inline/page-controls.ts). Nothing here has state: the
 * dialog is the one truth, and hydration adopts it open or closed as it finds it. Its image
 * is lazy: a closed dialog is not rendered, so it loads when the dialog opens.
 */
export function FeatureDialog({ feature, closeLabel }: FeatureDialogProps) {
  const id = featureDialogId(feature);
  return (
    <dialog
      id={id}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className="feature-dialog fixed inset-0 m-auto h-fit max-h-[80vh] w-[calc(100%-2rem)] max-w-2xl overflow-hidden rounded-2xl border border-line-strong bg-surface p-0 text-fg shadow-2xl backdrop:bg-scrim/80 backdrop:backdrop-blur-sm"
    >
      <div className="flex max-h-[80vh] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-line p-5 sm:p-6">
          <h2
            id={`${id}-title`}
            className="text-xl font-semibold tracking-tight text-heading sm:text-2xl"
          >
            {feature.title}
          </h2>
          <Button
            variant="ghost"
            size="icon"
            aria-label={closeLabel}
            className="-m-2"
            commandfor={id}
            command="close"
            // For a browser without invoker commands, once hydrated.
            onClick={closeEnclosingDialog}
          >
            <Icon node={X} className="size-5" />
          </Button>
        </div>
        {/* On a short screen or at high zoom this part scrolls and holds nothing focusable:
            it takes focus itself so the keyboard can scroll it, and is named for that stop. */}
        <div
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          role="region"
          aria-labelledby={`${id}-title`}
          className="min-h-0 overflow-y-auto p-5 sm:p-6"
        >
          <p id={`${id}-description`} className="text-lg font-medium text-fg">
            {feature.summary}
          </p>
          <p className="mt-3 text-base text-fg-muted">{feature.details}</p>
          <IllustrationImage
            name={feature.image}
            alt={feature.imageAlt}
            sizes={imageSizes}
            loading="lazy"
            decoding="async"
            className="mt-6 aspect-video w-full rounded-xl border border-slate-800 bg-slate-950 object-cover"
          />
        </div>
      </div>
    </dialog>
  );
}
