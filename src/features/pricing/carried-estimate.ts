// An estimate on its way from the calculator to the contact form, as the campaign travels:
// in memory across the client-side navigation, and in the contact page's address for a new
// tab (`/contact?logs=60&...&monthly=1260&currency=USD`). What arrives by address is checked
// like the calculator's own inputs, so a forged link shows known numbers or nothing. It is
// sent only with a message the visitor sends, as the flat fields below.
import type { EstimateFieldName } from "../../content/ids";
import { currencies, onPrem, type Currency } from "../../content/pricing-ids";
import type { Estimate, EstimateInputs } from "./estimate";
import { inputParams, inputsQuery, parseInputs } from "./inputs";

export interface CarriedEstimate {
  inputs: EstimateInputs;
  currency: Currency;
  monthly: number;
  yearly: number;
  cluster?: { nodes: number; vcpu: number; memory: number; disk: number };
}

export { estimateFieldNames, type EstimateFieldName } from "../../content/ids";

/** The estimate a calculator shows, as it travels. */
export function carriedEstimate(
  inputs: EstimateInputs,
  currency: Currency,
  result: Estimate,
): CarriedEstimate {
  const { cluster } = result;
  return {
    inputs,
    currency,
    monthly: result.monthly,
    yearly: result.yearly,
    ...(cluster
      ? {
          cluster: {
            nodes: cluster.nodes,
            vcpu: cluster.vcpu,
            memory: cluster.memory,
            disk: cluster.disk,
          },
        }
      : {}),
  };
}

const totals = ["monthly", "yearly"] as const;
const clusterKeys = ["nodes", "vcpu", "memory", "disk"] as const;

/** The contact page's query that carries it. */
export function estimateQuery(estimate: CarriedEstimate): string {
  const params = new URLSearchParams(inputsQuery(estimate.inputs));
  params.set("currency", estimate.currency);
  for (const key of totals) params.set(key, String(estimate[key]));
  for (const key of clusterKeys) {
    if (estimate.cluster) params.set(key, String(estimate.cluster[key]));
  }
  return `?${params.toString()}`;
}

/** A whole number of at most 12 digits (a trillion is beyond any estimate), or undefined. */
function wholeNumber(raw: string | null): number | undefined {
  return raw !== null && /^\d{1,12}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * The estimate a contact page's address carries, or null when it carries none or any part
 * of it is not what the calculator writes: a link is taken whole or not at all.
 */
export function readEstimateQuery(search: string): CarriedEstimate | null {
  const params = new URLSearchParams(search);
  const currency = currencies.find((each) => each === params.get("currency"));
  const monthly = wholeNumber(params.get("monthly"));
  const yearly = wholeNumber(params.get("yearly"));
  if (!currency || monthly === undefined || yearly === undefined) return null;
  const fallback: EstimateInputs = { logs: 0, traces: 0, series: 0, retention: 30, where: onPrem };
  if (!inputParams.every((name) => params.has(name))) return null;
  const { inputs, rejected } = parseInputs(search, fallback);
  if (rejected) return null;
  const estimate: CarriedEstimate = { inputs, currency, monthly, yearly };
  if (inputs.where !== onPrem) return estimate;
  const [nodes, vcpu, memory, disk] = clusterKeys.map((key) => wholeNumber(params.get(key)));
  if (nodes === undefined || vcpu === undefined || memory === undefined || disk === undefined) {
    return null;
  }
  return { ...estimate, cluster: { nodes, vcpu, memory, disk } };
}

/** The message's fields for an estimate: every number as the calculator had it. */
export function estimateFields(
  estimate: CarriedEstimate,
): Partial<Record<EstimateFieldName, string>> {
  const { inputs, cluster } = estimate;
  return {
    estimate_logs_gb_day: String(inputs.logs),
    estimate_traces_gb_day: String(inputs.traces),
    estimate_metrics_series: String(inputs.series),
    estimate_retention_days: String(inputs.retention),
    estimate_deployment: inputs.where,
    estimate_currency: estimate.currency,
    estimate_monthly: String(estimate.monthly),
    estimate_yearly: String(estimate.yearly),
    ...(cluster
      ? {
          estimate_nodes: String(cluster.nodes),
          estimate_vcpu: String(cluster.vcpu),
          estimate_memory_gb: String(cluster.memory),
          estimate_disk_gb: String(cluster.disk),
        }
      : {}),
  };
}

// Kept in memory for this page load and its client-side navigations only, as the campaign
// is: nothing is written to cookies, storage or history state.
let carried: { query: string; estimate: CarriedEstimate } | null = null;

/** Hands an estimate to the contact page the visitor is about to open; returns its query. */
export function carryEstimate(estimate: CarriedEstimate): string {
  const query = estimateQuery(estimate);
  carried = { query, estimate };
  return query;
}

/** The estimate the contact page was opened with: the one in memory, or its address's. */
export function arrivedEstimate(search: string): CarriedEstimate | null {
  if (carried && carried.query === search) return carried.estimate;
  return readEstimateQuery(search);
}
