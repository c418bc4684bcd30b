import { useRef, useState, type FormEvent } from "react";

export type ContactFormStatus = "idle" | "sending";

interface UseContactFormOptions {
  /** Resolves when the message is delivered. */
  send: (data: FormData) => Promise<void>;
  onSent: () => void;
}

/**
 * idle -> sending -> idle. A ref guards against a second submit (a double click or Enter)
 * in the moment before React re-renders the disabled button.
 */
export function useContactForm({ send, onSent }: UseContactFormOptions) {
  const [status, setStatus] = useState<ContactFormStatus>("idle");
  const inFlight = useRef(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    inFlight.current = true;
    setStatus("sending");
    try {
      await send(new FormData(form));
      form.reset();
      onSent();
    } finally {
      inFlight.current = false;
      setStatus("idle");
    }
  }

  return { status, handleSubmit };
}
