import { test as base, expect, type Page } from "@playwright/test";

export const youtubeOrigin = "https://www.youtube-nocookie.com";

interface Fixtures {
  /**
   * Console errors a test expects (the 404 page's log); anything else fails the test.
   * Pass ONE pattern: Playwright reads a two-item array as [value, options].
   */
  allowedConsoleErrors: RegExp[];
  /** Every console error and uncaught exception of the test. */
  consoleErrors: string[];
  /** URLs of requests that left the site's origin. */
  externalRequests: string[];
}

/**
 * Every test fails on an unexpected console error, and never touches the real network: the
 * video service is answered by a stub page so the embed can be asserted offline.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],

  externalRequests: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL ?? "http://localhost").origin;
      const external: string[] = [];
      page.on("request", (request) => {
        const url = request.url();
        if (!url.startsWith(origin) && !url.startsWith("data:")) external.push(url);
      });
      await page.route(`${youtubeOrigin}/**`, (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>stub</title>" }),
      );
      await use(external);
    },
    { auto: true },
  ],

  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter(
        (text) => !allowedConsoleErrors.some((pattern) => pattern.test(text)),
      );
      expect(unexpected, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** What an unknown path logs: the page's required message and the 404 response itself. */
export const notFoundConsoleErrors = [
  /404 Error: .*non-existent route|Failed to load resource: the server responded with a status of 404/,
];

/** Waits until React has hydrated the prerendered page, so handlers are attached. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

export function isMobile(projectName: string): boolean {
  return projectName.startsWith("mobile");
}
