import { contactFieldNames, type ContactFieldName } from "../../content/ids";

/** The six values a visitor sends, trimmed. */
export type ContactMessage = Record<ContactFieldName, string>;

/** What each field is, besides its words (the locale's contact.json has those). */
export interface ContactFieldSpec {
  name: ContactFieldName;
  type: "text" | "email" | "textarea";
  required: boolean;
  autoComplete: string;
  /** Half-width on wide screens, so first and last name share a row. */
  half?: boolean;
}

/** The form's fields, in order; required and type are the specification's. */
export const contactFieldSpecs = [
  { name: "firstName", type: "text", required: true, autoComplete: "given-name", half: true },
  { name: "lastName", type: "text", required: true, autoComplete: "family-name", half: true },
  { name: "email", type: "email", required: true, autoComplete: "email", half: true },
  { name: "company", type: "text", required: false, autoComplete: "organization", half: true },
  { name: "subject", type: "text", required: true, autoComplete: "off" },
  { name: "message", type: "textarea", required: true, autoComplete: "off" },
] as const satisfies readonly ContactFieldSpec[];

/**
 * Maximum lengths (UTF-16 code units, as maxlength counts them). Generous for real people,
 * small enough that an endpoint never receives a novel: 254 is the longest deliverable
 * e-mail address (RFC 5321), 5,000 characters is about two pages of text.
 */
export const contactFieldLimits = {
  firstName: 100,
  lastName: 100,
  email: 254,
  company: 100,
  subject: 150,
  message: 5000,
} as const satisfies Record<ContactFieldName, number>;

/** The message shows how many characters are left from this share of its limit on. */
export const countdownFromRatio = 0.8;

/**
 * Name of the spam trap. Not a word that browsers' or password managers' autofill heuristics
 * recognise (name, email, url, phone, address...), so a real visitor's browser never fills it.
 */
export const honeypotFieldName = "contact_ref";

/** Line breaks as one "\n" (the browser may hand over "\r\n"), no outer whitespace. */
export function normaliseValue(value: string): string {
  return value.replace(/\r\n?/g, "\n").trim();
}

/** What the visitor typed, trimmed; the form's own values are left untouched. */
export function readContactMessage(form: HTMLFormElement): ContactMessage {
  const data = new FormData(form);
  const read = (name: ContactFieldName) => {
    const value = data.get(name);
    return typeof value === "string" ? normaliseValue(value) : "";
  };
  return Object.fromEntries(contactFieldNames.map((name) => [name, read(name)])) as ContactMessage;
}

/** True when the (off-screen) spam trap holds anything: only bots fill it. */
export function isHoneypotFilled(form: HTMLFormElement): boolean {
  const trap = form.elements.namedItem(honeypotFieldName);
  return trap instanceof HTMLInputElement && trap.value !== "";
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

function isTextControl(element: Element): element is TextControl {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
}

/**
 * A required field holding only spaces fails validation with a friendly message; any other
 * value clears that message. Empty fields are left to the browser's own "required" check.
 * Returns whether the field is blank in this sense.
 */
export function flagBlankField(control: Element, message: string): boolean {
  if (!isTextControl(control) || !control.required) return false;
  const blank = control.value !== "" && control.value.trim() === "";
  control.setCustomValidity(blank ? message : "");
  return blank;
}

/** flagBlankField for every field of the form; true if any is blank. */
export function flagBlankFields(form: HTMLFormElement, message: string): boolean {
  let anyBlank = false;
  for (const control of Array.from(form.elements)) {
    anyBlank = flagBlankField(control, message) || anyBlank;
  }
  return anyBlank;
}
