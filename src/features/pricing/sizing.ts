// The cluster an on-prem install needs, from the visitor's volumes and the price list's
// sizing coefficients (content, each with its unit and reason, signed off by engineering).
// The formulas are here; the numbers are data.
import type { BlockOf } from "../../content/blocks-schema";
import type { SizingId } from "../../content/pricing-ids";

export type SizingCoefficients = BlockOf<"calculator">["prices"]["onPrem"]["sizing"];

export interface ClusterSize {
  nodes: number;
  vcpuPerNode: number;
  /** GB of memory a node. */
  memoryPerNode: number;
  /** GB of disk a node, for the chosen retention. */
  diskPerNode: number;
  vcpu: number;
  memory: number;
  disk: number;
}

interface Volumes {
  logs: number;
  traces: number;
  series: number;
  retention: number;
}

/**
 * vCPU: logs and traces at the ingest rate of a vCPU, plus the series a vCPU holds, with
 * headroom for queries; nodes: enough for that many vCPU, and never fewer than the quorum.
 * Memory follows the vCPU. Disk: the retained days of compressed logs and traces and of
 * metric samples, times the replicas and the free space merges need, shared by the nodes.
 */
export function sizeCluster(coefficients: SizingCoefficients, volumes: Volumes): ClusterSize {
  const k = (id: SizingId) => coefficients[id].value;
  const gbPerDay = volumes.logs + volumes.traces;
  const needed =
    (gbPerDay / k("ingestPerVcpu") + volumes.series / k("seriesPerVcpu")) * k("queryHeadroom");
  const vcpuPerNode = Math.max(1, Math.round(k("vcpuPerNode")));
  const nodes = Math.max(Math.ceil(k("minNodes")), Math.ceil(needed / vcpuPerNode));
  const storedPerDay =
    gbPerDay / k("compression") + (volumes.series * k("metricsKbPerSeriesDay")) / 1_000_000;
  const disk = storedPerDay * volumes.retention * k("replicas") * k("diskHeadroom");
  // Disks are bought in whole tens of GB a node; a node never has less than 100 GB.
  const diskPerNode = Math.max(100, Math.ceil(disk / nodes / 10) * 10);
  const memoryPerNode = Math.ceil(vcpuPerNode * k("memoryPerVcpu"));
  return {
    nodes,
    vcpuPerNode,
    memoryPerNode,
    diskPerNode,
    vcpu: nodes * vcpuPerNode,
    memory: nodes * memoryPerNode,
    disk: nodes * diskPerNode,
  };
}
