// The pricing page of every language, as a buyer uses it: the calculator by keyboard, its
// estimate kept in the address for a colleague, a hostile address, the page without
// JavaScript, and the estimate carried to the contact form. The formulas themselves are
// unit-tested (src/features/pricing/*.test.ts); here the page must show what they give.
import type { Page } from "@playwright/test";
import type { BlockOf } from "../src/content/blocks-schema";
import { estimate, type EstimateInputs } from "../src/features/pricing/estimate";
import { formatMoney } from "../src/features/pricing/money";
import { fill } from "../src/i18n/format";
import { localizedPath } from "../src/i18n/paths";
import { expectNoAxeViolations } from "./support/axe";
import { composedPages, content, inMatrixAfterFirst } from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";

const pricingPages = composedPages.filter((page) => page.composed.name === "pricing");
const calculatorOf = (blocks: readonly { type: string }[]) =>
  blocks.find((block): block is BlockOf<"calculator"> => block.type === "calculator");

test("every built language has a pricing page", () => {
  expect(pricingPages.map((page) => page.locale).sort()).toEqual(
    [...new Set(composedPages.map((page) => page.locale))].sort(),
  );
});

for (const [index, built] of pricingPages.entries()) {
  const { locale } = built;
  const calculator = calculatorOf(built.composed.blocks);
  if (!calculator) throw new Error(`${built.path} has no calculator`);
  const { labels, prices, anchor } = calculator;
  const money = (amount: number) => formatMoney(amount, prices.currency, locale);
  const section = (page: Page) => page.locator(`#${anchor}`);
  const results = (page: Page) =>
    section(page).getByRole("heading", { name: labels.results }).locator("..");
  const monthlyOf = (inputs: EstimateInputs) => money(estimate(prices, inputs).monthly);
  const numberField = (page: Page, signal: "logs" | "traces" | "metrics") =>
    section(page).getByRole("spinbutton", { name: labels.signals[signal].label });
  const range = (page: Page, signal: "logs" | "traces" | "metrics") =>
    section(page).getByRole("slider", { name: labels.signals[signal].label });

  // The first language's journeys run in `npm test`; the others', in the matrix.
  const tag = inMatrixAfterFirst(index);

  test.describe(built.path, { tag }, () => {
    test("is linked from the header and the footer, and its calculator works by keyboard", async ({
      page,
    }) => {
      await gotoHydrated(page, localizedPath(locale, "/"));
      const nav = content(locale).common.nav;
      await page
        .getByRole("navigation", { name: nav.primary })
        .first()
        .getByRole("link", { name: nav.pricing })
        .click();
      await expect(page).toHaveURL(built.path);
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      await expect(results(page)).toContainText(monthlyOf(calculator.example));

      // The logs' range by its arrow keys, then its number field typed over.
      await range(page, "logs").focus();
      await page.keyboard.press("ArrowRight");
      const afterArrow = Number(await numberField(page, "logs").inputValue());
      expect(afterArrow).toBeGreaterThan(calculator.example.logs);
      await numberField(page, "logs").focus();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("500");
      await page.keyboard.press("Tab");
      // Tab goes on to the next signal's range: each pair is in reading order.
      await expect(range(page, "traces")).toBeFocused();
      const retention = section(page).getByRole("combobox", { name: labels.retention });
      await retention.focus();
      await retention.selectOption("90");
      const inputs: EstimateInputs = { ...calculator.example, logs: 500, retention: 90 };
      const expected = estimate(prices, inputs);
      await expect(results(page).locator("dd").first()).toHaveText(money(expected.monthly));
      for (const line of expected.lines) {
        await expect(results(page).getByRole("table").first()).toContainText(money(line.monthly));
      }
      // Announced once the inputs settle, politely, with both totals.
      await expect(page.locator("[data-calculator-announcement]")).toHaveText(
        fill(labels.announce, { monthly: money(expected.monthly), yearly: money(expected.yearly) }),
      );
      await expect(page.locator("[data-calculator-announcement]")).toHaveAttribute(
        "aria-live",
        "polite",
      );
      await expect(page).toHaveURL(/logs=500&.*retention=90/);

      // The address restores the estimate: after a reload, and for a colleague's new page.
      const shared = page.url();
      await page.reload();
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      await expect(results(page).locator("dd").first()).toHaveText(money(expected.monthly));
      const colleague = await page.context().newPage();
      await gotoHydrated(colleague, new URL(shared).pathname + new URL(shared).search);
      await expect(numberField(colleague, "logs")).toHaveValue("500");
      await expect(results(colleague).locator("dd").first()).toHaveText(money(expected.monthly));
      await colleague.close();
    });

    test("sizes an on-prem cluster and carries the estimate to the contact form", async ({
      page,
    }) => {
      const inputs: EstimateInputs = { ...calculator.example, where: "on-prem" };
      await gotoHydrated(page, `${built.path}?where=on-prem`);
      const expected = estimate(prices, inputs);
      const cluster = expected.cluster;
      if (!cluster) throw new Error("no cluster on-prem");
      await expect(results(page).getByRole("table").nth(1)).toContainText(labels.cluster);
      await expect(results(page).getByRole("table").nth(1)).toContainText(String(cluster.nodes));
      await results(page).getByRole("link", { name: labels.send }).click();
      const copy = content(locale).contact.estimate;
      const notice = page.getByRole("region", { name: copy.title });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(money(expected.monthly));
      // Above the message, and removable: then nothing of it remains to be sent.
      const message = page.getByRole("textbox", {
        name: content(locale).contact.fields.message.label,
      });
      const [noticeBox, messageBox] = [await notice.boundingBox(), await message.boundingBox()];
      expect(noticeBox && messageBox && noticeBox.y < messageBox.y).toBe(true);
      await notice.getByRole("button", { name: copy.remove }).click();
      await expect(notice).toHaveCount(0);
      await expect(page.getByRole("status").filter({ hasText: copy.removed })).toBeVisible();
      await expect(message).toBeFocused();
      await expect(page).not.toHaveURL(/monthly=/);
    });

    test("answers a hostile address with the example and a note, never an error", async ({
      page,
    }) => {
      const hostile = `${built.path}?logs=%3Cscript%3Ealert(1)%3C%2Fscript%3E&traces=-1&series=1e99&retention=31&where=..%2F..%2Fetc`;
      const response = await gotoHydrated(page, hostile);
      expect(response?.status()).toBe(200);
      await expect(section(page).getByRole("status").first()).toHaveText(labels.badQuery);
      await expect(numberField(page, "logs")).toHaveValue(String(calculator.example.logs));
      await expect(results(page).locator("dd").first()).toHaveText(monthlyOf(calculator.example));
      await expect(
        page.locator("script:not([src]):not([type])", { hasText: "alert(1)" }),
      ).toHaveCount(0);
    });

    test(
      "fits a phone's width on-prem, with its longest words",
      { tag: "@mobile" },
      async ({ page }) => {
        await gotoHydrated(page, `${built.path}?where=on-prem`);
        const width = page.viewportSize()!.width;
        // The longest choice of a select, a button's words, the cluster's table.
        for (const [what, element] of [
          ["the inputs", section(page).locator("form")],
          ["where it runs", section(page).getByRole("combobox", { name: labels.where })],
          ["the estimate", results(page)],
          ["the send button", results(page).getByRole("link", { name: labels.send })],
        ] as const) {
          const box = await element.boundingBox();
          expect(box && box.x + box.width, `${what} within ${width} px`).toBeLessThanOrEqual(width);
        }
      },
    );

    // The whole page in the calculator's fullest state (the cluster's table and a note);
    // the cloud's, which has fewer parts, in the matrix.
    test("passes axe in both themes, on-prem with a note", async ({ page }) => {
      await gotoHydrated(page, `${built.path}?where=on-prem&logs=x`);
      await expectNoAxeViolations(page, `${built.path} on-prem, with the note`);
    });

    test("passes axe in both themes in the cloud", { tag: "@matrix" }, async ({ page }) => {
      await gotoHydrated(page, built.path);
      await expectNoAxeViolations(page, `${built.path} calculator`, `#${anchor}`);
    });
  });

  test.describe(`${built.path} without JavaScript`, { tag }, () => {
    test.use({ javaScriptEnabled: false });

    test("shows the plans, the unit prices and a worked example, not the dead controls", async ({
      page,
    }) => {
      await page.goto(built.path);
      const plans = built.composed.blocks.find((block) => block.type === "plans");
      if (plans?.type !== "plans") throw new Error("no plans");
      for (const plan of plans.plans) {
        await expect(page.getByRole("heading", { name: plan.name, exact: true })).toBeVisible();
      }
      await expect(page.getByRole("table", { name: labels.unitPrices })).toBeVisible();
      await expect(page.getByRole("heading", { name: labels.exampleTitle })).toBeVisible();
      await expect(
        page.getByRole("heading", { name: labels.exampleTitle }).locator(".."),
      ).toContainText(monthlyOf(calculator.example));
      await expect(page.getByText(labels.noScript)).toBeVisible();
      await expect(range(page, "logs")).toBeHidden();
    });
  });
}
