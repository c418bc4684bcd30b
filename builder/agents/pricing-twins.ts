// The pricing blocks' Markdown, for the pricing page's twin: every plan with its price, the
// whole price list with its tax note, the sizing rules and the worked example, so an AI
// assistant asked "how much does it cost" answers from the same numbers as the page.
import type { BlockOf } from "../../src/content/blocks-schema.ts";
import type { ComposedBlock } from "../../src/content/composed.ts";
import { regionIds, sizingIds, unitPriceIds } from "../../src/content/pricing-ids.ts";
import { estimate, unitPrice } from "../../src/features/pricing/estimate.ts";
import { formatMoney, formatUnitPrice } from "../../src/features/pricing/money.ts";
import { fill, formatNumber } from "../../src/i18n/format.ts";
import { intlLocale, type Locale } from "../../src/i18n/locales.ts";
import { describeInputs } from "../../src/pages/composed/blocks/pricing/describe-inputs.ts";
import { calculatorOf } from "../../src/pages/composed/blocks/pricing/pricing-blocks.ts";
import { md } from "./markdown.ts";

type Table = (header: readonly string[], rows: readonly (readonly string[])[]) => string;

const sampleLine = (calculator: BlockOf<"calculator">) =>
  calculator.prices.status.status === "sample"
    ? md.paragraph(`${calculator.labels.sample}: ${calculator.prices.status.note}`)
    : false;

export function plansMarkdown(
  block: BlockOf<"plans">,
  blocks: readonly ComposedBlock[],
  locale: Locale,
  links: { contact: string; calculator: (anchor: string) => string },
): (string | false)[] {
  const calculator = calculatorOf(blocks);
  return [
    md.heading(2, block.title),
    md.paragraph(`${block.eyebrow}: ${block.lead}`),
    ...block.plans.flatMap((plan) => {
      const prices = calculator?.prices;
      const price =
        plan.priceOf && prices
          ? fill(plan.price, {
              price: formatUnitPrice(unitPrice(prices, plan.priceOf), prices.currency, locale),
            })
          : plan.price;
      const to =
        plan.to === "calculator" && calculator
          ? links.calculator(calculator.anchor)
          : links.contact;
      return [
        md.heading(3, plan.name),
        md.paragraph(plan.summary),
        `**${md.paragraph(price)}**`,
        md.list(plan.features.map((feature) => md.paragraph(feature))),
        md.link(plan.button, to),
      ];
    }),
    !!calculator && md.paragraph(calculator.prices.taxNote),
  ];
}

export function calculatorMarkdown(
  block: BlockOf<"calculator">,
  locale: Locale,
  table: Table,
  /** The calculator's absolute address on its page. */
  calculatorUrl: string,
): (string | false)[] {
  const { labels, prices } = block;
  const money = (amount: number) => formatMoney(amount, prices.currency, locale);
  const example = estimate(prices, block.example);
  const percent = new Intl.NumberFormat(intlLocale(locale), {
    style: "percent",
    signDisplay: "exceptZero",
  });
  const lineLabel = (id: string) =>
    id === "storage"
      ? fill(labels.storage, { days: prices.cloud.includedRetentionDays })
      : labels.signals[id as "logs" | "traces" | "metrics"].label;
  return [
    md.heading(2, block.title),
    md.paragraph(`${block.eyebrow}: ${block.lead}`),
    sampleLine(block),
    table(
      [labels.unitPrices, prices.currency],
      [
        ...unitPriceIds.map((id) => [
          labels.unitPriceRows[id],
          formatUnitPrice(unitPrice(prices, id), prices.currency, locale),
        ]),
        ...regionIds.map((id) => [
          fill(labels.regionFactor, { region: prices.cloud.regions[id].name }),
          percent.format(prices.cloud.regions[id].factor - 1),
        ]),
      ],
    ),
    md.paragraph(prices.taxNote),
    `**${md.paragraph(labels.formulas)}**`,
    md.list(
      sizingIds.map((id) => {
        const each = prices.onPrem.sizing[id];
        return md.paragraph(`${formatNumber(each.value, locale)} ${each.unit}: ${each.reason}`);
      }),
    ),
    md.heading(3, labels.results),
    md.link(block.title, calculatorUrl),
    md.heading(3, labels.exampleTitle),
    md.paragraph(fill(labels.exampleText, describeInputs(block, block.example, locale))),
    table(
      [labels.breakdown, labels.monthly],
      [
        ...example.lines.map((line) => [lineLabel(line.id), money(line.monthly)]),
        [labels.total, money(example.monthly)],
      ],
    ),
  ];
}
