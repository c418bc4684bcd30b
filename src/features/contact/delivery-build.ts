/**
 * Whether this build delivers messages (CONTACT_ENDPOINT): the literal true or false, for
 * code elsewhere that only a delivering build needs. A module of its own, so that using it
 * does not pull the endpoint's settings into the importer's chunk.
 */
export const contactDeliveryBuild: boolean = __CONTACT_DELIVERY__ !== null;
