// What the schema cannot see in a pricing page's blocks: a sample price list in a build for
// a real SITE_URL (refused, as sample proof is), a plan that quotes a price the page has no
// price list for, and a price list whose yen are not whole.
import type { BlockSource } from "../../src/content/blocks-schema.ts";
import type { KeyPath } from "./source-positions.ts";

export function pricingProblems(
  blocks: readonly BlockSource[],
  realSite: boolean,
): { path: KeyPath; message: string }[] {
  const problems: { path: KeyPath; message: string }[] = [];
  const at = (path: KeyPath, message: string) => problems.push({ path, message });
  const calculators = blocks.flatMap((block, index) =>
    block.type === "calculator" ? [{ block, index }] : [],
  );
  for (const { index } of calculators.slice(1)) {
    at([index, "type"], "a page has one calculator: its price list is the one its plans quote");
  }
  for (const { block, index } of calculators) {
    const { prices } = block;
    if (prices.status.status === "sample" && realSite) {
      at(
        [index, "prices", "status", "status"],
        "sample prices: a build for a real SITE_URL shows only a price list someone approved; " +
          "enter the real prices, who approved them and when",
      );
    }
    if (prices.currency === "JPY") {
      const { cloud } = prices;
      const amounts = {
        logsPerGb: cloud.logsPerGb,
        tracesPerGb: cloud.tracesPerGb,
        metricsPer1000Series: cloud.metricsPer1000Series,
        storagePerGbMonth: cloud.storagePerGbMonth,
      };
      for (const [key, amount] of Object.entries(amounts)) {
        if (!Number.isInteger(amount)) {
          at([index, "prices", "cloud", key], `${amount} yen: a yen price is a whole number`);
        }
      }
    }
  }
  blocks.forEach((block, index) => {
    if (block.type !== "plans") return;
    block.plans.forEach((plan, p) => {
      const path: KeyPath = [index, "plans", p];
      const quotes = plan.price.includes("{price}");
      if (quotes && !plan.priceOf) {
        at([...path, "priceOf"], "the price line has {price}: choose the unit price it quotes");
      }
      if (!quotes && plan.priceOf) {
        at(
          [...path, "price"],
          `add {price} to the price line, where the ${plan.priceOf} price goes`,
        );
      }
      if ((plan.priceOf || plan.to === "calculator") && calculators.length === 0) {
        at(
          [...path, plan.priceOf ? "priceOf" : "to"],
          "this plan needs the page's calculator (its price list); add a calculator block",
        );
      }
    });
  });
  return problems;
}
