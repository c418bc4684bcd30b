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
  /** The company that receives the data, named as the privacy policy names it. */
  name: string;
  purpose: string;
  /** The recipient's country in the page's language, or the content's "not configured". */
  location: string;
}

const isProcessor = (id: string): id is ProcessorProcessingId =>
  (processorProcessingIds as readonly string[]).includes(id);

export function siteProcessorRows(
  processings: readonly Processing[],
  copy: TrustContent["siteProcessors"],
  locale: Locale,
): SiteProcessorRow[] {
  // A contact form that sends nothing has no recipient, so no row.
  return processings.flatMap(({ id, recipients }): SiteProcessorRow[] =>
    isProcessor(id)
      ? recipients.map((recipient) => ({
          id,
          name: recipient.company,
          purpose: copy.purposes[id],
          location: recipient.country
            ? countryName(recipient.country, locale)
            : copy.unknownCountry,
        }))
      : [],
  );
}
