import type { ContactFailureKind } from "../../content/ids";
import { fill } from "../../i18n/format";
import type { ContactDeliveryConfig, ContactEncoding } from "./contact-env";
import type { ContactMessage } from "./fields";

export type DeliveryFailure =
  | { kind: Extract<ContactFailureKind, "network" | "timeout"> }
  | { kind: Extract<ContactFailureKind, "rejected" | "server">; status: number };

export type DeliveryResult = { ok: true } | { ok: false; failure: DeliveryFailure };

/** How long a visitor waits for the endpoint before we give up and say so. */
export const deliveryTimeoutMs = 10_000;

export interface EncodedMessage {
  body: string;
  contentType: string;
}

/**
 * What a message carries besides what the visitor typed, as flat fields after the six:
 * the page's language, say. Never anything the visitor did not see or choose.
 */
export type MessageContext = Record<string, string>;

/** The request body in the endpoint's encoding; both keep the fields in the form's order. */
export function encodeContactMessage(
  message: ContactMessage,
  encoding: ContactEncoding,
  context: MessageContext = {},
): EncodedMessage {
  const fields = { ...message, ...context };
  return encoding === "form"
    ? {
        body: new URLSearchParams(fields).toString(),
        contentType: "application/x-www-form-urlencoded;charset=UTF-8",
      }
    : { body: JSON.stringify(fields), contentType: "application/json" };
}

/** 4xx: the endpoint refused this message; anything else that is not 2xx: its own problem. */
export function failureForStatus(status: number): DeliveryFailure {
  return { kind: status >= 400 && status < 500 ? "rejected" : "server", status };
}

interface DeliverOptions {
  context?: MessageContext;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * POSTs the message once. Resolves (never rejects) with what happened, so the form can keep
 * every value and explain the failure instead of losing the visitor's text to an exception.
 */
export async function deliverContactMessage(
  config: Pick<ContactDeliveryConfig, "endpoint" | "encoding">,
  message: ContactMessage,
  { context, timeoutMs = deliveryTimeoutMs, fetchImpl = fetch }: DeliverOptions = {},
): Promise<DeliveryResult> {
  const { body, contentType } = encodeContactMessage(message, config.encoding, context);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(config.endpoint, {
      method: "POST",
      // Accept: hosted form services answer JSON instead of redirecting to a thank-you page.
      // Both headers are CORS-safelisted for form encoding, so that POST needs no preflight.
      headers: { "Content-Type": contentType, Accept: "application/json" },
      body,
      signal: controller.signal,
      // No cookies or cache: the endpoint is usually another origin and the POST unique.
      credentials: "omit",
      cache: "no-store",
    });
    return response.ok ? { ok: true } : { ok: false, failure: failureForStatus(response.status) };
  } catch {
    // Only our timer aborts the request; every other rejection is the network.
    return { ok: false, failure: { kind: controller.signal.aborted ? "timeout" : "network" } };
  } finally {
    clearTimeout(timer);
  }
}

export interface FailureTexts {
  failures: Record<ContactFailureKind, string>;
  /** With `{status}`, the HTTP status: "Error code {status}." */
  errorCode: string;
}

/** What went wrong, in plain words (the locale's), with the HTTP status when there was one. */
export function describeFailure(failure: DeliveryFailure, texts: FailureTexts): string {
  const text = texts.failures[failure.kind];
  return "status" in failure
    ? `${text} (${fill(texts.errorCode, { status: failure.status })})`
    : text;
}
