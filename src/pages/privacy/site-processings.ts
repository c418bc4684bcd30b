import { operator } from "../../config/operator";
import { processingsOf } from "./processings";

/** What this build does, as the privacy policy lists it: the same facts the build checked. */
export const siteProcessings = processingsOf({
  contact: __CONTACT_DELIVERY__,
  telemetry: __TELEMETRY__,
  ...operator,
});
