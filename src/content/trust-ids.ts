// The trust center's ids that code and content share (see ids.ts): the certifications'
// statuses, and which of the privacy policy's processings hand data to someone else.
import type { ProcessingId } from "./ids.ts";

export const certificationStatuses = ["certified", "in-audit", "planned"] as const;
export type CertificationStatus = (typeof certificationStatuses)[number];

/** The processings that hand data to someone else: the website's sub-processors. */
export const processorProcessingIds = [
  "hosting",
  "contact",
  "email",
  "telemetry",
  "video",
] as const satisfies readonly ProcessingId[];
export type ProcessorProcessingId = (typeof processorProcessingIds)[number];
