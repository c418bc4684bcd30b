/// <reference lib="dom" />
// Back and forward through the back/forward cache: a page restored as it was left must show
// a theme chosen meanwhile on another page from its first frame (see the head script).
import { colorSchemes } from "../src/features/theme/theme-store";
import { chromiumArgs, chromiumPath } from "../tools/chromium";
import { inMatrixAfterFirst } from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import {
  choiceLabel,
  expectBackground,
  expectThemeColorMetas,
  firstFrames,
  headerSwitch,
  recordFirstFrames,
  resolve,
} from "./support/theme";

// Playwright turns the cache off by default; here pages are really restored from it, by the
// full browser: the headless shell paints no frame on a restore.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: chromiumArgs,
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  },
});

test.describe("the back/forward cache", () => {
  // Under the first system setting in `npm test`, the other in the slower suite's matrix.
  for (const [index, system] of colorSchemes.entries()) {
    test.describe(`system ${system}`, { tag: inMatrixAfterFirst(index) }, () => {
      test.use({ colorScheme: system });

      test(
        "a page restored after the choice changed elsewhere shows it in its first frame",
        { tag: "@matrix" },
        async ({ page }) => {
          await recordFirstFrames(page);
          for (const choice of ["light", "dark", "system"] as const) {
            await gotoHydrated(page, "/");
            await gotoHydrated(page, "/contact");
            const name = choiceLabel(choice);
            await headerSwitch(page).getByRole("radio", { name }).check();

            await page.goBack({ waitUntil: "commit" });
            await expect
              .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated))
              .toBe("true");
            const frames = await expect
              .poll(() => firstFrames(page).then((list) => list.length))
              .toBe(2)
              .then(() => firstFrames(page));
            // The first frame of the document, then the first after its restore.
            await expectBackground(
              page,
              frames[1]!,
              resolve(choice, system),
              `restored, ${choice}`,
            );
            await expect(headerSwitch(page).getByRole("radio", { name })).toBeChecked();
            await expectThemeColorMetas(page, choice);
          }
        },
      );
    });
  }
});
