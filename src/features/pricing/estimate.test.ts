import { describe, expect, it } from "vitest";
import { daysPerMonth, estimate, unitPrice, withTax, type EstimateInputs } from "./estimate";
import { sizeCluster } from "./sizing";
import { testPrices } from "./test-prices";

const base: EstimateInputs = { logs: 0, traces: 0, series: 0, retention: 15, where: "us-east" };
const line = (inputs: Partial<EstimateInputs>, id: string) =>
  estimate(testPrices, { ...base, ...inputs }).lines.find((each) => each.id === id)?.monthly;

describe("estimate, per signal", () => {
  it("prices logs and traces by the GB a day over an average month", () => {
    // 100 GB a day × 365/12 days × $0.30 = $912.50, rounded to whole dollars.
    expect(line({ logs: 100 }, "logs")).toBe(Math.round(100 * daysPerMonth * 0.3));
    expect(line({ logs: 100 }, "logs")).toBe(913);
    expect(line({ traces: 10 }, "traces")).toBe(61); // 10 × 30.42 × 0.20 = 60.83
  });

  it("prices metrics by the thousand active series a month", () => {
    expect(line({ series: 100_000 }, "metrics")).toBe(500);
    expect(line({ series: 1_500 }, "metrics")).toBe(8); // 7.5 rounds up
  });

  it("charges nothing for nothing", () => {
    const result = estimate(testPrices, base);
    expect(result.monthly).toBe(0);
    expect(result.yearly).toBe(0);
    expect(result.lines.map((each) => each.monthly)).toEqual([0, 0, 0, 0]);
  });
});

describe("estimate, retention", () => {
  it("includes the first days and stores the rest at the storage price", () => {
    expect(line({ logs: 60, traces: 20, retention: 15 }, "storage")).toBe(0);
    expect(line({ logs: 60, traces: 20, retention: 7 }, "storage")).toBe(0);
    // 80 GB a day kept 15 days more: 1,200 GB × $0.025 = $30.
    expect(line({ logs: 60, traces: 20, retention: 30 }, "storage")).toBe(30);
    // A year: 80 × 350 × 0.025 = $700.
    expect(line({ logs: 60, traces: 20, retention: 365 }, "storage")).toBe(700);
  });

  it("does not charge metrics for retention", () => {
    expect(line({ series: 1_000_000, retention: 365 }, "storage")).toBe(0);
  });
});

describe("estimate, regions and on-prem", () => {
  it("applies the region's factor to every line", () => {
    expect(line({ series: 100_000 }, "metrics")).toBe(500);
    expect(line({ series: 100_000, where: "ap-northeast" }, "metrics")).toBe(550);
  });

  it("prices the self-hosted licence at the licence factor, with no storage line", () => {
    const result = estimate(testPrices, { ...base, logs: 100, series: 100_000, where: "on-prem" });
    expect(result.lines.map((each) => each.id)).toEqual(["logs", "traces", "metrics"]);
    expect(result.lines.find((each) => each.id === "metrics")?.monthly).toBe(250);
    expect(result.cluster?.nodes).toBe(3);
  });

  it("has no cluster in the cloud", () => {
    expect(estimate(testPrices, { ...base, logs: 100 }).cluster).toBeUndefined();
  });
});

describe("estimate, totals and rounding", () => {
  it("adds up the rounded lines, so the breakdown sums to the total", () => {
    const result = estimate(testPrices, {
      logs: 60,
      traces: 20,
      series: 100_000,
      retention: 30,
      where: "us-east",
    });
    // logs 60 × 30.4167 × 0.3 = 547.5 -> 548; traces 20 × 30.4167 × 0.2 = 121.67 -> 122;
    // metrics 500; storage 30.
    expect(result.lines.map((each) => each.monthly)).toEqual([548, 122, 500, 30]);
    expect(result.monthly).toBe(1200);
  });

  it("takes the annual discount off twelve months", () => {
    const result = estimate(testPrices, { ...base, series: 100_000 });
    expect(result.yearly).toBe(5100); // 500 × 12 × 0.85
  });

  it("shows tax included, rounded", () => {
    expect(withTax(1000, 0.1)).toBe(1100);
    expect(withTax(1005, 0.1)).toBe(1106); // 1105.5
  });
});

describe("unitPrice", () => {
  it("quotes the cloud's prices, and the licence at its factor", () => {
    expect(unitPrice(testPrices, "logs")).toBe(0.3);
    expect(unitPrice(testPrices, "storage")).toBe(0.025);
    expect(unitPrice(testPrices, "on-prem-logs")).toBe(0.15);
    expect(unitPrice(testPrices, "on-prem-metrics")).toBe(2.5);
  });
});

describe("sizeCluster", () => {
  const sizing = testPrices.onPrem.sizing;

  it("never sizes below the quorum", () => {
    const cluster = sizeCluster(sizing, { logs: 1, traces: 0, series: 0, retention: 7 });
    expect(cluster.nodes).toBe(3);
    expect(cluster.vcpu).toBe(48);
    expect(cluster.memory).toBe(192);
    expect(cluster.diskPerNode).toBe(100); // the smallest disk a node gets
  });

  it("adds nodes for the vCPU the volumes need, with headroom for queries", () => {
    // 3,000 GB a day / 50 = 60 vCPU, + 1M series / 250k = 4, × 1.5 = 96 vCPU: 6 nodes of 16.
    const cluster = sizeCluster(sizing, {
      logs: 2000,
      traces: 1000,
      series: 1_000_000,
      retention: 7,
    });
    expect(cluster.nodes).toBe(6);
    expect(cluster.vcpuPerNode).toBe(16);
    expect(cluster.memoryPerNode).toBe(64);
  });

  it("sizes the disk for the retention, the replicas and the headroom", () => {
    // (80 GB / 10 + 100k × 8 KB = 0.8 GB) a day × 30 days × 2 × 1.25 = 660 GB over 3 nodes.
    const cluster = sizeCluster(sizing, { logs: 60, traces: 20, series: 100_000, retention: 30 });
    expect(cluster.diskPerNode).toBe(220);
    expect(cluster.disk).toBe(660);
    const year = sizeCluster(sizing, { logs: 60, traces: 20, series: 100_000, retention: 365 });
    expect(year.diskPerNode).toBe(2680); // 8.8 × 365 × 2.5 = 8,030 / 3 = 2,676.7 -> 2,680
  });

  it("follows the coefficients it is given", () => {
    const bigger = { ...sizing, vcpuPerNode: { ...sizing.vcpuPerNode, value: 32 } };
    const cluster = sizeCluster(bigger, {
      logs: 2000,
      traces: 1000,
      series: 1_000_000,
      retention: 7,
    });
    expect(cluster.nodes).toBe(3);
    expect(cluster.vcpu).toBe(96);
  });
});
