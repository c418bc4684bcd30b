import { expectNoAxeViolations } from "./support/axe";
import { expect, gotoHydrated, isMobile, test } from "./support/fixtures";

test.describe("axe: pages", () => {
  test("landing page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expectNoAxeViolations(page, "/");
  });

  test("contact page", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await expectNoAxeViolations(page, "/contact");
  });

  test.describe("not-found page", () => {
    test.use({
      allowedConsoleErrors: [
        // One pattern: a second array element would read as a fixture tuple's options.
        /404 Error: .*non-existent route|Failed to load resource: the server responded with a status of 404/,
      ],
    });

    test("not-found page", async ({ page }) => {
      await gotoHydrated(page, "/this/does-not-exist");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      await expectNoAxeViolations(page, "the 404 page");
    });
  });
});

test.describe("axe: open states", () => {
  test("mobile drawer open", async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo.project.name), "the drawer exists on mobile only");
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, "/ with the mobile drawer open");
  });

  test("feature dialog open", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: /Composable Infrastructure/ }).click();
    const dialog = page.getByRole("dialog", { name: "Composable Infrastructure" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("img")).toBeVisible();
    await expectNoAxeViolations(page, "/ with a feature dialog open");
  });

  test("video playing", async ({ page }) => {
    // A stand-in for the player that is itself accessible, so only the site is judged.
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: '<!doctype html><html lang="en"><title>Demo video</title><p>Demo video</p></html>',
      }),
    );
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Play demo video" }).click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toBeVisible();
    await expect(page.frameLocator("iframe").getByText("Demo video")).toBeVisible();
    await expectNoAxeViolations(page, "/ with the video playing");
  });

  test("contact toast visible", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByLabel("Subject").fill("Demo");
    await page.getByLabel("Message").fill("Hello");
    await page.locator('form button[type="submit"]').click();

    const toast = page.getByRole("listitem").filter({ hasText: "Message sent!" });
    await expect(toast).toBeVisible();
    // Hovering the toaster pauses its timer, so the toast stays for the whole scan.
    await toast.hover();
    await expectNoAxeViolations(page, "/contact with the toast visible");
    await expect(toast, "the toast was still shown when axe ran").toBeVisible();
  });
});
