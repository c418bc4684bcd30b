import type { BlockOf } from "../../../../content/blocks-schema";
import type { Estimate } from "../../../../features/pricing/estimate";
import { formatMoney } from "../../../../features/pricing/money";
import { fill, formatNumber } from "../../../../i18n/format";
import type { Locale } from "../../../../i18n/locales";

type Calculator = BlockOf<"calculator">;

const cell = "py-2 text-start font-normal";
const amountCell = "py-2 text-end tabular-nums";

/** An estimate's monthly lines and their total, as a table with a caption. */
export function BreakdownTable({
  block,
  result,
  locale,
}: {
  block: Calculator;
  result: Estimate;
  locale: Locale;
}) {
  const { labels, prices } = block;
  const money = (amount: number) => formatMoney(amount, prices.currency, locale);
  const lineLabel = (id: Estimate["lines"][number]["id"]) =>
    id === "storage"
      ? fill(labels.storage, { days: prices.cloud.includedRetentionDays })
      : labels.signals[id].label;
  return (
    <table className="mt-4 w-full border-collapse text-sm">
      <caption className="pb-2 text-start font-semibold text-heading">{labels.breakdown}</caption>
      <tbody>
        {result.lines.map((line) => (
          <tr key={line.id} className="border-b border-line/70">
            <th scope="row" className={`${cell} text-fg-muted`}>
              {lineLabel(line.id)}
            </th>
            <td className={`${amountCell} text-fg`}>{money(line.monthly)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className={`${cell} font-semibold text-heading`}>
            {labels.total}
          </th>
          <td className={`${amountCell} font-semibold text-heading`}>{money(result.monthly)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The on-prem cluster: nodes, vCPU, memory and disk, a node's and in all. */
export function ClusterTable({
  labels,
  cluster,
  locale,
}: {
  labels: Calculator["labels"];
  cluster: NonNullable<Estimate["cluster"]>;
  locale: Locale;
}) {
  const n = (value: number) => formatNumber(value, locale);
  const rows = [
    { label: labels.vcpu, each: n(cluster.vcpuPerNode), all: n(cluster.vcpu) },
    {
      label: labels.memory,
      each: `${n(cluster.memoryPerNode)} GB`,
      all: `${n(cluster.memory)} GB`,
    },
    { label: labels.disk, each: `${n(cluster.diskPerNode)} GB`, all: `${n(cluster.disk)} GB` },
  ];
  return (
    <table className="mt-6 w-full border-collapse text-sm">
      <caption className="pb-2 text-start font-semibold text-heading">{labels.cluster}</caption>
      <thead>
        <tr className="border-b border-line">
          <td />
          <th scope="col" className={`${amountCell} font-semibold text-fg-soft`}>
            {labels.perNode}
          </th>
          <th scope="col" className={`${amountCell} font-semibold text-fg-soft`}>
            {labels.total}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr className="border-b border-line/70">
          <th scope="row" className={`${cell} text-fg-muted`}>
            {labels.nodes}
          </th>
          <td className={amountCell} />
          <td className={`${amountCell} text-fg`}>{n(cluster.nodes)}</td>
        </tr>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-line/70 last:border-0">
            <th scope="row" className={`${cell} text-fg-muted`}>
              {row.label}
            </th>
            <td className={`${amountCell} text-fg`}>{row.each}</td>
            <td className={`${amountCell} text-fg`}>{row.all}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
