import type { BlockOf } from "../../../../content/blocks-schema";
import { onPrem } from "../../../../content/pricing-ids";
import type { EstimateInputs } from "../../../../features/pricing/estimate";
import { fill, formatNumber } from "../../../../i18n/format";
import type { Locale } from "../../../../i18n/locales";

/** The inputs in words, for the worked example's sentence: "60 GB a day", "30 days". */
export function describeInputs(
  block: BlockOf<"calculator">,
  inputs: EstimateInputs,
  locale: Locale,
): Record<"logs" | "traces" | "series" | "retention" | "where", string> {
  const { labels, prices } = block;
  const n = (value: number) => formatNumber(value, locale);
  return {
    logs: `${n(inputs.logs)} GB`,
    traces: `${n(inputs.traces)} GB`,
    series: `${n(inputs.series)} ${labels.signals.metrics.unit}`,
    retention: fill(labels.days, { count: n(inputs.retention) }),
    where: inputs.where === onPrem ? labels.onPrem : prices.cloud.regions[inputs.where].name,
  };
}
