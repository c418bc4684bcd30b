// A price list for the tests, with round numbers so each expected figure can be worked out
// by hand (the content's own lists are checked by the build and by content tests).
import type { PriceList } from "./estimate";

const coefficient = (value: number) => ({ value, unit: "unit", reason: "reason" });

export const testPrices: PriceList = {
  status: { status: "sample", note: "For tests." },
  currency: "USD",
  taxNote: "Excluding tax.",
  annualDiscount: 0.15,
  cloud: {
    logsPerGb: 0.3,
    tracesPerGb: 0.2,
    metricsPer1000Series: 5,
    includedRetentionDays: 15,
    storagePerGbMonth: 0.025,
    regions: {
      "eu-central": { name: "Frankfurt", factor: 1 },
      "us-east": { name: "North Virginia", factor: 1 },
      "ap-northeast": { name: "Tokyo", factor: 1.1 },
    },
  },
  onPrem: {
    licenceFactor: 0.5,
    sizing: {
      ingestPerVcpu: coefficient(50),
      seriesPerVcpu: coefficient(250_000),
      queryHeadroom: coefficient(1.5),
      memoryPerVcpu: coefficient(4),
      compression: coefficient(10),
      metricsKbPerSeriesDay: coefficient(8),
      replicas: coefficient(2),
      diskHeadroom: coefficient(1.25),
      vcpuPerNode: coefficient(16),
      minNodes: coefficient(3),
    },
  },
};
