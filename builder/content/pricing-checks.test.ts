import { describe, expect, it } from "vitest";
import type { BlockOf, BlockSource } from "../../src/content/blocks-schema";
import { composedPageFiles } from "./composed-pages";
import { pricingProblems } from "./pricing-checks";

const content = composedPageFiles(["en", "de", "ja"]).filter((file) => file.name === "pricing");
const blocksOf = (locale: string) =>
  content.find((file) => file.locale === locale)?.page.blocks ?? [];
const calculatorOf = (blocks: readonly BlockSource[]) =>
  blocks.find((block): block is BlockOf<"calculator"> => block.type === "calculator");
const plansOf = (blocks: readonly BlockSource[]) =>
  blocks.find((block): block is BlockOf<"plans"> => block.type === "plans");

describe("the pricing pages' content", () => {
  it("has a pricing page in each language, priced in its market's currency", () => {
    expect(content.map((file) => [file.locale, file.page.path])).toEqual([
      ["en", "/pricing"],
      ["de", "/preise"],
      ["ja", "/pricing"],
    ]);
    expect(calculatorOf(blocksOf("en"))?.prices.currency).toBe("USD");
    expect(calculatorOf(blocksOf("de"))?.prices.currency).toBe("EUR");
    expect(calculatorOf(blocksOf("ja"))?.prices.currency).toBe("JPY");
    // Japan's prices are shown with the consumption tax included beside them (税込).
    expect(calculatorOf(blocksOf("ja"))?.prices.taxRate).toBe(0.1);
  });

  it("passes in a preview build and is refused, as a sample, by a real site's build", () => {
    for (const locale of ["en", "de", "ja"]) {
      expect(pricingProblems(blocksOf(locale), false)).toEqual([]);
      expect(pricingProblems(blocksOf(locale), true)).toEqual([
        expect.objectContaining({ path: [2, "prices", "status", "status"] }),
      ]);
    }
  });

  it("is refused by composedPageFiles for a real SITE_URL, naming the file and field", () => {
    expect(() => composedPageFiles(["de"], { siteUrl: "https://www.acme.example" })).toThrow(
      /content\/de\/pages\/pricing\.json:\d+ blocks\.2\.prices\.status\.status: sample prices/,
    );
  });
});

describe("pricingProblems", () => {
  const blocks = blocksOf("en");
  const calculator = calculatorOf(blocks);
  const plans = plansOf(blocks);
  if (!calculator || !plans) throw new Error("The English pricing page has no calculator or plans");

  it("names a plan that quotes a price on a page without a calculator", () => {
    const problems = pricingProblems([plans], false);
    expect(problems).toContainEqual({
      path: [0, "plans", 0, "priceOf"],
      message: "this plan needs the page's calculator (its price list); add a calculator block",
    });
  });

  it("names a price line and its unit price that do not go together", () => {
    const [first, ...rest] = plans.plans;
    if (!first) throw new Error("no plan");
    const odd = {
      ...plans,
      plans: [{ ...first, price: "Cheap" }, { ...first, priceOf: undefined }, ...rest],
    };
    expect(pricingProblems([odd, calculator], false).map((each) => each.path)).toEqual([
      [0, "plans", 0, "price"],
      [0, "plans", 1, "priceOf"],
    ]);
  });

  it("names a yen price that is not whole, and a second calculator", () => {
    const japanese = calculatorOf(blocksOf("ja"));
    if (!japanese) throw new Error("The Japanese pricing page has no calculator");
    const yen = {
      ...japanese,
      prices: { ...japanese.prices, cloud: { ...japanese.prices.cloud, logsPerGb: 45.5 } },
    };
    expect(pricingProblems([yen, calculator], false)).toEqual([
      { path: [1, "type"], message: expect.stringContaining("a page has one calculator") },
      {
        path: [0, "prices", "cloud", "logsPerGb"],
        message: "45.5 yen: a yen price is a whole number",
      },
    ]);
  });
});
