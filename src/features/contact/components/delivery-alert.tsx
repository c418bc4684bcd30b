import { useEffect, useRef } from "react";
import { RotateCw } from "../../../components/icons/lucide";
import { Button } from "../../../components/ui/button";
import { Icon } from "../../../components/ui/icon";
import { siteConfig } from "../../../config/site";
import type { ContactContent } from "../../../content/schema";
import { describeFailure, type DeliveryFailure } from "../delivery";
import type { ContactMessage } from "../fields";
import { buildContactMailto } from "../mailto";

interface DeliveryAlertProps {
  id: string;
  copy: ContactContent["delivery"];
  failure: DeliveryFailure;
  /** The message that failed, for the prefilled e-mail. */
  message: ContactMessage;
  retrying: boolean;
  onRetry: () => void;
}

/** Says why the message was not sent and offers a retry and an e-mail instead. */
export function DeliveryAlert({
  id,
  copy,
  failure,
  message,
  retrying,
  onRetry,
}: DeliveryAlertProps) {
  const ref = useRef<HTMLDivElement>(null);

  // Focus moves here on every failure, so a screen-reader user hears what happened at once
  // rather than on the Send button they pressed, and Tab leads straight to "Try again" and
  // the e-mail link.
  useEffect(() => {
    ref.current?.focus();
  }, [failure]);

  return (
    <div
      ref={ref}
      id={id}
      role="alert"
      tabIndex={-1}
      className="rounded-xl border border-danger bg-page p-4 text-sm text-fg sm:col-span-2"
    >
      <p className="font-semibold text-danger">{copy.failureTitle}</p>
      <p className="mt-1 text-fg-soft">
        {describeFailure(failure, copy)} {copy.kept}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        {/* aria-disabled, not disabled, so focus stays on the button while it sends. */}
        <Button
          variant="secondary"
          aria-disabled={retrying}
          onClick={onRetry}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
        >
          <Icon node={RotateCw} className="size-4" />
          {retrying ? copy.retrying : copy.retry}
        </Button>
        <a
          href={buildContactMailto(siteConfig.email, message, copy.mailto)}
          className="font-medium text-link underline underline-offset-4 hover:text-link-hover"
        >
          {copy.emailInstead}
        </a>
      </div>
    </div>
  );
}
