// Visual regression guard: every page of every locale, and the open states of the English
// pages, at 390, 768 and 1280 px, in the dark and the light theme, compared with the
// committed baselines. `npm test` shoots the English landing and contact pages in the phone
// layout; the rest of the matrix (tagged @matrix), the composed pages' blocks among it,
// is `npm run test:integration`'s. After an intended change, refresh them with
// `npm run test:visual:update` and look at every image that changed before committing it.
import type { Locator, Page } from "@playwright/test";
import { builtPages } from "../builder/pages";
import { colorSchemes } from "../src/features/theme/theme-store";
import { defaultLocale } from "../src/i18n/locales";
import {
  changelogPages,
  composedPages,
  content,
  featureItems,
  pageLabel,
  sitePages,
  solutionSteps,
  storyPages,
  type SitePage,
} from "./support/content";
import { expect, gotoHydrated, notFoundConsoleErrors, test } from "./support/fixtures";
import { firstResultsTimeout } from "./support/search";
import { fillContactForm, openDrawer, solutionPicture } from "./support/site";
import { desktopNavWidth, shoot, visualWidths } from "./support/visual";

const { contact } = content();
/** The pages `npm test` shoots (at 390 px, in English): the specification's two. */
const phoneShots: readonly string[] = ["home", "contact"];

/** A page's baseline name: `home-top`, `de-contact-idle`. */
function baseName({ id, locale }: SitePage): string {
  const name = {
    home: "home-top",
    contact: "contact-idle",
    imprint: "imprint",
    privacy: "privacy",
    integrations: "integrations",
    trust: "trust",
    "not-found": "not-found",
  }[id];
  return locale === defaultLocale ? name : `${locale}-${name}`;
}

for (const width of visualWidths) {
  const widthTags = width === visualWidths[0] ? ["@visual"] : ["@visual", "@matrix"];
  test.describe(`${width} px`, { tag: widthTags }, () => {
    // The system's setting, with nothing stored: the theme a first visit gets.
    test.use({ viewport: { width, height: width < 768 ? 844 : 800 } });
    /**
     * Shoots the state in each theme. The page follows the system's setting as it changes,
     * so one page load serves both.
     */
    async function shootThemes(page: Page, name: string, options?: Parameters<typeof shoot>[2]) {
      for (const scheme of colorSchemes) {
        await page.emulateMedia({ colorScheme: scheme });
        await shoot(page, `${name}-${scheme}-${width}`, options);
      }
    }

    for (const builtPage of sitePages) {
      const tag =
        phoneShots.includes(builtPage.id) && builtPage.locale === defaultLocale ? [] : ["@matrix"];
      test.describe(`${builtPage.locale}`, { tag }, () => {
        if (builtPage.status === 404) test.use({ allowedConsoleErrors: notFoundConsoleErrors });
        test(`${pageLabel(builtPage)}`, async ({ page }) => {
          await gotoHydrated(page, builtPage.sample);
          // The not-found page's nearest pages arrive from the search index after hydration.
          if (builtPage.status === 404) {
            await expect(page.locator("main [aria-busy]")).toHaveAttribute("aria-busy", "false", {
              timeout: firstResultsTimeout,
            });
          }
          await shootThemes(page, baseName(builtPage));
          if (builtPage.id !== "home") return;
          // The feature cards hold the longest words of each language.
          const features = page.locator("#features");
          await features.scrollIntoViewIfNeeded();
          await shootThemes(page, baseName(builtPage).replace(/top$/, "features"), {
            target: features,
          });
        });
      });
    }

    test("the blog's index and its newest post", { tag: "@matrix" }, async ({ page }) => {
      const blogPages = builtPages().filter((built) => built.locale === defaultLocale);
      for (const id of ["blog-index", "blog-post"] as const) {
        const first = blogPages.find((built) => built.id === id);
        if (!first) continue;
        await gotoHydrated(page, first.sample);
        await shootThemes(page, id);
      }
    });

    test("the customer stories' index and a story", { tag: "@matrix" }, async ({ page }) => {
      const shown = storyPages.filter(
        (built) => built.id === "customers-index" || built.path.endsWith("/northwind-bank"),
      );
      for (const built of shown) {
        await gotoHydrated(page, built.sample);
        const name = built.id === "customers-index" ? "customers" : "customer-story";
        await shootThemes(page, built.locale === defaultLocale ? name : `${built.locale}-${name}`);
      }
    });

    test(
      "the changelog and a release, one shown in English",
      { tag: "@matrix" },
      async ({ page }) => {
        const shown = changelogPages.filter(
          (built) =>
            built.id === "changelog-index" ||
            built.changelog?.release === built.changelog?.all[0] ||
            built.changelog?.release?.translated === false,
        );
        for (const built of shown) {
          await gotoHydrated(page, built.sample);
          const name =
            built.id === "changelog-index"
              ? "changelog"
              : built.changelog?.release?.translated
                ? "release"
                : "release-in-english";
          await shootThemes(
            page,
            built.locale === defaultLocale ? name : `${built.locale}-${name}`,
          );
        }
      },
    );

    test("solution step 2", { tag: "@matrix" }, async ({ page }) => {
      await gotoHydrated(page, "/");
      await page.getByRole("radio", { name: solutionSteps()[1]!.title }).click();
      const panelImage = solutionPicture(page).getByRole("img");
      await panelImage.scrollIntoViewIfNeeded();
      await panelImage.evaluate((img) => (img as HTMLImageElement).decode());
      await shootThemes(page, "solution-step-2", { target: page.locator("#solution") });
    });

    test("feature dialog", { tag: "@matrix" }, async ({ page }) => {
      // A page loaded in each theme: once the theme has changed under it, the dialog can
      // lay out a pixel shorter than on a first visit.
      for (const scheme of colorSchemes) {
        await page.emulateMedia({ colorScheme: scheme });
        await gotoHydrated(page, "/");
        await page.getByRole("button", { name: featureItems()[4]!.title }).click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        await dialog.locator("img").evaluate((img) => (img as HTMLImageElement).decode());
        await shoot(page, `feature-dialog-${scheme}-${width}`);
      }
    });

    test("search dialog with results", { tag: "@matrix" }, async ({ page }) => {
      await gotoHydrated(page, "/");
      await page.keyboard.press("/");
      const field = page.getByRole("combobox", { name: content().common.search.label });
      await expect(field).toBeFocused();
      await field.fill("collector");
      await expect(page.getByRole("option").nth(2)).toBeVisible({ timeout: firstResultsTimeout });
      await shootThemes(page, "search-dialog");
    });

    test("drawer open", { tag: "@matrix" }, async ({ page }) => {
      test.skip(width >= desktopNavWidth, `the drawer exists below ${desktopNavWidth} px only`);
      await gotoHydrated(page, "/");
      await openDrawer(page);
      await shootThemes(page, "drawer-open");
    });

    test("contact sending and toast", { tag: "@matrix" }, async ({ page }) => {
      await page.clock.install();
      await gotoHydrated(page, "/contact");
      await fillContactForm(page, {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        company: "Analytical Engines",
        subject: "A demo",
        message: "Hello",
      });
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
      await page.getByRole("button", { name: contact.form.submit }).click();
      await expect(page.getByRole("button", { name: contact.form.sending })).toBeVisible();
      await shootThemes(page, "contact-sending");
      await page.clock.runFor(1100);
      await expect(page.getByText(contact.form.toastTitle, { exact: true })).toBeVisible();
      await shootThemes(page, "contact-toast");
    });
  });
}

// Each block of the composed pages, from the first English page that has it, at every width
// in both themes: the first page's at the phone's width in `npm test`, the rest in the matrix. One test per
// page, which shoots its blocks in turn: a page load per block was most of the time.
const blockShots = [
  ...new Map(
    composedPages
      .filter((built) => built.locale === defaultLocale)
      .flatMap((built) => built.composed.blocks.map((block) => [block.type, built] as const)),
  ),
].sort(([a], [b]) => a.localeCompare(b));
const blockPages = [...new Set(blockShots.map(([, built]) => built))].map((built) => ({
  built,
  types: blockShots.filter(([, shot]) => shot === built).map(([type]) => type),
}));

for (const width of visualWidths) {
  test.describe(`blocks at ${width} px`, { tag: ["@visual", "@matrix"] }, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 800 } });
    for (const { built, types } of blockPages) {
      test(`the ${types.join(", ")} blocks of ${built.path}`, async ({ page }) => {
        await gotoHydrated(page, built.path);
        for (const type of types) {
          // Each block is one section of the page's main content, in the file's order.
          const index = built.composed.blocks.findIndex((block) => block.type === type);
          const block = page.locator("#main > section").nth(index);
          await block.scrollIntoViewIfNeeded();
          for (const scheme of colorSchemes) {
            await page.emulateMedia({ colorScheme: scheme });
            await shoot(page, `block-${type}-${scheme}-${width}`, { target: block });
          }
        }
      });
    }
  });
}

// What a preview shows before launch (docs/legal.md): the notice at the play button, a
// sample marked in Japanese, and the Japanese on-prem page a regulated buyer reads first.
for (const width of visualWidths) {
  test.describe(`before launch at ${width} px`, { tag: ["@visual", "@matrix"] }, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 800 } });
    test("the video notice, and the Japanese on-prem page with its marked samples", async ({
      page,
    }) => {
      await gotoHydrated(page, "/");
      // The player and its notice together: what a visitor reads before the click.
      const video = page.locator("[data-video-notice]").locator("..");
      await video.scrollIntoViewIfNeeded();
      for (const scheme of colorSchemes) {
        await page.emulateMedia({ colorScheme: scheme });
        await shoot(page, `launch-video-notice-${scheme}-${width}`, { target: video });
      }
      const onPrem = composedPages.find((p) => p.locale === "ja" && p.path.includes("on-prem"))!;
      await gotoHydrated(page, onPrem.path);
      for (const scheme of colorSchemes) {
        await page.emulateMedia({ colorScheme: scheme });
        await shoot(page, `launch-ja-on-prem-top-${scheme}-${width}`);
      }
      const marked = page.locator("#main > section").filter({ has: page.locator("[data-sample]") });
      await marked.first().scrollIntoViewIfNeeded();
      for (const scheme of colorSchemes) {
        await page.emulateMedia({ colorScheme: scheme });
        await shoot(page, `launch-ja-sample-${scheme}-${width}`, { target: marked.first() });
      }
    });
  });
}

// The pricing page's own blocks in every other language: their currency and number
// formats, the German compounds and the Japanese lines without spaces, in tables and
// buttons that English never fills; and in every language, the on-prem estimate as the
// contact page shows it above the message.
const pricedBlocks = ["plans", "calculator"] as const;
const pricingPages = composedPages.filter((built) => built.composed.name === "pricing");

for (const width of visualWidths) {
  test.describe(`pricing at ${width} px`, { tag: ["@visual", "@matrix"] }, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 800 } });
    for (const built of pricingPages) {
      const { locale } = built;
      const prefix = locale === defaultLocale ? "" : `${locale}-`;
      test(`the pricing blocks of ${built.path} and its estimate at sales`, async ({ page }) => {
        await gotoHydrated(page, `${built.path}?where=on-prem`);
        const shootThemes = async (name: string, target: Locator) => {
          for (const scheme of colorSchemes) {
            await page.emulateMedia({ colorScheme: scheme });
            await shoot(page, `${prefix}${name}-${scheme}-${width}`, { target });
          }
        };
        const calculator = built.composed.blocks.find((block) => block.type === "calculator");
        if (calculator?.type !== "calculator") throw new Error(`${built.path}: no calculator`);
        // English's are the block shots above, at the example's inputs.
        for (const type of locale === defaultLocale ? [] : pricedBlocks) {
          const index = built.composed.blocks.findIndex((block) => block.type === type);
          const block = page.locator("#main > section").nth(index);
          await block.scrollIntoViewIfNeeded();
          await shootThemes(`block-${type}`, block);
        }
        await page
          .locator(`#${calculator.anchor}`)
          .getByRole("link", { name: calculator.labels.send })
          .click();
        const notice = page.getByRole("region", { name: content(locale).contact.estimate.title });
        await expect(notice).toBeVisible();
        await shootThemes("contact-estimate", notice);
      });
    }
  });
}
