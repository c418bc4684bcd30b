import { useState } from "react";
import { Link } from "wouter";
import { Send } from "../../../../components/icons/lucide";
import { Button } from "../../../../components/ui/button";
import { buttonClassName } from "../../../../components/ui/button-styles";
import { Icon } from "../../../../components/ui/icon";
import type { BlockOf } from "../../../../content/blocks-schema";
import {
  carriedEstimate,
  carryEstimate,
  estimateQuery,
} from "../../../../features/pricing/carried-estimate";
import {
  estimate,
  withTax,
  type Estimate,
  type EstimateInputs,
} from "../../../../features/pricing/estimate";
import { inputsQuery } from "../../../../features/pricing/inputs";
import { formatMoney, formatPercent } from "../../../../features/pricing/money";
import { useLocalizedPath } from "../../../../i18n/copy-context";
import { fill } from "../../../../i18n/format";
import type { Locale } from "../../../../i18n/locales";
import { BreakdownTable, ClusterTable } from "./estimate-tables";

interface CalculatorResultsProps {
  block: BlockOf<"calculator">;
  inputs: EstimateInputs;
  /** The inputs once they last settled: what the live region announces. */
  settledInputs: EstimateInputs | null;
  result: Estimate;
  locale: Locale;
}

/**
 * The estimate: the month and the year (with tax where the market shows it), the lines by
 * signal, the on-prem cluster, and the ways on: to sales with the estimate, or a link to it.
 */
export function CalculatorResults({
  block,
  inputs,
  settledInputs,
  result,
  locale,
}: CalculatorResultsProps) {
  const { labels, prices } = block;
  const localize = useLocalizedPath();
  const [copied, setCopied] = useState(false);
  const money = (amount: number) => formatMoney(amount, prices.currency, locale);
  const tax = prices.taxRate;
  const carried = carriedEstimate(inputs, prices.currency, result);
  const announced = settledInputs ? estimate(prices, settledInputs) : null;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(
        location.origin + location.pathname + inputsQuery(inputs),
      );
      setCopied(true);
      setTimeout(() => setCopied(false), 4000);
    } catch {
      // No clipboard (an insecure page, a refused permission): the address bar has the link.
    }
  };

  return (
    <div className="rounded-2xl border border-accent/40 bg-surface/50 p-6 sm:p-8">
      <h3 className="text-lg font-semibold text-heading">{labels.results}</h3>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-fg-muted">{labels.monthly}</dt>
          <dd className="text-4xl font-bold tracking-tight text-heading tabular-nums">
            {money(result.monthly)}
          </dd>
          {tax !== undefined ? (
            <dd className="text-sm text-fg-muted">
              {fill(labels.withTax, { amount: money(withTax(result.monthly, tax)) })}
            </dd>
          ) : null}
        </div>
        <div>
          <dt className="text-sm text-fg-muted">
            {fill(labels.yearly, { discount: formatPercent(prices.annualDiscount, locale) })}
          </dt>
          <dd className="text-2xl font-semibold tracking-tight text-heading tabular-nums sm:text-4xl">
            {money(result.yearly)}
          </dd>
          {tax !== undefined ? (
            <dd className="text-sm text-fg-muted">
              {fill(labels.withTax, { amount: money(withTax(result.yearly, tax)) })}
            </dd>
          ) : null}
        </div>
      </dl>
      <BreakdownTable block={block} result={result} locale={locale} />
      {result.cluster ? (
        <ClusterTable labels={labels} cluster={result.cluster} locale={locale} />
      ) : null}
      <div className="mt-8 flex flex-wrap items-center gap-3">
        <Link
          to={localize("/contact") + estimateQuery(carried)}
          onClick={() => carryEstimate(carried)}
          aria-describedby={`${block.anchor}-send-hint`}
          // Its words may be longer than a phone's card is wide ("Diese Schätzung an den
          // Vertrieb senden"): they wrap, and the button grows, rather than overflow.
          className={buttonClassName(
            { size: "lg" },
            "h-auto! min-h-12 max-w-full py-2 text-center whitespace-normal!",
          )}
        >
          <Icon node={Send} className="size-4" />
          {labels.send}
        </Link>
        <Button variant="secondary" size="lg" onClick={() => void copyLink()}>
          {labels.copyLink}
        </Button>
        <span role="status" className="text-sm text-fg-muted">
          {copied ? labels.copied : ""}
        </span>
      </div>
      <p id={`${block.anchor}-send-hint`} className="mt-3 text-sm text-fg-subtle">
        {labels.sendHint}
      </p>
      <p aria-live="polite" className="sr-only" data-calculator-announcement="">
        {announced
          ? fill(labels.announce, {
              monthly: money(announced.monthly),
              yearly: money(announced.yearly),
            })
          : ""}
      </p>
    </div>
  );
}
