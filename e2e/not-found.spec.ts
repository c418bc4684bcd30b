// Any other path: the 404 page, its text, the attempted path in the console, a link home.
import { hero } from "../src/content/home";
import { notFoundPage } from "../src/content/not-found";
import { expect, gotoHydrated, notFoundConsoleErrors, test } from "./support/fixtures";
import { notFoundPath } from "./support/site";

test.use({ allowedConsoleErrors: notFoundConsoleErrors });

test("an unknown path answers 404 with the not-found page, logs the path and links home", async ({
  page,
  consoleErrors,
}) => {
  for (const [path, pathname] of [
    ["/nope?x=1", "/nope"],
    [notFoundPath, notFoundPath],
  ] as const) {
    const response = await gotoHydrated(page, path);
    expect(response!.status(), path).toBe(404);
    expect(response!.headers()["content-type"]).toMatch(/^text\/html/);
    await expect(page).toHaveURL((url) => url.pathname === pathname);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundPage.title);
    await expect(page.getByText(notFoundPage.text)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect
      .poll(() => consoleErrors.filter((text) => text.includes("non-existent route")).at(-1))
      .toContain(pathname);
  }

  const home = page.getByRole("main").getByRole("link", { name: notFoundPage.home });
  await expect(home).toHaveAttribute("href", "/");
  await home.click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);
  await expect(page.locator('meta[name="robots"]'), "the home page is indexable").toHaveCount(0);
});
