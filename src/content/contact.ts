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
