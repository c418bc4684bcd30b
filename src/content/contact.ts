import type { PageMeta } from "./types";

export const contactMeta = {
  title: "Contact",
  description:
    "Get in touch to book a demo or ask about AI-powered, composable observability for your systems, on-prem or in the cloud.",
  path: "/contact",
} satisfies PageMeta;

export const contactPage = {
  back: "Back to Home",
  title: "Get in Touch",
  intro:
    "Tell us about your systems and what you want to see. We'll show you how the platform fits, on-prem or in the cloud.",
  emailTitle: "Email Us",
  emailText: "Prefer e-mail? Write to us directly and a real person will answer.",
  formTitle: "Send us a message",
  formIntro: "Fields marked with an asterisk (*) are required.",
  /** The live region toasts appear in; Alt+T is sonner's shortcut to the latest one. */
  notifications: "Notifications alt+T",
} as const;

export type ContactFieldName =
  "firstName" | "lastName" | "email" | "company" | "subject" | "message";

export interface ContactField {
  name: ContactFieldName;
  label: string;
  type: "text" | "email" | "textarea";
  required: boolean;
  autoComplete: string;
  placeholder: string;
  /** Half-width on wide screens, so first and last name share a row. */
  half?: boolean;
}

export const contactFields = [
  {
    name: "firstName",
    label: "First name",
    type: "text",
    required: true,
    autoComplete: "given-name",
    placeholder: "Jane",
    half: true,
  },
  {
    name: "lastName",
    label: "Last name",
    type: "text",
    required: true,
    autoComplete: "family-name",
    placeholder: "Doe",
    half: true,
  },
  {
    name: "email",
    label: "Email",
    type: "email",
    required: true,
    autoComplete: "email",
    placeholder: "jane@company.com",
    half: true,
  },
  {
    name: "company",
    label: "Company",
    type: "text",
    required: false,
    autoComplete: "organization",
    placeholder: "Your company",
    half: true,
  },
  {
    name: "subject",
    label: "Subject",
    type: "text",
    required: true,
    autoComplete: "off",
    placeholder: "How can we help?",
  },
  {
    name: "message",
    label: "Message",
    type: "textarea",
    required: true,
    autoComplete: "off",
    placeholder: "Tell us about your requirements...",
  },
] satisfies ContactField[];

export const contactForm = {
  submit: "Send Message",
  sending: "Sending...",
  optional: "(optional)",
  /** Simulated delivery time from the specification. */
  submitDelayMs: 1000,
  toastTitle: "Message sent!",
  toastText: "We'll get back to you within 24 hours.",
} as const;

/** Copy for the field limits and the whitespace check (both modes). */
export const contactLimitsCopy = {
  /** Shown instead of the browser's "fill in this field" when only spaces were typed. */
  blankField: "Please type something here; spaces alone don't count.",
  charactersLeft: (remaining: number) =>
    remaining === 1 ? "1 character left" : `${remaining.toLocaleString("en-US")} characters left`,
  limitReached: (max: number) =>
    `You've reached the ${max.toLocaleString("en-US")}-character limit.`,
} as const;

export type ContactFailureKind = "network" | "timeout" | "rejected" | "server";

/**
 * Copy for real delivery (only when CONTACT_ENDPOINT is set): what went wrong in plain words,
 * and what the visitor can do about it.
 */
export const contactDeliveryCopy = {
  failureTitle: "Your message was not sent",
  failures: {
    network: "We couldn't reach our server. Please check your internet connection.",
    timeout:
      "Our server didn't answer within 10 seconds, so we stopped waiting. It may still have arrived; if you retry, we might get it twice.",
    rejected: "Our server turned the message down. This is most likely a problem on our side.",
    server: "Our server had a problem and couldn't accept the message.",
  } satisfies Record<ContactFailureKind, string>,
  kept: "Everything you typed is still in the form.",
  retry: "Try again",
  retrying: "Sending...",
  emailInstead: "Or e-mail us instead",
  /** The prefilled e-mail a visitor can send when delivery fails. */
  mailto: {
    name: "Name",
    company: "Company",
    email: "E-mail",
  },
  honeypotLabel: "Leave this field empty",
} as const;
