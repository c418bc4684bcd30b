import { useEffect, useReducer, useRef, type FormEvent } from "react";
import type { DeliveryFailure, DeliveryResult } from "./delivery";
import {
  flagBlankField,
  flagBlankFields,
  isHoneypotFilled,
  readContactMessage,
  type ContactMessage,
} from "./fields";
import { initialSubmitState, submitTransition } from "./submit";

/** Sends one message; `spam` is true when the honeypot was filled (send nothing then). */
export type ContactSender = (message: ContactMessage, spam: boolean) => Promise<DeliveryResult>;

interface UseContactFormOptions {
  send: ContactSender;
  onSent: () => void;
  /** Not needed when sending cannot fail (the simulated default). */
  onFailed?: (failure: DeliveryFailure) => void;
  /** The message for a required field that holds only spaces. */
  blankMessage: string;
}

/**
 * Runs the submit state machine (submit.ts) for a form. A ref guards against a
 * second submit (a double click, Enter, or Retry pressed twice) in the moment before React
 * re-renders the disabled button, so one click never sends twice.
 */
export function useContactForm({ send, onSent, onFailed, blankMessage }: UseContactFormOptions) {
  const [state, dispatch] = useReducer(submitTransition, initialSubmitState);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // A field the browser refused on submit is marked invalid for assistive technology too;
  // the mark goes as soon as the field is valid again (see handleInput). "invalid" does not
  // bubble, so it is caught on its way down to the field.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const markInvalid = (event: Event) => {
      if (event.target instanceof Element) event.target.setAttribute("aria-invalid", "true");
    };
    form.addEventListener("invalid", markInvalid, true);
    return () => form.removeEventListener("invalid", markInvalid, true);
  }, []);

  /**
   * Runs before the browser validates (the submit button's click; Enter clicks it too), so
   * a field holding only spaces fails natively with a friendly message.
   */
  function flagBlanks() {
    if (formRef.current) flagBlankFields(formRef.current, blankMessage);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    // A submit that skipped the button's click (a script, say) still gets the blank check.
    if (flagBlankFields(form, blankMessage)) {
      form.reportValidity();
      return;
    }
    const message = readContactMessage(form);
    inFlight.current = true;
    dispatch({ type: "submit", message });
    let result: DeliveryResult;
    try {
      result = await send(message, isHoneypotFilled(form));
    } catch {
      // Senders resolve with failures; should one throw anyway, the visitor still gets the
      // form back with everything in it.
      result = { ok: false, failure: { kind: "network" } };
    } finally {
      inFlight.current = false;
    }
    if (result.ok) {
      form.reset();
      dispatch({ type: "succeeded" });
      onSent();
    } else {
      dispatch({ type: "failed", failure: result.failure });
      onFailed?.(result.failure);
    }
  }

  /** Once a blank field gets real text, its "spaces alone" message and invalid mark go. */
  function handleInput(event: FormEvent<HTMLFormElement>) {
    const control = event.target;
    const isText = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement;
    if (!isText) return;
    if (control.validity.customError) flagBlankField(control, blankMessage);
    if (control.validity.valid) control.removeAttribute("aria-invalid");
  }

  /** Sends the form again, through the same validation and guard as the submit button. */
  function retry() {
    if (inFlight.current || !formRef.current) return;
    flagBlanks();
    formRef.current.requestSubmit();
  }

  return { state, formRef, handleSubmit, handleInput, flagBlanks, retry };
}
