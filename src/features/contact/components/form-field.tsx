import type { ContactContent } from "../../../content/schema";
import { cn } from "../../../lib/cn";
import { contactFieldLimits, type ContactFieldSpec } from "../fields";
import { TextareaWithCount } from "./textarea-with-count";

interface FormFieldProps {
  field: ContactFieldSpec;
  copy: { label: string; placeholder: string };
  optionalLabel: string;
  limits: ContactContent["limits"];
  disabled?: boolean;
}

const controlClass =
  "block w-full rounded-xl border border-field bg-page/60 px-3.5 py-2.5 text-base text-heading placeholder:text-fg-subtle transition-colors hover:border-field-hover focus-visible:border-accent user-invalid:border-danger-line disabled:opacity-70";

export function FormField({ field, copy, optionalLabel, limits, disabled }: FormFieldProps) {
  const id = `contact-${field.name}`;
  const common = {
    id,
    name: field.name,
    required: field.required,
    autoComplete: field.autoComplete,
    placeholder: copy.placeholder,
    maxLength: contactFieldLimits[field.name],
    // readOnly, not disabled, while sending: disabled fields would drop out of the form data
    // and lose focus; the values must stay exactly as typed.
    readOnly: disabled,
    className: controlClass,
  };
  return (
    <div className={cn(field.half ? "sm:col-span-1" : "sm:col-span-2")}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg-soft">
        {copy.label}
        {field.required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        ) : (
          // One text node with its space: Chromium leaves a lone whitespace node out of the
          // field's accessible name, which would read "Company(optional)".
          <span className="font-normal text-fg-subtle">{` ${optionalLabel}`}</span>
        )}
      </label>
      {field.type === "textarea" ? (
        <TextareaWithCount
          rows={5}
          limits={limits}
          {...common}
          className={cn(common.className, "resize-y")}
        />
      ) : (
        <input type={field.type} {...common} />
      )}
    </div>
  );
}
