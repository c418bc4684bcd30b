/**
 * The website's sub-processors as the trust center lists them: the processings of the
 * privacy policy (processings.ts) that hand data to someone else, each with its host or
 * provider and country. Both pages read the same build facts, so the trust center cannot
 * name a company or country the privacy policy does not, nor miss one. Pure data: the page
 * and its Markdown twin render it.
 */
import { processorProcessingIds, type ProcessorProcessingId } from "../../content/trust-ids.ts";
import type { TrustContent } from "../../content/trust-schema.ts";
import type { Locale } from "../../i18n/locales.ts";
import { countryName } from "../privacy/policy-sections.ts";
import type { Processing } from "../privacy/processings.ts";

export interface SiteProcessorRow {
  id: ProcessorProcessingId;
  /** The host the browser sends to, or the hosting provider as configured. */
  name: string;
  purpose: string;
  /** The recipient's country in the page's language; null where the provider names it. */
  location: string | null;
}

const isProcessor = (id: string): id is ProcessorProcessingId =>
  (processorProcessingIds as readonly string[]).includes(id);

export function siteProcessorRows(
  processings: readonly Processing[],
  copy: TrustContent["siteProcessors"],
  locale: Locale,
): SiteProcessorRow[] {
  return processings.flatMap((processing): SiteProcessorRow[] => {
    const { id, recipient, provider } = processing;
    if (!isProcessor(id)) return [];
    const purpose = copy.purposes[id];
    if (recipient) {
      const location = recipient.country
        ? countryName(recipient.country, locale)
        : copy.unknownCountry;
      return [{ id, name: recipient.host, purpose, location }];
    }
    // The contact form of a build that sends nothing hands nothing to anyone.
    return provider ? [{ id, name: provider, purpose, location: null }] : [];
  });
}
