import { describe, expect, it } from "vitest";
import {
  arrivedEstimate,
  carriedEstimate,
  carryEstimate,
  estimateFieldNames,
  estimateFields,
  estimateQuery,
  readEstimateQuery,
  type CarriedEstimate,
} from "./carried-estimate";
import { estimate } from "./estimate";
import { testPrices } from "./test-prices";

const cloud: CarriedEstimate = {
  inputs: { logs: 60, traces: 20, series: 100_000, retention: 30, where: "eu-central" },
  currency: "EUR",
  monthly: 1261,
  yearly: 12862,
};
const onPrem: CarriedEstimate = {
  inputs: { logs: 60, traces: 20, series: 100_000, retention: 30, where: "on-prem" },
  currency: "JPY",
  monthly: 90_000,
  yearly: 918_000,
  cluster: { nodes: 3, vcpu: 48, memory: 192, disk: 660 },
};

describe("the contact page's query", () => {
  it("carries an estimate whole, in the cloud and on-prem", () => {
    expect(estimateQuery(cloud)).toBe(
      "?logs=60&traces=20&series=100000&retention=30&where=eu-central&currency=EUR&monthly=1261&yearly=12862",
    );
    expect(readEstimateQuery(estimateQuery(cloud))).toEqual(cloud);
    expect(readEstimateQuery(estimateQuery(onPrem))).toEqual(onPrem);
  });

  it.each([
    ["", "no estimate"],
    ["?utm_source=news", "a campaign only"],
    [
      "?logs=60&traces=20&series=100000&retention=30&where=eu-central&currency=EUR&monthly=5",
      "no yearly total",
    ],
    [
      "?logs=60&traces=20&series=100000&retention=30&where=eu-central&currency=GBP&monthly=5&yearly=6",
      "an unknown currency",
    ],
    [
      "?logs=60&traces=20&series=100000&retention=30&where=eu-central&currency=EUR&monthly=-5&yearly=6",
      "a negative total",
    ],
    [
      "?logs=60&traces=20&series=100000&retention=30&where=eu-central&currency=EUR&monthly=%3Cb%3E&yearly=6",
      "markup",
    ],
    [
      "?logs=99999&traces=20&series=100000&retention=30&where=eu-central&currency=EUR&monthly=5&yearly=6",
      "logs out of bounds",
    ],
    [
      "?traces=20&series=100000&retention=30&where=eu-central&currency=EUR&monthly=5&yearly=6",
      "an input left out",
    ],
    [
      "?logs=60&traces=20&series=100000&retention=30&where=on-prem&currency=EUR&monthly=5&yearly=6",
      "on-prem without its cluster",
    ],
  ])("takes none of %s (%s)", (search) => {
    expect(readEstimateQuery(search)).toBeNull();
  });
});

describe("carrying an estimate", () => {
  it("hands the calculator's estimate to the contact page in memory, matched by its query", () => {
    const inputs = {
      logs: 60,
      traces: 20,
      series: 100_000,
      retention: 30,
      where: "on-prem",
    } as const;
    const carried = carriedEstimate(inputs, "USD", estimate(testPrices, inputs));
    const query = carryEstimate(carried);
    expect(arrivedEstimate(query)).toBe(carried);
    // Another address (a new tab with an edited link) is read for itself.
    expect(arrivedEstimate(estimateQuery(cloud))).toEqual(cloud);
  });
});

describe("estimateFields", () => {
  it("gives the message a flat field per number, the cluster's only on-prem", () => {
    expect(Object.keys(estimateFields(onPrem))).toEqual([...estimateFieldNames]);
    expect(estimateFields(cloud)).toEqual({
      estimate_logs_gb_day: "60",
      estimate_traces_gb_day: "20",
      estimate_metrics_series: "100000",
      estimate_retention_days: "30",
      estimate_deployment: "eu-central",
      estimate_currency: "EUR",
      estimate_monthly: "1261",
      estimate_yearly: "12862",
    });
  });
});
