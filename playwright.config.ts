import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { distDir } from "./server/dist-dir";
import { chromiumArgs, testBrowserPath } from "./tools/chromium";
import type { ServerKind } from "./tools/serve-build";

// Which suite a test runs in (docs/architecture.md, "Tests in layers"):
// - `npm test` proves each kind of behaviour once: one journey per page kind, per locale and
//   per feature at 1280 px ("desktop"), what only phones have at 390 px (tag @mobile:
//   "mobile"), screenshots of the specification's two pages at 390 px ("visual") and the
//   serving proofs against `npm start`'s server ("serving"). The contact form's own logic
//   (every answer of a real endpoint, the campaign it carries) is unit-tested; the real
//   delivery needs a build of its own, so it is test:integration's ("delivery").
// - A test that repeats a journey for another locale, page, theme, width, encoding or
//   setting, or proves a feature's further cases beyond the journey that proves it once
//   (another failure of the delivery, another state's screenshot, a second keyboard path),
//   is tagged @matrix (in a loop, `inMatrixAfterFirst(index)` from e2e/support/content.ts
//   keeps the first case in `npm test`): the matrix projects of `npm run
//   test:integration` run it. `npm test` stays a few minutes' wait on a 2-core machine.
// - A spec that needs a server, a build or minutes of its own (nginx, redeploys, telemetry,
//   the editor, the soak) gets a project below that exists only with E2E_INTEGRATION=1.
// A new spec file lands in "desktop" by itself; tag it, or list it in ownProjectSpecs, only
// when one of the rules above says so.

// Not 4173, so a developer's running `npm start` never collides with the suite.
const port = Number(process.env.E2E_PORT ?? 4183);
const baseURL = `http://localhost:${port}`;
// The soak and the idle clients: a project of their own, run after the other slow proofs.
const soakSpecs = ["redeploy/soak.spec.ts", "redeploy/idle-clients.spec.ts"];
// Specs that have a project of their own below, not the visitor journeys'.
const ownProjectSpecs = [
  "visual.spec.ts",
  "contact-delivery.spec.ts",
  "campaign-attribution.spec.ts",
  "serving/**",
  "redeploy/**",
  "telemetry/collector.spec.ts",
  "editor/**",
  "telemetry/campaign-page-views.spec.ts",
  "pseudo-locales/**",
  "launch-real.spec.ts",
];
// The site follows the system's colour scheme and Playwright's browsers report light: every
// project is pinned to dark. axe checks each state in both themes (e2e/support/axe.ts), the
// keyboard journeys check each focus stop in both (e2e/support/focus.ts), and
// "desktop-light" (in `npm run test:integration`) runs the display preferences again in the
// light theme, so WCAG 2.2 AA is proven in both.
const desktop = { ...devices["Desktop Chrome"], channel: undefined, colorScheme: "dark" as const };
const mobile = {
  testIgnore: ownProjectSpecs,
  grep: /@mobile/,
  use: {
    ...desktop,
    viewport: { width: 390, height: 844 },
    // A phone's screen is its own size: Desktop Chrome's 1920x1080 screen with a mobile
    // viewport makes Chromium's preload scanner pick image candidates for a wide screen.
    screen: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    hasTouch: true,
    isMobile: true,
  },
};
const delivery = {
  testMatch: ["contact-delivery.spec.ts", "campaign-attribution.spec.ts"],
  workers: 1,
  timeout: 60_000,
  use: { ...desktop, viewport: { width: 1280, height: 800 } },
};

export default defineConfig<object, { serverKind: ServerKind }>({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // A worker per core: a browser test keeps about one core busy (its browser, its worker and
  // the server), so a third worker on two cores only made every test slower
  // (docs/decisions/0019-tests-fit-two-cores.md). `npm test` runs nothing beside the suite.
  workers: availableParallelism(),
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
    // Recording a trace costs every test its snapshots (a fifth of the suite's time on two
    // cores), so only a retry records one: CI retries once; locally, add `--trace on`.
    trace: "on-first-retry",
    launchOptions: { executablePath: testBrowserPath(), args: chromiumArgs },
  },
  projects: [
    { name: "visual", testMatch: "visual.spec.ts", grepInvert: /@matrix/, use: desktop },
    {
      // Every journey, once, at 1280 px; the phone layout's own tests are the mobile project's.
      name: "desktop",
      testIgnore: ownProjectSpecs,
      grepInvert: [/@mobile/, /@matrix/],
      use: { ...desktop, viewport: { width: 1280, height: 800 } },
    },
    {
      // Only what the phone layout has of its own (tests tagged @mobile): the drawer, the
      // header toggle, reflow, touch-sized targets.
      ...mobile,
      name: "mobile",
      grepInvert: /@matrix/,
    },
    // What differs between servers, proven against each: `npm start`'s here, nginx's in
    // `npm run test:integration`. Each worker serves the build itself.
    {
      name: "serving",
      testMatch: "serving/**/*.spec.ts",
      grepInvert: /@matrix/,
      use: { ...desktop, serverKind: "node" },
    },
    // The slower proofs, `npm run test:integration` only (E2E_INTEGRATION=1): the same
    // serving specs against nginx; a page from before a deploy, SIGTERM, memory; the opt-in
    // telemetry against a loopback collector, in a build of its own; the content editor's
    // journeys; then the soak (rebuilds under load) and idle and slow clients.
    ...(process.env.E2E_INTEGRATION
      ? [
          {
            name: "serving-matrix",
            testMatch: "serving/**/*.spec.ts",
            grep: /@matrix/,
            use: { ...desktop, serverKind: "node" as const },
          },
          {
            name: "serving-nginx",
            testMatch: "serving/**/*.spec.ts",
            use: { ...desktop, serverKind: "nginx" as const },
          },
          {
            name: "redeploy",
            testMatch: "redeploy/**/*.spec.ts",
            testIgnore: soakSpecs,
            use: desktop,
          },
          // What a journey proves once in `npm test`, proven again for every locale, page,
          // system setting and theme: the desktop journeys, the phone's and the delivery's.
          {
            name: "matrix",
            testIgnore: ownProjectSpecs,
            grep: /@matrix/,
            grepInvert: /@mobile/,
            timeout: 60_000,
            use: { ...desktop, viewport: { width: 1280, height: 800 } },
          },
          {
            ...mobile,
            name: "mobile-matrix",
            grep: /(?=.*@mobile)(?=.*@matrix)/,
            // As the matrix's: a repeat walks a loop of cases in one test.
            timeout: 60_000,
          },
          {
            name: "desktop-light",
            testMatch: "a11y/preferences.spec.ts",
            grepInvert: /@mobile/,
            timeout: 60_000,
            use: {
              ...desktop,
              viewport: { width: 1280, height: 800 },
              colorScheme: "light" as const,
            },
          },
          {
            // The contact form with real delivery, on a site built with a contact endpoint
            // (one per encoding), and the campaign attribution it carries. One worker, so
            // each site is built once, not once per worker.
            ...delivery,
            name: "delivery",
          },
          {
            // A build for a real SITE_URL of the content made real: no sample shows. One
            // worker, so the site is built once.
            name: "launch-real",
            testMatch: "launch-real.spec.ts",
            workers: 1,
            timeout: 60_000,
            use: { ...desktop, viewport: { width: 1280, height: 800 } },
          },
          // The rest of the screenshots: every locale, every width, both themes.
          {
            name: "visual-matrix",
            testMatch: "visual.spec.ts",
            grep: /@matrix/,
            use: desktop,
          },
          {
            // The pseudo-locales' build (SITE_PSEUDO_LOCALES=1): hard-coded strings, text
            // that does not fit and layouts that do not mirror, screenshot at every width.
            name: "pseudo-locales",
            testMatch: "pseudo-locales/**/*.spec.ts",
            timeout: 300_000,
            use: desktop,
          },
          {
            name: "telemetry",
            testMatch: ["telemetry/collector.spec.ts", "telemetry/campaign-page-views.spec.ts"],
            grepInvert: /@alone/,
            timeout: 60_000,
            use: { ...desktop, viewport: { width: 1280, height: 800 } },
          },
          {
            // Timed against the page's own load: run once the suites beside it are done.
            // Beside two other workers on a slower 2-core machine, pages were not even
            // hydrated 1.2-2.4 s after their load, and most visitors left before any code ran.
            name: "telemetry-alone",
            testMatch: "telemetry/collector.spec.ts",
            grep: /@alone/,
            timeout: 180_000,
            use: { ...desktop, viewport: { width: 1280, height: 800 } },
            // Every project above and below but the soak, which runs after this one.
            dependencies: [
              "serving-matrix",
              "serving-nginx",
              "redeploy",
              "telemetry",
              "matrix",
              "mobile-matrix",
              "desktop-light",
              "visual-matrix",
              "delivery",
              "launch-real",
              "editor",
              "pseudo-locales",
            ],
          },
          {
            // The content editor and its preview (`npm run edit`) on a copy of the content,
            // and the site rebuilt from what was saved.
            name: "editor",
            testMatch: "editor/**/*.spec.ts",
            timeout: 90_000,
            use: { ...desktop, viewport: { width: 1280, height: 900 } },
          },
          {
            // Last, side by side and with nothing else running: 2 minutes of load with 5
            // rebuilds, and 1,000 idle connections beside a visitor who must be answered
            // within 100 ms. Browsers and builds at normal priority beside them would time
            // the machine, not the servers (and the soak would slow the telemetry's visitors).
            name: "soak",
            testMatch: soakSpecs,
            // After the 30 visitors, which run after everything else.
            dependencies: ["telemetry-alone"],
          },
        ]
      : []),
  ],
  // The visitor journeys run against `npm start`'s server, as production serves the site.
  webServer: {
    command: "node --import tsx server/main.ts",
    // The build as it is: the suite checks what `npm run build` made, not a release.
    env: { PORT: String(port), SERVE_DIR: distDir },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
