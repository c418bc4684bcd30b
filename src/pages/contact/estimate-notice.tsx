import { X } from "../../components/icons/lucide";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { onPrem } from "../../content/pricing-ids";
import type { ContactContent } from "../../content/schema";
import type { CarriedEstimate } from "../../features/pricing/carried-estimate";
import { inputsQuery } from "../../features/pricing/inputs";
import { formatMoney } from "../../features/pricing/money";
import { useLocale } from "../../i18n/copy-context";
import { fill, formatNumber } from "../../i18n/format";

interface EstimateNoticeProps {
  copy: ContactContent["estimate"];
  estimate: CarriedEstimate;
  /** The pricing page, to change the estimate there; absent in a language without one. */
  pricingPath?: string;
  onRemove: () => void;
}

/**
 * The estimate the visitor brought from the calculator, above the message it is sent with:
 * what it says, that it goes along, and a way to change it or leave it out.
 */
export function EstimateNotice({ copy, estimate, pricingPath, onRemove }: EstimateNoticeProps) {
  const locale = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  const money = (amount: number) => formatMoney(amount, estimate.currency, locale);
  const { inputs, cluster } = estimate;
  const where =
    inputs.where === onPrem
      ? cluster &&
        fill(copy.onPrem, {
          nodes: n(cluster.nodes),
          vcpu: n(cluster.vcpu),
          memory: n(cluster.memory),
          disk: n(cluster.disk),
        })
      : fill(copy.cloud, { region: inputs.where });
  return (
    <section
      aria-labelledby="contact-estimate-title"
      className="rounded-xl border border-accent/40 bg-accent/5 p-4 sm:col-span-2"
      data-estimate=""
    >
      <div className="flex items-start justify-between gap-4">
        <h3 id="contact-estimate-title" className="font-semibold text-heading">
          {copy.title}
        </h3>
        <Button variant="ghost" size="md" onClick={onRemove} className="-my-2 -me-2">
          <Icon node={X} className="size-4" />
          {copy.remove}
        </Button>
      </div>
      <p className="mt-2 text-lg font-semibold text-heading">
        {fill(copy.totals, { monthly: money(estimate.monthly), yearly: money(estimate.yearly) })}
      </p>
      <ul className="mt-2 space-y-1 text-sm text-fg-soft">
        <li>
          {fill(copy.volumes, {
            logs: n(inputs.logs),
            traces: n(inputs.traces),
            series: n(inputs.series),
            retention: n(inputs.retention),
          })}
        </li>
        {where ? <li>{where}</li> : null}
      </ul>
      <p className="mt-3 text-sm text-fg-subtle">
        {copy.note}{" "}
        {pricingPath ? (
          // A plain link: the pricing page is a document of its own.
          <a
            href={pricingPath + inputsQuery(inputs)}
            className="font-medium text-fg-muted underline underline-offset-4 hover:text-heading"
          >
            {copy.change}
          </a>
        ) : null}
      </p>
    </section>
  );
}
