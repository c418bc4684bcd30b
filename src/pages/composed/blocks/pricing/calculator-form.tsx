import { useEffect, useRef, type RefObject } from "react";
import type { BlockOf } from "../../../../content/blocks-schema";
import {
  onPrem,
  regionIds,
  retentionDays,
  type Deployment,
  type SignalId,
} from "../../../../content/pricing-ids";
import {
  fromSlider,
  numberInputIds,
  toSlider,
  type NumberInputId,
} from "../../../../features/pricing/inputs";
import { fill, formatNumber } from "../../../../i18n/format";
import type { Locale } from "../../../../i18n/locales";
import { RangeNumberField } from "./range-number-field";
import type { useCalculator } from "./use-calculator";

type Calculator = BlockOf<"calculator">;

/** Each number input and the signal whose words label it. */
const signalOf: Record<NumberInputId, SignalId> = {
  logs: "logs",
  traces: "traces",
  series: "metrics",
};

const field =
  "h-11 rounded-lg border border-field bg-page px-3 text-fg hover:border-field-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

interface CalculatorFormProps {
  block: Calculator;
  calculator: ReturnType<typeof useCalculator>;
  locale: Locale;
}

/**
 * The inputs: per signal a range with a number field beside it (RangeNumberField);
 * retention and where it runs as native selects.
 * Nothing is submitted: the form only holds the controls, so Enter in a field does nothing.
 */
export function CalculatorForm({ block, calculator, locale }: CalculatorFormProps) {
  const { labels, prices, anchor } = block;
  const { inputs, drafts } = calculator;
  const id = (name: string) => `${anchor}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptEarlyInput(formRef, calculator);
  return (
    <form
      ref={formRef}
      className="space-y-6 rounded-2xl border border-line bg-surface/50 p-6 sm:p-8"
      aria-labelledby={`${anchor}-title`}
      // What the telemetry (in a build that has it) counts as the calculator's use.
      data-calculator=""
      onSubmit={(event) => event.preventDefault()}
    >
      {calculator.rejected ? (
        <p role="status" className="rounded-xl border border-danger-line p-4 text-sm text-fg">
          {labels.badQuery}
        </p>
      ) : null}
      {numberInputIds.map((name) => {
        const words = labels.signals[signalOf[name]];
        return (
          <RangeNumberField
            key={name}
            name={name}
            id={id(name)}
            label={words.label}
            unit={words.unit}
            value={inputs[name]}
            draft={drafts[name]}
            locale={locale}
            onSet={(value) => calculator.set(name, value)}
            onType={(text) => calculator.type(name, text)}
            fieldClassName={field}
          />
        );
      })}
      {/* Columns that hold their content in: a select is as wide as its longest choice
          ("お客様のデータセンター（セルフホスト）"), which would widen the page on a phone. */}
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-[auto_minmax(0,1fr)]">
        <div className="flex flex-col gap-2">
          <label htmlFor={id("retention")} className="font-medium text-heading">
            {labels.retention}
          </label>
          <select
            id={id("retention")}
            name="retention"
            value={inputs.retention}
            onChange={(event) => calculator.update({ retention: Number(event.target.value) })}
            className={field}
          >
            {retentionDays.map((days) => (
              <option key={days} value={days}>
                {fill(labels.days, { count: formatNumber(days, locale) })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={id("where")} className="font-medium text-heading">
            {labels.where}
          </label>
          <select
            id={id("where")}
            name="where"
            value={inputs.where}
            onChange={(event) => calculator.update({ where: event.target.value as Deployment })}
            className={`${field} min-w-0`}
          >
            <optgroup label={labels.cloud}>
              {regionIds.map((region) => (
                <option key={region} value={region}>
                  {prices.cloud.regions[region].name}
                </option>
              ))}
            </optgroup>
            <option value={onPrem}>{labels.onPrem}</option>
          </select>
        </div>
      </div>
    </form>
  );
}

/**
 * What the visitor set before the page was hydrated: the controls are on screen from the
 * first paint, and hydration keeps what they hold without telling the estimate. Once, on
 * hydration, each control that holds other than what was rendered is taken as set.
 */
function useAdoptEarlyInput(
  formRef: RefObject<HTMLFormElement | null>,
  calculator: CalculatorFormProps["calculator"],
) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const { inputs } = calculator;
    const control = (name: string) =>
      form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
    for (const name of numberInputIds) {
      const range = control(`${name}-range`);
      if (range && range.value !== String(toSlider(name, inputs[name]))) {
        calculator.set(name, fromSlider(name, Number(range.value)));
      }
      const field = control(name);
      if (field && field.value !== String(inputs[name])) calculator.type(name, field.value);
    }
    const retention = control("retention");
    if (retention && retention.value !== String(inputs.retention)) {
      calculator.update({ retention: Number(retention.value) });
    }
    const where = control("where");
    if (where && where.value !== inputs.where) {
      calculator.update({ where: where.value as Deployment });
    }
    // Once, on hydration: from then on each control tells the calculator itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
