import { expect, test } from "./support/fixtures";

const notFoundTitle = "Oops! Page not found";

test.describe("not-found page", () => {
  // The page logs the attempted path on purpose, and Chromium reports the 404 document itself.
  test.use({
    allowedConsoleErrors: [
      // One pattern: a second array element would read as a fixture tuple's options.
      /404 Error: .*non-existent route|Failed to load resource: the server responded with a status of 404/,
    ],
  });

  for (const { path, pathname } of [
    { path: "/this/does-not-exist", pathname: "/this/does-not-exist" },
    { path: "/nope?x=1", pathname: "/nope" },
  ]) {
    test(`${path} answers 404 with the not-found page and logs the path`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(path);
      expect(response, "page.goto returned a response").not.toBeNull();
      expect(response!.status()).toBe(404);
      expect(response!.headers()["content-type"]).toMatch(/^text\/html/);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(notFoundTitle);
      await expect(page).toHaveURL((url) => url.pathname === pathname);

      await expect
        .poll(
          () => consoleErrors.filter((text) => /non-existent route/.test(text)),
          "console.error names the attempted path",
        )
        .toEqual([expect.stringContaining(pathname)]);

      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
      const title = await page.title();
      expect(title.trim()).not.toBe("");
      await expect(page.locator("title")).toHaveCount(1);
    });
  }

  test("its link leads back to the landing page", async ({ page }) => {
    await page.goto("/this/does-not-exist");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

    const home = page.getByRole("main").getByRole("link", { name: /home/i });
    await expect(home).toHaveCount(1);
    await expect(home).toBeVisible();
    await expect(home).toHaveAttribute("href", "/");
    await home.click();

    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Modern Systems, Modern Observability" }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test("the not-found page has its own title, apart from the other pages", async ({ request }) => {
    const titleOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      return /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? "";
    };
    const [notFound, home, contact] = await Promise.all(
      ["/this/does-not-exist", "/", "/contact"].map(titleOf),
    );
    expect(notFound).not.toBe("");
    expect(notFound).not.toBe(home);
    expect(notFound).not.toBe(contact);
  });

  test("the prerendered 404 response carries the text and noindex", async ({ request }) => {
    const response = await request.get("/nope?x=1");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(notFoundTitle);
    expect(html).toMatch(/<meta\s+name="robots"\s+content="noindex"\s*\/?>/);
  });
});

test.describe("known routes", () => {
  test("GET /contact answers 200", async ({ request }) => {
    const response = await request.get("/contact", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
  });

  test("/contact/ redirects to /contact or serves the contact page", async ({ request, page }) => {
    const response = await request.get("/contact/", { maxRedirects: 0 });
    if (response.status() === 301) {
      expect(new URL(response.headers()["location"]!, "http://x").pathname).toBe("/contact");
    } else {
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain("Get in Touch");
    }

    const navigation = await page.goto("/contact/");
    expect(navigation!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
  });
});
