import type { ContactMessage } from "./fields";

export interface MailtoLabels {
  name: string;
  company: string;
  email: string;
}

/**
 * A mailto: link with the visitor's message prefilled, for when delivery fails. Every part is
 * percent-encoded (RFC 6068), and lines end in CRLF as mail expects. Very long messages may be
 * cut short by some mail programs; the form still holds the full text.
 */
export function buildContactMailto(
  to: string,
  message: ContactMessage,
  labels: MailtoLabels,
): string {
  const name = `${message.firstName} ${message.lastName}`.trim();
  const lines = [
    `${labels.name}: ${name}`,
    ...(message.company ? [`${labels.company}: ${message.company}`] : []),
    `${labels.email}: ${message.email}`,
    "",
    message.message,
  ];
  const body = lines.join("\n").replace(/\r?\n/g, "\r\n");
  return `mailto:${to}?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(body)}`;
}
