// The ids that the price list's content and the calculator's code share: content holds the
// words and the numbers for each, code the order, the bounds and the formulas. Plain values,
// so the browser may import them (the schema, build-time only, builds on them).

/** The currencies a price list may be in: each market's own (docs/pricing.md). */
export const currencies = ["USD", "EUR", "JPY"] as const;
export type Currency = (typeof currencies)[number];

/** The cloud regions the platform runs in, each with its own price factor. */
export const regionIds = ["eu-central", "us-east", "ap-northeast"] as const;
export type RegionId = (typeof regionIds)[number];

/** Where an estimate runs: one of the cloud regions, or the buyer's own data centre. */
export const onPrem = "on-prem";
export type Deployment = RegionId | typeof onPrem;
export const deployments: readonly Deployment[] = [...regionIds, onPrem];

/** The signals an estimate prices, in the order its breakdown lists them. */
export const signalIds = ["logs", "traces", "metrics"] as const;
export type SignalId = (typeof signalIds)[number];

/** The retention a visitor may choose, in days: what the storage tiers are built for. */
export const retentionDays = [7, 15, 30, 60, 90, 180, 365] as const;

/**
 * The coefficients an on-prem cluster is sized from (sizing.ts); the price list gives each
 * its value, unit and reason, so the numbers are content that engineering signs off.
 */
export const sizingIds = [
  "ingestPerVcpu",
  "seriesPerVcpu",
  "queryHeadroom",
  "memoryPerVcpu",
  "compression",
  "metricsKbPerSeriesDay",
  "replicas",
  "diskHeadroom",
  "vcpuPerNode",
  "minNodes",
] as const;
export type SizingId = (typeof sizingIds)[number];

/** The unit prices a plan may quote ("from {price}"), from the price list (estimate.ts). */
export const unitPriceIds = [
  "logs",
  "traces",
  "metrics",
  "storage",
  "on-prem-logs",
  "on-prem-traces",
  "on-prem-metrics",
] as const;
export type UnitPriceId = (typeof unitPriceIds)[number];
