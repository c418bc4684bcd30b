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
  /** A mailto: or https: address the page links the value to. */
  href?: string;
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

/** A company with its country, as a list of recipients names it in this language. */
export function companyIn(recipient: Recipient, locale: Locale): string {
  if (!recipient.country) return recipient.company;
  const country = countryName(recipient.country, locale);
  return locale === "ja"
    ? `${recipient.company}（${country}）`
    : `${recipient.company} (${country})`;
}

/** Whether data leave the EU/EEA, and on what ground, for each recipient outside it. */
function transferOf(recipients: readonly Recipient[], copy: PrivacyContent, locale: Locale) {
  if (recipients.some((recipient) => recipient.outsideEu === null)) return copy.facts.unknown;
  const abroad = recipients.filter((recipient) => recipient.outsideEu);
  if (abroad.length === 0) {
    const countries = [...new Set(recipients.map((r) => countryName(r.country, locale)))];
    return fill(copy.facts.inside, { country: countries.join(", ") });
  }
  return abroad
    .map((recipient) => {
      const country = countryName(recipient.country, locale);
      return recipient.transfer === "dpf"
        ? fill(copy.facts.dpf, { company: recipient.company, country })
        : fill(copy.facts.outside, { country });
    })
    .join(" ");
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
    // Who receives the data: the companies (with their countries), or no one.
    if (processing.recipients.length > 0) {
      recipientFacts.push({
        label: facts.recipient,
        value: processing.recipients.map((each) => companyIn(each, locale)).join("; "),
      });
      recipientFacts.push({
        label: facts.transfer,
        value: transferOf(processing.recipients, copy, locale),
      });
    } else if (processing.id === "contact" || processing.id === "theme") {
      recipientFacts.push({ label: facts.recipient, value: facts.none });
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
