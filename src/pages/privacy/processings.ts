/**
 * What the privacy policy says about each processing, computed from what the build contains
 * and nothing else: the contact form's endpoint (or its simulated send), the operator's mail
 * host, the telemetry collector (or none), the video host, the theme choice's storage, the
 * self-hosted fonts and images. The build checks every origin its content-security policy
 * allows against the origins declared here (builder/privacy-coverage.ts), so the policy
 * cannot miss one. Pure data: the policy, its Japanese section and the trust center's list
 * of sub-processors (`recipientsOf`) all read it, so they cannot disagree.
 */
import type { OperatorEnv } from "../../config/operator-env.ts";
import type { ProcessingId } from "../../content/ids.ts";
import type { ContactDeliveryConfig } from "../../features/contact/contact-env.ts";
import type { TelemetryConfig } from "../../features/telemetry/telemetry-env.ts";
import { themeStorageKey } from "../../features/theme/theme-store.ts";
import { youtubeOrigin } from "../../lib/youtube.ts";

export type { ProcessingId };

/** EU and EEA member states (ISO 3166): a recipient elsewhere is a transfer (GDPR Chapter V). */
export const euEea = new Set(
  (
    "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE " + "IS LI NO"
  ).split(" "),
);

/**
 * A company that receives data. A processor acts on the operator's behalf under a contract
 * (Art. 28 GDPR; 委託 under the APPI, not a provision to a third party); a controller
 * receives it for its own purposes, straight from the visitor's browser (the video).
 */
export interface Recipient {
  /** The company, or the host when the configuration names no company (a form service). */
  company: string;
  /** The host the browser sends the data to, when the browser sends it. */
  host?: string;
  /** ISO 3166 code, or "" when the configuration does not say (only on placeholder builds). */
  country: string;
  /** True outside the EU/EEA, null when the country is not known. */
  outsideEu: boolean | null;
  role: "processor" | "controller";
  /** The legal ground of a transfer outside the EU/EEA the build knows of. */
  transfer?: "dpf";
}

export interface Processing {
  id: ProcessingId;
  /** Origins other than the site's own that this processing contacts (the CSP must match). */
  origins: string[];
  /** Who receives the data; [] when it stays in the browser or goes nowhere. */
  recipients: Recipient[];
  /** For the contact form: does this build send the message anywhere? */
  sends?: boolean;
  /** For the theme: the localStorage key, written only when the visitor chooses. */
  storageKey?: string;
  /** For telemetry: the share of page loads that send anything. */
  sampleRate?: number;
  /** The data reach the operator (not only a third party or the visitor's own browser). */
  operatorReceives: boolean;
}

export type BuildFacts = {
  contact: ContactDeliveryConfig | null;
  telemetry: TelemetryConfig | null;
} & Pick<
  OperatorEnv,
  | "contactCountry"
  | "telemetryCountry"
  | "hostingProvider"
  | "hostingCountry"
  | "mailProvider"
  | "mailCountry"
>;

const outside = (country: string) => (country ? !euEea.has(country) : null);

function processor(company: string, country: string, host?: string): Recipient {
  return {
    company,
    ...(host ? { host } : {}),
    country,
    outsideEu: outside(country),
    role: "processor",
  };
}

const hostOf = (endpoint: string) => new URL(endpoint).host;

/** The video's recipients: YouTube is Google Ireland's service in Europe, with Google LLC. */
export const videoRecipients: Recipient[] = [
  {
    company: "Google Ireland Limited",
    host: new URL(youtubeOrigin).host,
    country: "IE",
    outsideEu: false,
    role: "controller",
  },
  { company: "Google LLC", country: "US", outsideEu: true, role: "controller", transfer: "dpf" },
];

/** Every processing this build does, in the policy's order; telemetry only when it is built. */
export function processingsOf(facts: BuildFacts): Processing[] {
  const { contact, telemetry } = facts;
  return [
    {
      id: "hosting",
      origins: [],
      recipients: [processor(facts.hostingProvider, facts.hostingCountry)],
      operatorReceives: true,
    },
    contact
      ? {
          id: "contact",
          origins: [contact.origin],
          recipients: [
            processor(hostOf(contact.endpoint), facts.contactCountry, hostOf(contact.endpoint)),
          ],
          sends: true,
          operatorReceives: true,
        }
      : { id: "contact", origins: [], recipients: [], sends: false, operatorReceives: false },
    {
      id: "email",
      origins: [],
      recipients: [processor(facts.mailProvider, facts.mailCountry)],
      operatorReceives: true,
    },
    ...(telemetry
      ? [
          {
            id: "telemetry",
            origins: [telemetry.origin],
            recipients: [
              processor(
                hostOf(telemetry.endpoint),
                facts.telemetryCountry,
                hostOf(telemetry.endpoint),
              ),
            ],
            sampleRate: telemetry.sampleRate,
            operatorReceives: true,
          } satisfies Processing,
        ]
      : []),
    { id: "video", origins: [youtubeOrigin], recipients: videoRecipients, operatorReceives: false },
    {
      id: "theme",
      origins: [],
      recipients: [],
      storageKey: themeStorageKey,
      operatorReceives: false,
    },
    { id: "selfHosted", origins: [], recipients: [], operatorReceives: true },
  ];
}

/**
 * Everyone this build passes data to, once each, with the processings they receive: the
 * policy's recipients as a list (a trust center's sub-processors are the processors).
 */
export function recipientsOf(
  processings: readonly Processing[],
): (Recipient & { processings: ProcessingId[] })[] {
  const byCompany = new Map<string, Recipient & { processings: ProcessingId[] }>();
  for (const processing of processings) {
    for (const recipient of processing.recipients) {
      const key = `${recipient.company}|${recipient.country}`;
      const known = byCompany.get(key);
      if (known) known.processings.push(processing.id);
      else byCompany.set(key, { ...recipient, processings: [processing.id] });
    }
  }
  return [...byCompany.values()];
}
