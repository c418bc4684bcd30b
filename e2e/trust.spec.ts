// The trust center: its requests open the contact form with their subject set, its list of
// the website's sub-processors names what the privacy policy names, and axe in both themes
// (the site search finding it: e2e/search.spec.ts).
import { expectNoAxeViolations } from "./support/axe";
import { content, inMatrixAfterFirst, pageIn, siteLocales } from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";

for (const [index, locale] of siteLocales.entries()) {
  const copy = () => content(locale).trust;
  const tag = inMatrixAfterFirst(index);

  test(
    `the DPA request opens the contact form with its subject set (${locale})`,
    { tag },
    async ({ page }) => {
      await gotoHydrated(page, pageIn("trust", locale).path);
      await page.getByRole("link", { name: copy().requests.dpa.label }).click();
      await expect(page).toHaveURL((url) => url.pathname === pageIn("contact", locale).path);
      const subject = content(locale).contact.fields.subject.label;
      await expect(page.getByRole("textbox", { name: new RegExp(`^${subject}`) })).toHaveValue(
        copy().requests.dpa.subject,
      );
    },
  );

  test(
    `the website's sub-processors are the privacy policy's recipients (${locale})`,
    { tag: ["@matrix"] },
    async ({ page }) => {
      await gotoHydrated(page, pageIn("trust", locale).path);
      const names = await page
        .locator("[data-site-processors] tbody th[scope=row]")
        .allTextContents();
      expect(names.length).toBeGreaterThan(0);
      await gotoHydrated(page, pageIn("privacy", locale).path);
      for (const name of names) await expect(page.getByRole("main")).toContainText(name);
    },
  );
}

test("the trust center has no axe violation in either theme (de)", async ({ page }) => {
  await gotoHydrated(page, pageIn("trust", "de").path);
  await expectNoAxeViolations(page, "the German trust center");
});

test("each sample certification is marked as a sample", async ({ page }) => {
  const { trust } = content();
  await gotoHydrated(page, "/trust");
  const cards = page.locator("[data-status]");
  await expect(cards).toHaveCount(trust.certifications.entries.length);
  for (const [index, entry] of trust.certifications.entries.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading")).toHaveText(entry.name);
    if (entry.evidence.status === "sample")
      await expect(card.locator("[data-sample]")).toHaveText(trust.page.sample);
  }
});
