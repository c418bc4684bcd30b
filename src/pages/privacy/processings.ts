/**
 * What the privacy policy says about each processing, computed from what the build contains
 * and nothing else: the contact form's endpoint (or its simulated send), the telemetry
 * collector (or none), the video host, the theme choice's storage, the self-hosted fonts and
 * images. The build checks every origin its content-security policy allows against the
 * origins declared here (builder/privacy-coverage.ts), so the policy cannot miss one. Pure data: the page
 * renders it, the build checks it.
 */
import type { ProcessingId } from "../../content/ids.ts";
import type { ContactDeliveryConfig } from "../../features/contact/contact-env.ts";
import type { TelemetryConfig } from "../../features/telemetry/telemetry-env.ts";
import { themeStorageKey } from "../../features/theme/theme-store.ts";
import { youtubeOrigin } from "../../lib/youtube.ts";

export type { ProcessingId };

/** EU and EEA member states (ISO 3166): a recipient elsewhere is a transfer (GDPR Chapter V). */
const euEea = new Set(
  (
    "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE " + "IS LI NO"
  ).split(" "),
);

export interface Recipient {
  /** The host the browser sends the data to. */
  host: string;
  /** ISO 3166 code, or "" when the configuration does not say (only on placeholder builds). */
  country: string;
  /** True outside the EU/EEA, null when the country is not known. */
  outsideEu: boolean | null;
}

export interface Processing {
  id: ProcessingId;
  /** Origins other than the site's own that this processing contacts (the CSP must match). */
  origins: string[];
  recipient?: Recipient;
  /** Who receives the data when it is not a host the browser calls (the hosting provider). */
  provider?: string;
  /** For the contact form: does this build send the message anywhere? */
  sends?: boolean;
  /** For the theme: the localStorage key, written only when the visitor chooses. */
  storageKey?: string;
  /** For telemetry: the share of page loads that send anything. */
  sampleRate?: number;
}

export interface BuildFacts {
  contact: ContactDeliveryConfig | null;
  telemetry: TelemetryConfig | null;
  contactCountry: string;
  telemetryCountry: string;
  hostingProvider: string;
}

function recipientOf(endpoint: string, country: string): Recipient {
  return {
    host: new URL(endpoint).host,
    country,
    outsideEu: country ? !euEea.has(country) : null,
  };
}

/** Every processing this build does, in the policy's order; telemetry only when it is built. */
export function processingsOf(facts: BuildFacts): Processing[] {
  const { contact, telemetry } = facts;
  return [
    { id: "hosting", origins: [], provider: facts.hostingProvider },
    contact
      ? {
          id: "contact",
          origins: [contact.origin],
          recipient: recipientOf(contact.endpoint, facts.contactCountry),
          sends: true,
        }
      : { id: "contact", origins: [], sends: false },
    ...(telemetry
      ? [
          {
            id: "telemetry",
            origins: [telemetry.origin],
            recipient: recipientOf(telemetry.endpoint, facts.telemetryCountry),
            sampleRate: telemetry.sampleRate,
          } satisfies Processing,
        ]
      : []),
    {
      id: "video",
      origins: [youtubeOrigin],
      recipient: { host: new URL(youtubeOrigin).host, country: "US", outsideEu: true },
    },
    { id: "theme", origins: [], storageKey: themeStorageKey },
    { id: "selfHosted", origins: [] },
  ];
}
