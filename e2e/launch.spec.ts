// What keeps a preview honest before launch (docs/legal.md, "Go-live checklist"): every
// sample logo, quote and figure is marked in the page's language, visibly and for screen
// readers; the demo video says where it plays from before the click; the contact page of a
// build that delivers nowhere says its form is a demonstration. A real build refuses all of
// these samples (builder/content/facts.test.ts), and shows no mark once they are real
// (launch-real.spec.ts). The first locale runs in `npm test`, the others in the slower
// suite's matrix.
import type { ComposedBlock } from "../src/content/composed";
import { markdownTwinPath } from "../src/features/seo/seo-config";
import { localizedPath } from "../src/i18n/paths";
import { pathOf } from "../src/site-pages";
import { expectNoAxeViolations } from "./support/axe";
import { composedPages, content, inMatrixAfterFirst, siteLocales } from "./support/content";
import { expect, gotoHydrated, test, youtubeOrigin } from "./support/fixtures";
import { brand, playButton } from "./support/site";

/** How many marks a page must show: each sample logo, quote and figure of its blocks. */
function samplesOf(blocks: readonly ComposedBlock[]): number {
  const sample = (permission: { status: string }) => permission.status === "sample";
  return blocks.reduce((count, block) => {
    if (block.type === "logos")
      return count + block.logos.filter((l) => sample(l.permission)).length;
    if (block.type === "quotes")
      return count + block.quotes.filter((q) => sample(q.permission)).length;
    if (block.type === "figures") return count + block.items.filter((item) => item.sample).length;
    return count;
  }, 0);
}

for (const [index, locale] of siteLocales.entries()) {
  test.describe(`before launch, in ${locale}`, { tag: inMatrixAfterFirst(index) }, () => {
    const copy = content(locale);
    const { sampleLabel } = copy.facts;

    test("marks every sample on a landing page, visibly and in the accessibility tree", async ({
      page,
    }) => {
      const built = composedPages.find(
        (candidate) => candidate.locale === locale && samplesOf(candidate.composed.blocks) > 0,
      );
      test.skip(!built, `no page of ${locale} shows a sample`);
      await gotoHydrated(page, built!.path);
      const expected = samplesOf(built!.composed.blocks);
      const marks = page.locator("main [data-sample]");
      await expect(marks).toHaveCount(expected);
      for (const mark of await marks.all()) {
        await expect(mark).toBeVisible();
        await expect(mark).toHaveText(sampleLabel);
      }
      // Read as text where it stands, not hidden from assistive technology.
      const tree = await page.locator("main").ariaSnapshot();
      expect(tree.split(sampleLabel).length - 1).toBeGreaterThanOrEqual(expected);
      // Beside a logo's name, not inside it: the image keeps its company's name.
      const logos = page.locator("main [role=img][aria-label]");
      for (const logo of await logos.all()) {
        await expect(logo).not.toHaveAccessibleName(new RegExp(sampleLabel));
      }
      await expectNoAxeViolations(page, `${built!.path} with its sample marks`);
    });

    test("says where the video plays from before the click, and loads nothing until then", async ({
      page,
      externalRequests,
    }) => {
      await gotoHydrated(page, localizedPath(locale, "/"));
      const button = playButton(page, locale);
      const notice = page.locator("[data-video-notice]");
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(copy.common.video.notice);
      await expect(button).toHaveAccessibleDescription(
        new RegExp(copy.common.video.notice.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      );
      const policy = notice.getByRole("link", { name: copy.common.video.policyLink });
      await expect(policy).toHaveAttribute("href", `${pathOf(locale, "privacy")}#privacy-video`);
      await expectNoAxeViolations(page, "the home page with the video notice");
      expect(externalRequests, "nothing leaves the site before the click").toEqual([]);

      await button.click();
      await expect(page.locator(`iframe[src^="${youtubeOrigin}"]`)).toBeVisible();
      // The frame can show before its request is reported: wait for the request itself.
      await expect.poll(() => externalRequests[0]).toMatch(new RegExp(`^${youtubeOrigin}/`));
    });

    test("leads from the notice to the policy's section on the video", async ({ page }) => {
      await gotoHydrated(page, localizedPath(locale, "/"));
      await page
        .locator("[data-video-notice]")
        .getByRole("link", { name: copy.common.video.policyLink })
        .click();
      await expect(page).toHaveURL(new RegExp(`${pathOf(locale, "privacy")}#privacy-video$`));
      await expect(page.locator("#privacy-video")).toBeVisible();
    });

    test("says on the contact page and in its twin that the form is a demonstration", async ({
      page,
      request,
    }) => {
      const path = pathOf(locale, "contact");
      await gotoHydrated(page, path);
      const { demoTitle, demoText } = copy.contact.page;
      const notice = page.getByRole("note").filter({ hasText: demoTitle });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(demoText.replace("{email}", brand.email));
      await expect(notice.getByRole("link", { name: brand.email })).toHaveAttribute(
        "href",
        `mailto:${brand.email}`,
      );
      await expectNoAxeViolations(page, "the contact page with the demonstration notice");
      const twin = await (await request.get(markdownTwinPath(path))).text();
      expect(twin).toContain(`**${demoTitle}**`);
    });
  });
}
