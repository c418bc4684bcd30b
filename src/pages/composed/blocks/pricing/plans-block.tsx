import { Check } from "../../../../components/icons/lucide";
import { ButtonLink } from "../../../../components/ui/button-link";
import { buttonClassName } from "../../../../components/ui/button-styles";
import { Icon } from "../../../../components/ui/icon";
import type { BlockOf } from "../../../../content/blocks-schema";
import type { ComposedBlock } from "../../../../content/composed";
import { unitPrice } from "../../../../features/pricing/estimate";
import { formatUnitPrice } from "../../../../features/pricing/money";
import { useLocale, useLocalizedPath } from "../../../../i18n/copy-context";
import { fill } from "../../../../i18n/format";
import { cn } from "../../../../lib/cn";
import { LandingSection } from "../../../home/landing-section";
import { calculatorOf } from "./pricing-blocks";
import { SampleBadge } from "./sample-badge";

/**
 * The plans side by side, each with what it includes and its price "from" the page's price
 * list, so a plan never quotes a number the calculator does not use.
 */
export function PlansBlock({
  block,
  blocks,
}: {
  block: BlockOf<"plans">;
  blocks: readonly ComposedBlock[];
}) {
  const locale = useLocale();
  const localize = useLocalizedPath();
  const calculator = calculatorOf(blocks);
  const prices = calculator?.prices;
  return (
    <LandingSection id={block.anchor} heading={block}>
      <ul className="mx-auto mt-12 grid max-w-6xl gap-6 lg:grid-cols-3">
        {block.plans.map((plan) => {
          const price =
            plan.priceOf && prices
              ? formatUnitPrice(unitPrice(prices, plan.priceOf), prices.currency, locale)
              : undefined;
          return (
            <li
              key={plan.name}
              className={cn(
                "flex flex-col rounded-2xl border bg-surface/50 p-6 sm:p-8",
                plan.highlighted ? "border-accent/60 shadow-(--primary-halo)" : "border-line",
              )}
            >
              <h3 className="text-xl font-semibold text-heading">{plan.name}</h3>
              <p className="mt-2 text-fg-muted">{plan.summary}</p>
              <p className="mt-6 text-2xl font-bold tracking-tight text-heading">
                {price ? fill(plan.price, { price }) : plan.price}
              </p>
              {price && calculator?.prices.status.status === "sample" ? (
                <SampleBadge
                  label={calculator.labels.sample}
                  note={calculator.prices.status.note}
                />
              ) : null}
              <ul className="mt-6 space-y-3 text-sm text-fg-soft">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <Icon node={Check} className="mt-0.5 size-4 shrink-0 text-accent-fg" />
                    {feature}
                  </li>
                ))}
              </ul>
              <div className="mt-auto">
                {plan.to === "calculator" && calculator ? (
                  <a
                    href={`#${calculator.anchor}`}
                    className={buttonClassName(
                      { variant: plan.highlighted ? "primary" : "secondary", size: "lg" },
                      "mt-8 w-full",
                    )}
                  >
                    {plan.button}
                  </a>
                ) : (
                  <ButtonLink
                    to={localize("/contact")}
                    size="lg"
                    variant={plan.highlighted ? "primary" : "secondary"}
                    className="mt-8 w-full"
                  >
                    {plan.button}
                  </ButtonLink>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {prices ? <p className="mt-8 text-center text-sm text-fg-subtle">{prices.taxNote}</p> : null}
    </LandingSection>
  );
}
