import { honeypotFieldName } from "../fields";

const id = "contact-ref";

/**
 * A spam trap: a plain text field that bots filling every input will fill. People never
 * meet it: it sits off-screen (not display:none or type=hidden, which bots know to skip),
 * assistive technology is told to ignore it, it is out of the tab order, and its name and
 * autocomplete="off" keep autofill away. A filled trap gets a fake success (see the form).
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px]">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={honeypotFieldName} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
