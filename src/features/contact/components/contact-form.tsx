import { Fragment, useEffect, type ReactNode } from "react";
import { Send } from "../../../components/icons/lucide";
import { Button } from "../../../components/ui/button";
import { Icon } from "../../../components/ui/icon";
import type { ContactContent } from "../../../content/schema";
import { contactDelivery } from "../contact-config";
import { describeFailure, type DeliveryFailure } from "../delivery";
import { contactFieldSpecs } from "../fields";
import { visibleFailure } from "../submit";
import { prepareToasts, toast } from "../toast";
import { useContactForm, type ContactSender } from "../use-contact-form";
import { DeliveryAlert } from "./delivery-alert";
import { FormField } from "./form-field";
import { FormNotice } from "./form-notice";
import { HoneypotField } from "./honeypot-field";

const alertId = "contact-delivery-alert";
const noticeId = "contact-privacy-notice";
// One failure toast at a time: a failed retry updates it, a successful one removes it.
// It stays until then or until closed: a visitor who looked away must still learn why.
const failureToastId = "contact-delivery-failure";
// Decided at build time (see contact-config.ts): only a real delivery can fail.
const delivery = contactDelivery;

interface ContactFormProps {
  /** The contact page's copy in the page's language. */
  copy: ContactContent;
  /** How a message leaves: see send.ts. */
  send: ContactSender;
  /** Shown above the message field: what goes with it (an estimate from the calculator). */
  beforeMessage?: ReactNode;
}

export function ContactForm({ copy, send, beforeMessage }: ContactFormProps) {
  const onSent = () => {
    if (delivery) toast.dismiss(failureToastId);
    toast.success(copy.form.toastTitle, { description: copy.form.toastText });
  };
  const onFailed = delivery
    ? (failure: DeliveryFailure) =>
        toast.error(copy.delivery.failureTitle, {
          id: failureToastId,
          duration: Infinity,
          description: describeFailure(failure, copy.delivery),
        })
    : undefined;
  const { state, formRef, handleSubmit, handleInput, flagBlanks, retry } = useContactForm({
    send,
    onSent,
    onFailed,
    blankMessage: copy.limits.blankField,
  });
  const sending = state.status === "sending";

  // Focus entering the form is the first sign of its use: fetch the toast library then.
  useEffect(() => {
    const form = formRef.current;
    const prepare = () => void prepareToasts();
    form?.addEventListener("focusin", prepare, { once: true });
    return () => form?.removeEventListener("focusin", prepare);
  }, [formRef]);

  const failure = delivery ? visibleFailure(state) : null;

  return (
    // method="post": without JavaScript, what the visitor typed never ends up in a URL.
    <form
      ref={formRef}
      method="post"
      onSubmit={handleSubmit}
      onInput={handleInput}
      aria-busy={sending}
      className="grid gap-5 sm:grid-cols-2"
    >
      {contactFieldSpecs.map((field) => (
        <Fragment key={field.name}>
          {field.name === "message" ? beforeMessage : null}
          <FormField
            field={field}
            copy={copy.fields[field.name]}
            optionalLabel={copy.form.optional}
            limits={copy.limits}
            disabled={sending}
          />
        </Fragment>
      ))}
      {delivery ? <HoneypotField label={copy.delivery.honeypotLabel} /> : null}
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:gap-6">
        <Button
          type="submit"
          size="lg"
          // Before hydration a tap (or Enter) is held, not posted, and sent once the page is
          // hydrated, with what was typed meanwhile (app/inline/page-controls.ts).
          data-replay=""
          // aria-disabled, not disabled: a disabled button would drop keyboard focus to the
          // page while the message is on its way. The hook ignores a second submit.
          aria-disabled={sending || undefined}
          onClick={(event) => {
            if (sending) event.preventDefault();
            else flagBlanks();
          }}
          aria-describedby={failure ? `${alertId} ${noticeId}` : noticeId}
          className="w-full shrink-0 sm:w-auto"
        >
          <Icon node={Send} className="size-4" />
          {sending ? copy.form.sending : copy.form.submit}
        </Button>
        <FormNotice id={noticeId} copy={copy.notice} />
      </div>
      {failure && state.status !== "idle" ? (
        <DeliveryAlert
          id={alertId}
          copy={copy.delivery}
          failure={failure}
          message={state.message}
          retrying={sending}
          onRetry={retry}
        />
      ) : null}
    </form>
  );
}
