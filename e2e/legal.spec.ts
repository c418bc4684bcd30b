// The imprint and the privacy policy: one click from every kind of page in every language,
// the contact form's notice leading to the policy, and the policy saying what this build does.
// The no-consent proof (nothing stored, no other origin contacted) is e2e/no-consent.spec.ts.
import { builtPages } from "../builder/pages";
import { defaultLocale, type Locale } from "../src/i18n/locales";
import { pathOf, type PageId } from "../src/site-pages";
import { expectNoAxeViolations } from "./support/axe";
import { blockOf, content, escapeRegExp, inMatrixAfterFirst, siteLocales } from "./support/content";
import { expect, gotoHydrated, notFoundConsoleErrors, test } from "./support/fixtures";
import { submitButton } from "./support/site";

/** One page of each kind in a locale: the site's own pages and the blog's three kinds. */
function pageKinds(locale: Locale): { id: PageId; sample: string; status: number }[] {
  const pages = builtPages().filter((page) => page.locale === locale);
  const kinds = [...new Set(pages.map((page) => page.id))];
  return kinds.map((id) => pages.find((page) => page.id === id)!);
}

for (const [index, locale] of siteLocales.entries()) {
  const { common } = content(locale);
  const legal = [
    { id: "imprint", name: common.footer.imprint, heading: content(locale).imprint.page.title },
    { id: "privacy", name: common.footer.privacy, heading: content(locale).privacy.page.title },
  ] as const;

  test.describe(`${locale}: the legal pages`, { tag: inMatrixAfterFirst(index) }, () => {
    test.describe(() => {
      test.use({ allowedConsoleErrors: notFoundConsoleErrors });
      test("are linked from the footer of every kind of page", async ({ page }) => {
        for (const kind of pageKinds(locale)) {
          await page.goto(kind.sample);
          const footer = page.getByRole("contentinfo");
          for (const target of legal) {
            await expect(
              footer.getByRole("link", { name: target.name, exact: true }),
              kind.sample,
            ).toHaveAttribute("href", pathOf(locale, target.id));
          }
        }
      });
    });

    // The click itself, once in `npm test` (from the home page), from every kind in the matrix.
    for (const kind of pageKinds(locale)) {
      test.describe(() => {
        if (kind.status === 404) test.use({ allowedConsoleErrors: notFoundConsoleErrors });
        test(`are one click from the ${kind.id} page`, { tag: "@matrix" }, async ({ page }) => {
          for (const target of legal) {
            await gotoHydrated(page, kind.sample);
            const footer = page.getByRole("contentinfo");
            await footer.getByRole("link", { name: target.name, exact: true }).click();
            await expect(page).toHaveURL(pathOf(locale, target.id));
            await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.heading);
          }
        });
      });
    }

    test("the contact form says what is sent where, beside the send button", async ({ page }) => {
      const { contact, privacy } = content(locale);
      await gotoHydrated(page, pathOf(locale, "contact"));
      // The default build simulates sending: the notice says nothing leaves the browser.
      const notice = page.getByText(contact.notice.simulated);
      await expect(notice).toBeVisible();
      await expect(submitButton(page)).toHaveAccessibleDescription(
        new RegExp(escapeRegExp(contact.notice.simulated)),
      );
      // Beside the button: on its row at 1280 px, under it on a phone.
      const button = (await submitButton(page).boundingBox())!;
      const text = (await notice.boundingBox())!;
      expect(Math.abs(text.y + text.height / 2 - (button.y + button.height / 2))).toBeLessThan(
        button.height,
      );
      await page.getByRole("link", { name: contact.notice.link }).click();
      await expect(page).toHaveURL(pathOf(locale, "privacy"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.page.title);
    });
  });
}

test.describe("the privacy policy of the default build", () => {
  const { privacy, imprint } = content(defaultLocale);

  test("has a section for each processing it does, and none for telemetry", async ({ page }) => {
    await gotoHydrated(page, pathOf(defaultLocale, "privacy"));
    const processings = blockOf(privacy.blocks, "processings");
    const processing = page.getByRole("region", { name: processings.title });
    const sections = processing.getByRole("heading", { level: 3 });
    await expect(sections).toHaveText([
      privacy.processings.hosting.title,
      privacy.processings.contact.title,
      privacy.processings.email.title,
      privacy.processings.video.title,
      privacy.processings.theme.title,
      privacy.processings.selfHosted.title,
    ]);
    // The form sends nothing in this build, and the policy says so.
    const contact = page.getByRole("region", { name: privacy.processings.contact.title });
    await expect(contact).toContainText(privacy.contact.simulated.slice(0, 40));
    const video = page.getByRole("region", { name: privacy.processings.video.title });
    await expect(video).toContainText("www.youtube-nocookie.com");
    await expect(video).toContainText(
      "Google Ireland Limited (Ireland); Google LLC (United States)",
    );
    // Dated from its sources' history; the authority of the operator's Land, by name.
    await expect(page.locator("main time").first()).toHaveAttribute(
      "datetime",
      /^\d{4}-\d{2}-\d{2}$/,
    );
    const authority = blockOf(privacy.blocks, "authority");
    await expect(page.getByRole("region", { name: authority.title })).toContainText(
      "Berliner Beauftragte für Datenschutz und Informationsfreiheit",
    );
    const theme = page.getByRole("region", { name: privacy.processings.theme.title });
    await expect(theme).toContainText("“theme”");
    const japan = blockOf(privacy.blocks, "japan");
    await expect(page.getByRole("region", { name: japan.title })).toBeVisible();
    await expectNoAxeViolations(page, "the privacy policy");
  });

  test(
    "the imprint names the operator from the configuration",
    { tag: "@matrix" },
    async ({ page }) => {
      await gotoHydrated(page, pathOf(defaultLocale, "imprint"));
      const operator = blockOf(imprint.blocks, "operator");
      await expect(page.getByRole("region", { name: operator.title })).toContainText(
        "Obsero GmbH (fictitious example)",
      );
      await expect(page.getByRole("link", { name: "privacy@example.com" })).toHaveAttribute(
        "href",
        "mailto:privacy@example.com",
      );
      await expectNoAxeViolations(page, "the imprint");
    },
  );
});

test(
  "on a phone, the legal pages are one tap from the footer",
  { tag: ["@mobile", "@matrix"] },
  async ({ page }) => {
    const { common, imprint, privacy } = content(defaultLocale);
    for (const [name, heading, id] of [
      [common.footer.imprint, imprint.page.title, "imprint"],
      [common.footer.privacy, privacy.page.title, "privacy"],
    ] as const) {
      await gotoHydrated(page, "/");
      const link = page.getByRole("contentinfo").getByRole("link", { name, exact: true });
      const box = (await link.boundingBox())!;
      expect(box.height, "target size (WCAG 2.5.8)").toBeGreaterThanOrEqual(24);
      await link.tap();
      await expect(page).toHaveURL(pathOf(defaultLocale, id));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
  },
);
