/// <reference lib="dom" />
// Light and dark: the site follows the system, the switch in the header and the drawer
// overrides it, the choice is remembered, and the right theme is on screen from the very first
// frame of every page, on a cold load and on back/forward (restores from the back/forward
// cache: theme-bfcache.spec.ts).
import { colorSchemes, themeStorageKey } from "../src/features/theme/theme-store";
import { content, inMatrixAfterFirst, pageLabel, sitePages } from "./support/content";
import { expect, gotoHydrated, notFoundConsoleErrors, test } from "./support/fixtures";
import { headScript, inlineScriptHashes } from "./support/inline-scripts";
import { openDrawer } from "./support/site";
import {
  choiceLabel,
  expectBackground,
  expectThemeColorMetas,
  firstFrames,
  headerSwitch,
  pageBackground,
  recordFirstFrames,
  resolve,
  seededStorage,
  storedChoices,
  themeSwitchLabel,
} from "./support/theme";

test.describe("the first frame already has the right theme", () => {
  // Every page of every locale once, cold, each under the next of the six pairs of a stored
  // choice and a system setting: the head script is the same on every page (the last test
  // here), so this covers each choice, each setting and each page. In `npm test`, one: the
  // first page whose stored choice is against its system setting, so the choice is seen to
  // win. The other pairs and pages run in the slower suite's matrix.
  const cases = colorSchemes.flatMap((system) =>
    storedChoices.map((stored) => ({ system, stored })),
  );
  const choiceWins = cases.findIndex(({ system, stored }) => stored !== null && stored !== system);
  for (const [index, builtPage] of sitePages.entries()) {
    const { system, stored } = cases[index % cases.length]!;
    const { locale, sample, status } = builtPage;
    const expected = resolve(stored, system);
    test.describe(`system ${system}, stored ${stored ?? "nothing"}`, () => {
      test.use({ colorScheme: system, storageState: seededStorage(stored) });
      if (status === 404) test.use({ allowedConsoleErrors: notFoundConsoleErrors });

      const tag = index === choiceWins ? [] : ["@matrix"];
      test(
        `cold load of ${pageLabel(builtPage)}: ${expected} from the first frame on`,
        { tag },
        async ({ page }) => {
          await recordFirstFrames(page);
          await gotoHydrated(page, sample);
          const [first] = await firstFrames(page);
          expect(first, "a frame was painted").toBeDefined();
          await expectBackground(page, first!, expected, "first frame");
          await expectBackground(page, await pageBackground(page), expected, "after hydration");
          const choice = stored ?? "system";
          await expect(
            headerSwitch(page, locale).getByRole("radio", { checked: true }),
          ).toHaveAccessibleName(choiceLabel(choice, locale));
          await expectThemeColorMetas(page, choice);
        },
      );
    });
  }

  // The same journey under each system setting: the first in `npm test`.
  for (const [index, system] of colorSchemes.entries()) {
    test.describe(`system ${system}, nothing stored`, { tag: inMatrixAfterFirst(index) }, () => {
      test.use({ colorScheme: system });
      const other = system === "light" ? "dark" : "light";

      test(
        `back and forward: ${other}, chosen on another page, is there from the first frame`,
        { tag: "@matrix" },
        async ({ page }) => {
          await recordFirstFrames(page);
          await gotoHydrated(page, "/");
          await gotoHydrated(page, "/contact");
          await headerSwitch(page)
            .getByRole("radio", { name: choiceLabel(other) })
            .check();
          await expectBackground(page, await pageBackground(page), other, "after choosing");

          await page.goBack();
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
          expect(new URL(page.url()).pathname).toBe("/");
          await expectBackground(page, (await firstFrames(page))[0]!, other, "first frame, back");
          await expectThemeColorMetas(page, other);

          await page.goForward();
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
          expect(new URL(page.url()).pathname).toBe("/contact");
          await expectBackground(
            page,
            (await firstFrames(page))[0]!,
            other,
            "first frame, forward",
          );
        },
      );
    });
  }
});

test.describe("the switch", () => {
  test.beforeEach(() => {});

  test(
    "a named radio group in the header: System, Light, Dark",
    { tag: "@matrix" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      await expect(headerSwitch(page)).toMatchAriaSnapshot(`
      - radiogroup "${themeSwitchLabel()}":
        - radio "${choiceLabel("system")}" [checked]
        - radio "${choiceLabel("light")}"
        - radio "${choiceLabel("dark")}"
    `);
      for (const radio of await headerSwitch(page).getByRole("radio").all()) {
        const box = (await radio.boundingBox())!;
        expect(Math.min(box.width, box.height), "target size (WCAG 2.5.8)").toBeGreaterThanOrEqual(
          24,
        );
      }
    },
  );

  test("a choice applies at once, is remembered, and System forgets it", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, "/");
    await headerSwitch(page)
      .getByRole("radio", { name: choiceLabel("light") })
      .click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expectBackground(page, await pageBackground(page), "light", "after choosing Light");
    expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({
      [themeStorageKey]: "light",
    });

    await gotoHydrated(page, "/contact");
    await expect(
      headerSwitch(page).getByRole("radio", { name: choiceLabel("light") }),
    ).toBeChecked();
    await expectBackground(page, await pageBackground(page), "light", "on the next page");

    await headerSwitch(page)
      .getByRole("radio", { name: choiceLabel("system") })
      .click();
    await expect(page.locator("html")).not.toHaveAttribute("data-theme");
    await expectBackground(page, await pageBackground(page), "dark", "back to the system's dark");
    // The preference was the only thing stored, and System stores nothing at all.
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await context.cookies()).toEqual([]);
  });

  test(
    "the keyboard: one tab stop, arrow keys choose, Tab moves on",
    { tag: "@matrix" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      const radios = headerSwitch(page).getByRole("radio");
      for (let presses = 0; presses < 10; presses += 1) {
        await page.keyboard.press("Tab");
        if (await radios.first().evaluate((radio) => radio === document.activeElement)) break;
      }
      await expect(radios.nth(0)).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(radios.nth(1)).toBeFocused();
      await expect(radios.nth(1)).toBeChecked();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
      await page.keyboard.press("ArrowRight");
      await expect(radios.nth(2)).toBeChecked();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await page.keyboard.press("Tab");
      await expect(
        page.getByRole("banner").getByRole("link", { name: content().common.nav.bookDemo }),
      ).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(radios.nth(2)).toBeFocused();
    },
  );

  test(
    "other open tabs follow, and System follows the system as it changes",
    { tag: "@matrix" },
    async ({ page, context }) => {
      await gotoHydrated(page, "/");
      const other = await context.newPage();
      await gotoHydrated(other, "/contact");
      await headerSwitch(page)
        .getByRole("radio", { name: choiceLabel("light") })
        .click();
      await expect(other.locator("html")).toHaveAttribute("data-theme", "light");
      await expect(
        headerSwitch(other).getByRole("radio", { name: choiceLabel("light") }),
      ).toBeChecked();
      await other.close();

      await page.emulateMedia({ colorScheme: "dark" });
      await expectBackground(
        page,
        await pageBackground(page),
        "light",
        "Light, whatever the system",
      );
      await headerSwitch(page)
        .getByRole("radio", { name: choiceLabel("system") })
        .click();
      await expectBackground(page, await pageBackground(page), "dark", "System in a dark system");
      await page.emulateMedia({ colorScheme: "light" });
      await expectBackground(page, await pageBackground(page), "light", "the system turned light");
    },
  );
});

// The drawer exists below 1280 px: the mobile project runs this (tagged @mobile).
test.describe("the switch in the drawer", { tag: "@mobile" }, () => {
  test("chooses the theme without closing the drawer", { tag: "@matrix" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(headerSwitch(page)).toBeHidden();
    const drawer = await openDrawer(page);
    const group = drawer.getByRole("radiogroup", { name: themeSwitchLabel() });
    await expect(group).toBeVisible();
    await group.getByRole("radio", { name: choiceLabel("light") }).click();
    await expect(drawer).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect(group.getByRole("radio", { name: choiceLabel("light") })).toBeChecked();
    // Arrow keys work here as well.
    await page.keyboard.press("ArrowRight");
    await expect(group.getByRole("radio", { name: choiceLabel("dark") })).toBeChecked();
    await expect(group.getByRole("radio", { name: choiceLabel("dark") })).toBeFocused();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    const box = (await group.getByRole("radio", { name: choiceLabel("dark") }).boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, storageState: seededStorage("dark") });

  for (const system of colorSchemes) {
    test(
      `the system's ${system} applies and the switch is not shown`,
      { tag: "@matrix" },
      async ({ page }) => {
        await page.emulateMedia({ colorScheme: system });
        await page.goto("/");
        await expectBackground(page, await pageBackground(page), system, "no script");
        await expect(page.getByRole("radiogroup", { name: themeSwitchLabel() })).toHaveCount(0);
        await expect(page.locator(".theme-switch").first()).toBeHidden();
      },
    );
  }
});

test("the head script runs under a strict policy: allowed by its hash, no 'unsafe-inline'", async ({
  request,
}) => {
  for (const { sample: path } of sitePages) {
    const response = await request.get(path);
    const html = await response.text();
    expect(html, `${path} carries the script`).toContain(`<script>${headScript}</script>`);
    const policy = response.headers()["content-security-policy"] ?? "";
    const scriptSrc = policy.split(";").find((part) => part.trim().startsWith("script-src"));
    // Its hash and the loader's, and the search's WebAssembly (never JavaScript eval).
    expect(scriptSrc?.trim().split(" ").sort(), path).toEqual(
      ["script-src", "'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes].sort(),
    );
    expect(policy).not.toMatch(/'unsafe-/);
  }
});
