// The estimate a visitor sees, from the page's price list (content) and their inputs: what
// each signal costs a month, in the cloud or as a self-hosted licence, and the cluster an
// on-prem install needs. Pure functions of data, so every formula is unit-tested and the
// prerender computes the worked example with the very code the calculator runs.
import type { BlockOf } from "../../content/blocks-schema";
import {
  onPrem,
  type Deployment,
  type SignalId,
  type UnitPriceId,
} from "../../content/pricing-ids";
import { sizeCluster, type ClusterSize } from "./sizing";

export type PriceList = BlockOf<"calculator">["prices"];

/** What a visitor tells the calculator (inputs.ts bounds each). */
export interface EstimateInputs {
  /** Logs ingested, GB a day. */
  logs: number;
  /** Traces ingested, GB a day. */
  traces: number;
  /** Metrics: active series. */
  series: number;
  /** How long logs and traces are kept, days. */
  retention: number;
  where: Deployment;
}

/** A line of the breakdown: a signal, or the storage of data kept past the included days. */
export type LineId = SignalId | "storage";

export interface Estimate {
  /** Each line's monthly amount, rounded to the currency's whole units. */
  lines: { id: LineId; monthly: number }[];
  /** The sum of the rounded lines, so the breakdown adds up to what is shown. */
  monthly: number;
  /** Twelve months, less the annual contract's discount, rounded. */
  yearly: number;
  /** The cluster an on-prem install needs; absent in the cloud. */
  cluster?: ClusterSize;
}

/** Days in an average month: a year's 365 over 12, as a monthly invoice averages them. */
export const daysPerMonth = 365 / 12;

/** Whole units of the currency: cents and yen are not what an estimate is about. */
const whole = (amount: number) => Math.round(amount);

/** The list price of a unit, in the price list's currency (a plan's "from {price}"). */
export function unitPrice(prices: PriceList, id: UnitPriceId): number {
  const { cloud, onPrem: self } = prices;
  const byId: Record<UnitPriceId, number> = {
    logs: cloud.logsPerGb,
    traces: cloud.tracesPerGb,
    metrics: cloud.metricsPer1000Series,
    storage: cloud.storagePerGbMonth,
    "on-prem-logs": cloud.logsPerGb * self.licenceFactor,
    "on-prem-traces": cloud.tracesPerGb * self.licenceFactor,
    "on-prem-metrics": cloud.metricsPer1000Series * self.licenceFactor,
  };
  return byId[id];
}

/**
 * The monthly estimate. In the cloud every signal is priced by volume at the region's
 * factor, and logs and traces kept past the included retention pay storage for the days
 * beyond it (in a steady state that many days of data are on disk). On-prem the licence is
 * the same volume at the licence factor; the disks are the buyer's, so there is no storage
 * line, and the cluster to buy is sized (sizing.ts).
 */
export function estimate(prices: PriceList, inputs: EstimateInputs): Estimate {
  const { cloud } = prices;
  const { where } = inputs;
  const selfHosted = where === onPrem;
  const rate = selfHosted ? prices.onPrem.licenceFactor : cloud.regions[where].factor;
  const lines: Estimate["lines"] = [
    { id: "logs", monthly: whole(inputs.logs * daysPerMonth * cloud.logsPerGb * rate) },
    { id: "traces", monthly: whole(inputs.traces * daysPerMonth * cloud.tracesPerGb * rate) },
    { id: "metrics", monthly: whole((inputs.series / 1000) * cloud.metricsPer1000Series * rate) },
  ];
  if (!selfHosted) {
    const extraDays = Math.max(0, inputs.retention - cloud.includedRetentionDays);
    const kept = (inputs.logs + inputs.traces) * extraDays;
    lines.push({ id: "storage", monthly: whole(kept * cloud.storagePerGbMonth * rate) });
  }
  const monthly = lines.reduce((sum, line) => sum + line.monthly, 0);
  const yearly = whole(monthly * 12 * (1 - prices.annualDiscount));
  return {
    lines,
    monthly,
    yearly,
    ...(selfHosted ? { cluster: sizeCluster(prices.onPrem.sizing, inputs) } : {}),
  };
}

/** An amount with the tax the price list shows included (Japan's 税込), rounded. */
export const withTax = (amount: number, rate: number) => whole(amount * (1 + rate));
