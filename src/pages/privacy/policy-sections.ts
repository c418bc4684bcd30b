/**
 * The privacy policy's generated part as data: one section per processing the build does,
 * with its facts (purpose, legal basis, recipient, transfer, retention) and, where the build
 * knows them, the exact fields sent. The page renders it (processing-sections.tsx)
 * and so does the Markdown twin (builder/agents/legal-twins.ts), so the two cannot differ.
 */
import { contactFieldNames, estimateFieldNames } from "../../content/ids.ts";
import type { PrivacyContent } from "../../content/legal-schema.ts";
import {
  eventFields,
  everyRecordFields,
  resourceFields,
} from "../../features/telemetry/record-fields.ts";
import { fill } from "../../i18n/format.ts";
import type { Locale } from "../../i18n/locales.ts";
import { campaignTags } from "../../lib/campaign-tags.ts";
import { paragraphsOf } from "../../lib/paragraphs.ts";
import type { Processing, Recipient } from "./processings.ts";

export interface PolicyFact {
  label: string;
  value: string;
}

/** A list of what is sent: a caption, then rows of a name, a description and field names. */
export interface PolicyFieldList {
  caption: string;
  rows: { name: string; description?: string; fields: readonly string[] }[];
}

export interface PolicySection {
  /** The fragment id of its heading: `privacy-contact`. */
  id: string;
  title: string;
  paragraphs: string[];
  facts: PolicyFact[];
  fieldLists: PolicyFieldList[];
}

export function countryName(code: string, locale: Locale): string {
  return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
}

function transferOf(recipient: Recipient, copy: PrivacyContent, locale: Locale) {
  if (recipient.outsideEu === null) return copy.facts.unknown;
  const country = countryName(recipient.country, locale);
  return fill(recipient.outsideEu ? copy.facts.outside : copy.facts.inside, { country });
}

const percent = (rate: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(rate);

/** The sections of the processings a build does, in the language of `copy`. */
export function processingSections(
  processings: readonly Processing[],
  copy: PrivacyContent,
  locale: Locale,
): PolicySection[] {
  return processings.map((processing) => {
    const words = copy.processings[processing.id];
    const { facts } = copy;
    const paragraphs = paragraphsOf(words.text);
    const fieldLists: PolicyFieldList[] = [];
    const recipient = processing.recipient;
    const recipientFacts: PolicyFact[] = [];
    if (processing.id === "contact" && !processing.sends) {
      paragraphs.splice(0, paragraphs.length, ...paragraphsOf(copy.contact.simulated));
    }
    if (processing.id === "contact" && processing.sends) {
      const campaign = ["landing_page", "referrer_origin", ...campaignTags];
      fieldLists.push({
        caption: copy.contact.fields,
        rows: [
          { name: "", fields: contactFieldNames },
          { name: "", description: copy.contact.campaign, fields: campaign },
          { name: "", description: copy.contact.estimate, fields: estimateFieldNames },
        ],
      });
    }
    if (processing.id === "telemetry") {
      paragraphs.push(...paragraphsOf(copy.telemetry.signals));
      if (processing.sampleRate !== undefined && processing.sampleRate < 1) {
        paragraphs.push(
          fill(copy.telemetry.sample, { percent: percent(processing.sampleRate, locale) }),
        );
      }
      fieldLists.push({
        caption: facts.data,
        rows: [
          { name: copy.telemetry.resource, fields: resourceFields },
          { name: copy.telemetry.every, fields: everyRecordFields },
          ...Object.entries(eventFields).map(([event, fields]) => ({
            name: event,
            description: copy.telemetry.events[event as keyof typeof eventFields],
            fields,
          })),
        ],
      });
    }
    if (processing.id === "theme" && processing.storageKey) {
      paragraphs.push(fill(copy.theme.key, { key: processing.storageKey }));
    }
    // Who receives the data: a host the browser sends it to, the hosting provider, or no one.
    const receiver = recipient?.host ?? processing.provider;
    if (receiver) recipientFacts.push({ label: facts.recipient, value: receiver });
    else if (processing.id === "contact" || processing.id === "theme") {
      recipientFacts.push({ label: facts.recipient, value: facts.none });
    }
    if (recipient) {
      recipientFacts.push({ label: facts.transfer, value: transferOf(recipient, copy, locale) });
    }
    // A form that sends nothing processes nothing: a purpose, a legal basis and a retention
    // period would contradict "no one receives it", so that section states only the latter.
    const processes = processing.id !== "contact" || processing.sends;
    return {
      id: `privacy-${processing.id}`,
      title: words.title,
      paragraphs,
      facts: processes
        ? [
            { label: facts.purpose, value: words.purpose },
            { label: facts.basis, value: words.basis },
            ...recipientFacts,
            { label: facts.retention, value: words.retention },
          ]
        : recipientFacts,
      fieldLists,
    };
  });
}
