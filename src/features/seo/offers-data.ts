import type { Graph, Offer, Product } from "schema-dts";
import type { Locale } from "../../i18n/locales";
import { absoluteUrl } from "./seo-config";
import type { StructuredDataSite } from "./structured-data";

export interface StructuredDataOffer {
  name: string;
  description: string;
  /** A unit price, before tax, and what it is for ("per GB of logs"). */
  price?: { amount: number; currency: string; unit: string };
}

/**
 * A pricing page's plans as schema.org's Product with an Offer per plan, each quoting its
 * unit price before tax (a plan that is "talk to us" has no price). Part of the WebPage.
 */
export function offersData(
  site: StructuredDataSite,
  page: { path: string; locale: Locale; anchor: string; offers: readonly StructuredDataOffer[] },
): Graph {
  const url = absoluteUrl(site.url, page.path);
  const product: Product = {
    "@type": "Product",
    "@id": `${url}#${page.anchor}`,
    name: site.name,
    url,
    brand: { "@type": "Brand", name: site.name },
    subjectOf: { "@id": `${url}#webpage` },
    offers: page.offers.map((offer): Offer => ({
      "@type": "Offer",
      name: offer.name,
      description: offer.description,
      url: `${url}#${page.anchor}`,
      ...(offer.price
        ? {
            priceCurrency: offer.price.currency,
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: offer.price.amount,
              priceCurrency: offer.price.currency,
              unitText: offer.price.unit,
              valueAddedTaxIncluded: false,
            },
          }
        : {}),
    })),
  };
  return { "@context": "https://schema.org", "@graph": [product] };
}
