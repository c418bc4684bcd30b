import { contactDelivery } from "./contact-config";
import { deliverContactMessage, type MessageContext } from "./delivery";
import { simulateSend, submitDelayMs } from "./simulate-send";
import type { ContactSender } from "./use-contact-form";

/** The specification's send: no request, just the wait. Also what a bot gets. */
export const simulatedSend: ContactSender = async () => {
  await simulateSend(submitDelayMs);
  return { ok: true };
};

/**
 * How the form sends: to CONTACT_ENDPOINT with `context` after the visitor's fields, or the
 * simulated wait. Decided at build time: without an endpoint, contactDelivery is the literal
 * null, so the bundler drops the delivery code entirely.
 */
export function contactSender(context: MessageContext): ContactSender {
  const delivery = contactDelivery;
  if (!delivery) return simulatedSend;
  return (message, spam) =>
    spam ? simulatedSend(message, spam) : deliverContactMessage(delivery, message, { context });
}
