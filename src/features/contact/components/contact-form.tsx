import { Send } from "lucide";
import { useEffect } from "react";
import { Button } from "../../../components/ui/button";
import { Icon } from "../../../components/ui/icon";
import { contactDeliveryCopy, contactFields, contactForm } from "../../../content/contact";
import { reportContactOutcome } from "../../telemetry/contact-outcome";
import { telemetryBuild } from "../../telemetry/load-telemetry";
import { contactDelivery } from "../contact-config";
import { deliverContactMessage, describeFailure, type DeliveryFailure } from "../delivery";
import { simulateSend } from "../simulate-send";
import { visibleFailure } from "../submit";
import { prepareToasts, toast } from "../toast";
import { useContactForm, type ContactSender } from "../use-contact-form";
import { DeliveryAlert } from "./delivery-alert";
import { FormField } from "./form-field";
import { HoneypotField } from "./honeypot-field";

const alertId = "contact-delivery-alert";

/** The specification's send: no request, just the wait. Also what a bot gets. */
const simulated: ContactSender = async () => {
  await simulateSend(contactForm.submitDelayMs);
  return { ok: true };
};

// Decided at build time: without CONTACT_ENDPOINT, contactDelivery is the literal null, so
// the bundler drops every delivery-only branch below and the modules only they use.
const delivery = contactDelivery;
const deliver: ContactSender = delivery
  ? (message, spam) => (spam ? simulated(message, spam) : deliverContactMessage(delivery, message))
  : simulated;

// With telemetry built in, each submission's outcome is reported (never what was typed);
// without it, telemetryBuild is the literal false and this wrapper is not in the bundle.
const send: ContactSender = telemetryBuild
  ? async (message, spam) => {
      const result = await deliver(message, spam);
      const failure = result.ok ? undefined : result.failure;
      reportContactOutcome({
        outcome: spam ? "discarded" : failure ? "failed" : "sent",
        delivery: delivery ? "endpoint" : "simulated",
        reason: failure?.kind,
        status: failure && "status" in failure ? failure.status : undefined,
      });
      return result;
    }
  : deliver;

function showSent() {
  toast.success(contactForm.toastTitle, { description: contactForm.toastText });
}

// One failure toast at a time: a failed retry updates it, a successful one removes it.
const failureToastId = "contact-delivery-failure";

const onSent = delivery
  ? () => {
      toast.dismiss(failureToastId);
      showSent();
    }
  : showSent;

// Only a real delivery can fail; the simulated send always succeeds.
const onFailed = delivery
  ? (failure: DeliveryFailure) =>
      toast.error(contactDeliveryCopy.failureTitle, {
        id: failureToastId,
        description: describeFailure(failure),
      })
  : undefined;

export function ContactForm() {
  const { state, formRef, handleSubmit, handleInput, flagBlanks, retry } = useContactForm({
    send,
    onSent,
    onFailed,
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
      {contactFields.map((field) => (
        <FormField
          key={field.name}
          field={field}
          optionalLabel={contactForm.optional}
          disabled={sending}
        />
      ))}
      {delivery ? <HoneypotField /> : null}
      <div className="sm:col-span-2">
        <Button
          type="submit"
          size="lg"
          // aria-disabled, not disabled: a disabled button would drop keyboard focus to the
          // page while the message is on its way. The hook ignores a second submit.
          aria-disabled={sending || undefined}
          onClick={(event) => {
            if (sending) event.preventDefault();
            else flagBlanks();
          }}
          aria-describedby={failure ? alertId : undefined}
          className="w-full sm:w-auto"
        >
          <Icon node={Send} className="size-4" />
          {sending ? contactForm.sending : contactForm.submit}
        </Button>
      </div>
      {failure && state.status !== "idle" ? (
        <DeliveryAlert
          id={alertId}
          failure={failure}
          message={state.message}
          retrying={sending}
          onRetry={retry}
        />
      ) : null}
    </form>
  );
}
