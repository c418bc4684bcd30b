import type { ContactDeliveryConfig } from "./contact-env";

/**
 * Where messages go, or null for the specification's simulated send. A build-time constant,
 * so a build without an endpoint drops the delivery code entirely.
 */
export const contactDelivery: ContactDeliveryConfig | null = __CONTACT_DELIVERY__;
