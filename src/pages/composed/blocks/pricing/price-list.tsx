import type { BlockOf } from "../../../../content/blocks-schema";
import { regionIds, sizingIds, unitPriceIds } from "../../../../content/pricing-ids";
import { estimate, unitPrice } from "../../../../features/pricing/estimate";
import { formatUnitPrice } from "../../../../features/pricing/money";
import { fill, formatNumber } from "../../../../i18n/format";
import { intlLocale, type Locale } from "../../../../i18n/locales";
import { describeInputs } from "./describe-inputs";
import { BreakdownTable } from "./estimate-tables";

type Calculator = BlockOf<"calculator">;

const panel = "rounded-2xl border border-line bg-surface/50 p-6 sm:p-8";

/**
 * What the page says without a script, and what a reader checks the calculator against:
 * every unit price, the regions' factors, the sizing rules, and the worked example computed
 * by the calculator's own code at build.
 */
export function PriceList({ block, locale }: { block: Calculator; locale: Locale }) {
  const { labels, prices } = block;
  const percent = new Intl.NumberFormat(intlLocale(locale), {
    style: "percent",
    signDisplay: "exceptZero",
  });
  const example = estimate(prices, block.example);
  return (
    <div className="mx-auto mt-12 grid max-w-6xl gap-6 lg:grid-cols-2">
      <div className={panel}>
        <table className="w-full border-collapse text-sm">
          <caption className="pb-3 text-start text-lg font-semibold text-heading">
            {labels.unitPrices}
          </caption>
          <tbody>
            {unitPriceIds.map((id) => (
              <tr key={id} className="border-b border-line/70">
                <th scope="row" className="py-2 pe-4 text-start font-normal text-fg-muted">
                  {labels.unitPriceRows[id]}
                </th>
                <td className="py-2 text-end text-fg tabular-nums">
                  {formatUnitPrice(unitPrice(prices, id), prices.currency, locale)}
                </td>
              </tr>
            ))}
            {regionIds.map((id) => (
              <tr key={id} className="border-b border-line/70 last:border-0">
                <th scope="row" className="py-2 pe-4 text-start font-normal text-fg-muted">
                  {fill(labels.regionFactor, { region: prices.cloud.regions[id].name })}
                </th>
                <td className="py-2 text-end text-fg tabular-nums">
                  {percent.format(prices.cloud.regions[id].factor - 1)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-4 text-sm text-fg-subtle">{prices.taxNote}</p>
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-semibold text-link">{labels.formulas}</summary>
          <dl className="mt-3 space-y-3">
            {sizingIds.map((id) => {
              const coefficient = prices.onPrem.sizing[id];
              return (
                <div key={id}>
                  <dt className="font-medium text-fg">
                    {`${formatNumber(coefficient.value, locale)} ${coefficient.unit}`}
                  </dt>
                  <dd className="text-fg-muted">{coefficient.reason}</dd>
                </div>
              );
            })}
          </dl>
        </details>
      </div>
      <div className={panel}>
        <h3 className="text-lg font-semibold text-heading">{labels.exampleTitle}</h3>
        <p className="mt-3 text-fg-muted">
          {fill(labels.exampleText, describeInputs(block, block.example, locale))}
        </p>
        <BreakdownTable block={block} result={example} locale={locale} />
      </div>
    </div>
  );
}
