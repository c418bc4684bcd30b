import { pricingPageName } from "../../content/composed";
import { useFooterPages } from "../../i18n/copy-context";

/**
 * The pricing page of this language, for the header's and the drawer's link: the composed
 * page named `pricing` (content/<locale>/pages/pricing.json), which is in the footer too.
 * A language without one has no link.
 */
export const usePricingPage = () => useFooterPages().find((page) => page.name === pricingPageName);
