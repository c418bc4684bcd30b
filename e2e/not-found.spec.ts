// Any other path: the 404 page, its text, the attempted path in the console, a link home.
import { content } from "./support/content";
import { expect, gotoHydrated, notFoundConsoleErrors, test } from "./support/fixtures";
import { notFoundPath } from "./support/site";

test.use({ allowedConsoleErrors: notFoundConsoleErrors });

const { home, "not-found": notFound } = content();
const notFoundPage = notFound.page;

test("an unknown path answers 404 with the not-found page, logs the path and links home", async ({
  page,
  consoleErrors,
}) => {
  for (const [path, pathname] of [
    ["/this/does-not-exist?x=1", "/this/does-not-exist"],
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

  const homeLink = page.getByRole("main").getByRole("link", { name: notFoundPage.home });
  await expect(homeLink).toHaveAttribute("href", "/");
  await homeLink.click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title);
  await expect(page.locator('meta[name="robots"]'), "the home page is indexable").toHaveCount(0);
});
