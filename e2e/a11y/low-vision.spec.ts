/// <reference lib="dom" />
// Low vision: contrast as painted in every state, reflow at 320 px and at 400% zoom, the
// WCAG text-spacing overrides, forced colours (Windows high contrast) and target sizes.
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, isMobile, test } from "../support/fixtures";
import { expectContrast } from "./support/contrast";
import { expectFocus } from "./support/focus";
import {
  expectNoLayoutProblems,
  invisibleControls,
  targetSizeProblems,
  textSpacingCss,
} from "./support/layout";
import { installProbe } from "./support/probe";
import {
  allowNotFoundErrors,
  contactForm,
  contactValues,
  featureTitles,
  holdClock,
  notFoundPath,
  openDrawer,
  openFeatureDialog,
  openPage,
  runClockUntilVisible,
  submitButton,
  toastTitle,
  toaster,
} from "./support/site";

async function sendContactForm(page: Page): Promise<void> {
  for (const { label, value } of contactValues) {
    await contactForm(page).getByLabel(label).fill(value);
  }
  await holdClock(page);
  await submitButton(page).click();
  await expect(submitButton(page)).toBeDisabled();
}

async function showToast(page: Page): Promise<void> {
  await sendContactForm(page);
  await page.clock.runFor(1000);
  await runClockUntilVisible(
    page,
    toaster(page).getByRole("listitem").filter({ hasText: toastTitle }),
  );
}

test.describe("contrast, computed from the rendered pixels", () => {
  test("landing page, every section", async ({ page }) => {
    await openPage(page, "/");
    await expectContrast(page, "/");
  });

  test("landing page with a feature dialog open", async ({ page }) => {
    await openPage(page, "/");
    await openFeatureDialog(page, featureTitles[0]);
    await expectContrast(page, "feature dialog");
  });

  test("mobile drawer open", async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo.project.name), "the drawer exists at 390 px only");
    await openPage(page, "/");
    await openDrawer(page);
    await expectContrast(page, "drawer");
  });

  test("contact page: labels, placeholders and field borders", async ({ page }) => {
    await openPage(page, "/contact");
    await expectContrast(page, "/contact, empty form");
  });

  test("contact page: a field flagged invalid, and the typed values", async ({ page }) => {
    await openPage(page, "/contact");
    const email = contactForm(page).getByLabel("Email");
    await email.fill("ada@");
    await email.press("Tab");
    expect(await email.evaluate((input) => input.matches(":user-invalid"))).toBe(true);
    await expectContrast(page, "/contact, invalid e-mail", contactForm(page));
  });

  test("contact page while sending: the disabled button and read-only fields", async ({ page }) => {
    await page.clock.install();
    await openPage(page, "/contact");
    await sendContactForm(page);
    await expect(submitButton(page)).toHaveText("Sending...");
    await expectContrast(page, "/contact, sending", contactForm(page));
  });

  test("contact page: the confirmation toast", async ({ page }) => {
    await page.clock.install();
    await openPage(page, "/contact");
    await showToast(page);
    await expectContrast(page, "/contact, toast", toaster(page));
  });

  test.describe("not-found page", () => {
    test.use({ allowedConsoleErrors: allowNotFoundErrors });
    test("not-found page", async ({ page }) => {
      await openPage(page, notFoundPath);
      await expectContrast(page, "404");
    });
  });

  test("hover states of every control", async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), "hover needs a pointer");
    test.slow();
    for (const path of ["/", "/contact"]) {
      await openPage(page, path);
      const controls = page.locator("main a[href], main button, header a[href], footer a[href]");
      // Controls styled alike on the same surface hover alike: one of each is measured.
      const seen = new Set<string>();
      for (const control of await controls.all()) {
        if (!(await control.isVisible())) continue;
        const look = await control.evaluate(
          (element) =>
            `${element.closest("section, header, footer, form")?.id ?? ""} ${element.className}`,
        );
        if (seen.has(look)) continue;
        seen.add(look);
        await control.hover();
        await expectContrast(page, `${path}, hovering ${await control.innerText()}`, control);
      }
      await page.mouse.move(0, 0);
    }
  });
});

test.describe("reflow: 320 px wide, and 1280 px at 400% zoom (320x256)", () => {
  const sizes = [
    { label: "320 px", width: 320, height: 640 },
    { label: "400% zoom", width: 320, height: 256 },
  ];

  // One browser suffices: the viewport is set here.
  test.skip(({ isMobile }) => isMobile, "the desktop project covers it");

  for (const { label, width, height } of sizes) {
    test(`${label}: every page, no sideways scrolling, nothing cut off or overlapping`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      for (const path of ["/", "/contact"]) {
        await openPage(page, path);
        await expectNoLayoutProblems(page, `${path} at ${label}`);
      }
    });

    test(`${label}: the drawer, a feature dialog and the toast`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.clock.install();
      await openPage(page, "/");
      const menu = await openDrawer(page);
      await expectNoLayoutProblems(page, `drawer at ${label}`);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await openFeatureDialog(page, featureTitles[3]);
      await expectNoLayoutProblems(page, `feature dialog at ${label}`);
      await page.keyboard.press("Escape");
      await openPage(page, "/contact");
      await showToast(page);
      await expectNoLayoutProblems(page, `toast at ${label}`);
    });
  }

  test.describe("not-found page", () => {
    test.use({ allowedConsoleErrors: allowNotFoundErrors });
    test("400% zoom: the not-found page", async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 256 });
      await openPage(page, notFoundPath);
      await expectNoLayoutProblems(page, "404 at 400% zoom");
    });
  });
});

test.describe("text spacing overrides (WCAG 1.4.12)", () => {
  async function spaceText(page: Page): Promise<void> {
    await installProbe(page);
    await page.evaluate((css) => window.__a11yProbe!.setOverride("spacing", css), textSpacingCss);
  }

  test("every page and open state keeps all its text", async ({ page }, testInfo) => {
    test.slow();
    for (const path of ["/", "/contact"]) {
      await openPage(page, path);
      await spaceText(page);
      await expectNoLayoutProblems(page, `${path} with text spacing`);
    }
    await openPage(page, "/");
    await spaceText(page);
    await openFeatureDialog(page, featureTitles[0]);
    await expectNoLayoutProblems(page, "feature dialog with text spacing");
    await page.keyboard.press("Escape");
    if (isMobile(testInfo.project.name)) {
      await openDrawer(page);
      await expectNoLayoutProblems(page, "drawer with text spacing");
    }
  });
});

test.describe("forced colours (Windows high contrast)", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
  });

  test("every control still shows on every page", async ({ page }) => {
    for (const path of ["/", "/contact"]) {
      await openPage(page, path);
      expect(await invisibleControls(page), `${path}: controls that vanish`).toEqual([]);
    }
  });

  test("the open drawer or dialog shows its controls", async ({ page }, testInfo) => {
    await openPage(page, "/");
    await openFeatureDialog(page, featureTitles[1]);
    expect(await invisibleControls(page), "feature dialog").toEqual([]);
    await page.keyboard.press("Escape");
    if (isMobile(testInfo.project.name)) {
      await openDrawer(page);
      expect(await invisibleControls(page), "drawer").toEqual([]);
    }
  });

  test("focus stays visible at every tab stop", async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), "the same focus styles as on desktop");
    test.slow();
    for (const path of ["/", "/contact"]) {
      await gotoHydrated(page, path);
      const seen = new Set<string>();
      for (let i = 0; i < 40; i += 1) {
        await page.keyboard.press("Tab");
        const id = await page.evaluate(() =>
          document.activeElement === document.body ? "" : document.activeElement!.outerHTML,
        );
        if (!id || seen.has(id)) break;
        seen.add(id);
        await expectFocus(page, { step: `${path} forced colours, stop ${i + 1}`, soft: true });
      }
    }
  });

  test("the selected solution step stays distinguishable", async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), "the same styles as on desktop");
    await openPage(page, "/");
    await installProbe(page);
    // What each tab shows in forced colours: borders, outline, shadow, weight, and its
    // background (and its icon tile's) as painted over the canvas, since forced colours
    // keep a background's transparency.
    const look = (selected: boolean) =>
      page
        .getByRole("tab", { selected })
        .first()
        .evaluate((tab) => {
          const probe = window.__a11yProbe!;
          const canvas = probe.parseColor(
            getComputedStyle(document.documentElement).backgroundColor,
          );
          const paint = (element: Element) => {
            const style = getComputedStyle(element);
            const background = probe.over(probe.parseColor(style.backgroundColor), canvas);
            return [
              ...["Top", "Right", "Bottom", "Left"].map(
                (side) =>
                  `${style.getPropertyValue(`border-${side.toLowerCase()}-width`)} ${style.getPropertyValue(`border-${side.toLowerCase()}-style`)} ${style.getPropertyValue(`border-${side.toLowerCase()}-color`)}`,
              ),
              style.outlineStyle,
              style.boxShadow,
              style.fontWeight,
              style.textDecorationLine,
              background.map(Math.round).join(","),
            ].join(" | ");
          };
          return [tab, ...tab.querySelectorAll("span")].map(paint).join("\n");
        });
    expect(await look(true), "the selected tab looks different from the others").not.toBe(
      await look(false),
    );
  });
});

test.describe("target size, 24x24 CSS px or spaced (WCAG 2.5.8)", () => {
  test("every page and open state", async ({ page }, testInfo) => {
    await page.clock.install();
    await openPage(page, "/");
    expect(await targetSizeProblems(page), "/").toEqual([]);
    await openFeatureDialog(page, featureTitles[0]);
    expect(await targetSizeProblems(page), "feature dialog").toEqual([]);
    await page.keyboard.press("Escape");
    if (isMobile(testInfo.project.name)) {
      await openDrawer(page);
      expect(await targetSizeProblems(page), "drawer").toEqual([]);
      await page.keyboard.press("Escape");
    }
    await openPage(page, "/contact");
    expect(await targetSizeProblems(page), "/contact").toEqual([]);
    await showToast(page);
    expect(await targetSizeProblems(page), "/contact with the toast").toEqual([]);
  });

  test.describe("not-found page", () => {
    test.use({ allowedConsoleErrors: allowNotFoundErrors });
    test("not-found page", async ({ page }) => {
      await openPage(page, notFoundPath);
      expect(await targetSizeProblems(page), "404").toEqual([]);
    });
  });
});
