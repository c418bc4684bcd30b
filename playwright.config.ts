import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./e2e/support/chromium";
import { withThemeProjects } from "./e2e/support/theme-projects";

// Not 4173, so a developer's running `npm start` never collides with the suite.
const port = Number(process.env.E2E_PORT ?? 4183);
// BASE_URL points the suite at another server (nginx in CI); otherwise `npm run serve`.
const externalBaseUrl = process.env.BASE_URL;
const baseURL = externalBaseUrl ?? `http://localhost:${port}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: {
    timeout: 5_000,
    // Baselines for this machine's Chromium and fonts, one set: the "visual" project below
    // sets each shot's width itself.
    toHaveScreenshot: { pathTemplate: "{testDir}/{testFilePath}-snapshots/{arg}{ext}" },
  },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: withThemeProjects([
    {
      name: "visual",
      testMatch: "visual.spec.ts",
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "desktop",
      testIgnore: "visual.spec.ts",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        channel: undefined,
      },
    },
    {
      name: "mobile",
      testIgnore: "visual.spec.ts",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        // A phone's screen is its own size: Desktop Chrome's 1920x1080 screen with a mobile
        // viewport makes Chromium's preload scanner pick image candidates for a wide screen.
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        hasTouch: true,
        isMobile: true,
        channel: undefined,
      },
    },
  ]),
  webServer: externalBaseUrl
    ? undefined
    : {
        command: "node server/serve.mjs",
        env: { PORT: String(port) },
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        timeout: 30_000,
      },
});
