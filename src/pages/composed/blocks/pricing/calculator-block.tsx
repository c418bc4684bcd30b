import type { BlockOf } from "../../../../content/blocks-schema";
import { estimate } from "../../../../features/pricing/estimate";
import { useLocale } from "../../../../i18n/copy-context";
import { LandingSection } from "../../../home/landing-section";
import { CalculatorForm } from "./calculator-form";
import { CalculatorResults } from "./calculator-results";
import { PriceList } from "./price-list";
import { SampleBadge } from "./sample-badge";
import { useCalculator } from "./use-calculator";

/**
 * The calculator: the inputs beside the estimate they give, then the price list and a
 * worked example. The prerendered page shows the example's inputs and estimate; without a
 * script the controls are hidden (they would do nothing) and the price list answers alone.
 */
export function CalculatorBlock({ block }: { block: BlockOf<"calculator"> }) {
  const locale = useLocale();
  const calculator = useCalculator(block.example);
  const result = estimate(block.prices, calculator.inputs);
  const { prices, labels } = block;
  return (
    <LandingSection id={block.anchor} heading={block}>
      {prices.status.status === "sample" ? (
        <div className="mx-auto flex max-w-2xl justify-center text-center">
          <SampleBadge label={labels.sample} note={prices.status.note} />
        </div>
      ) : null}
      <p className="mx-auto mt-8 hidden max-w-2xl rounded-xl border border-line p-4 text-center text-fg-muted [@media(scripting:none)]:block">
        {labels.noScript}
      </p>
      <div className="mx-auto mt-12 grid max-w-6xl grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] [@media(scripting:none)]:hidden">
        <CalculatorForm block={block} calculator={calculator} locale={locale} />
        <CalculatorResults
          block={block}
          inputs={calculator.inputs}
          settledInputs={calculator.settledInputs}
          result={result}
          locale={locale}
        />
      </div>
      <PriceList block={block} locale={locale} />
    </LandingSection>
  );
}
