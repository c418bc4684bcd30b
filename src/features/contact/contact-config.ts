import type { ContactDeliveryConfig } from "./contact-env";

// Filled in by vite.config.ts from CONTACT_ENDPOINT and CONTACT_ENCODING (see contact-env.ts).
declare const __CONTACT_DELIVERY__: ContactDeliveryConfig | null;

/**
 * Where messages go, or null for the specification's simulated send. A build-time constant,
 * so a build without an endpoint drops the delivery code entirely.
 */
export const contactDelivery: ContactDeliveryConfig | null = __CONTACT_DELIVERY__;
