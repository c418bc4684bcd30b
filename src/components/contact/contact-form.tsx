import { Send } from "lucide-react";
import { toast } from "sonner";
import { contactFields, contactForm } from "../../content/contact";
import { simulateSend } from "../../lib/simulate-send";
import { Button } from "../ui/button";
import { FormField } from "./form-field";
import { useContactForm } from "./use-contact-form";

export function ContactForm() {
  const { status, handleSubmit } = useContactForm({
    send: () => simulateSend(contactForm.submitDelayMs),
    onSent: () => toast.success(contactForm.toastTitle, { description: contactForm.toastText }),
  });
  const sending = status === "sending";

  return (
    // method="post": without JavaScript, what the visitor typed never ends up in a URL.
    <form
      method="post"
      onSubmit={handleSubmit}
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
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="size-4" />
          {sending ? contactForm.sending : contactForm.submit}
        </Button>
      </div>
    </form>
  );
}
