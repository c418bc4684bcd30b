// pa11y-ci: both runners (axe-core and HTML_CodeSniffer) at WCAG 2 AA on every page and open
// state, errors only. `npm run test:pa11y` (scripts/pa11y.mjs) serves dist/ on a free port
// and passes its address in PA11Y_BASE_URL, and the Chromium to use (scripts/lib/chromium.mjs)
// in PA11Y_CHROME: puppeteer's own download is disabled.
const base = process.env.PA11Y_BASE_URL ?? "http://localhost:4173";
if (!process.env.PA11Y_CHROME) throw new Error("run pa11y-ci through `npm run test:a11y`");
/** @type {{ executablePath: string, args: string[] }} */
const chromeLaunchConfig = JSON.parse(process.env.PA11Y_CHROME);
const hydrated = "wait for element html[data-hydrated=true] to be added";
const mobile = { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true };

module.exports = {
  defaults: {
    runners: ["axe", "htmlcs"],
    standard: "WCAG2AA",
    // axe's "needs review" items are text on gradients and glows that it cannot measure;
    // they become warnings here, and e2e/a11y/low-vision.spec.ts measures them in pixels.
    levelCapWhenNeedsReview: "warning",
    timeout: 120000,
    concurrency: 1,
    viewport: { width: 1280, height: 800 },
    chromeLaunchConfig,
  },
  // Each state has its own address (a query the site ignores), so the report keeps them apart.
  urls: [
    { url: `${base}/`, actions: [hydrated] },
    { url: `${base}/contact`, actions: [hydrated] },
    { url: `${base}/this/does-not-exist`, actions: [hydrated] },
    { url: `${base}/?state=mobile`, viewport: mobile, actions: [hydrated] },
    {
      url: `${base}/?state=drawer`,
      viewport: mobile,
      actions: [
        hydrated,
        "click element button[aria-controls=mobile-nav]",
        "wait for element #mobile-nav[open] to be visible",
      ],
    },
    {
      url: `${base}/?state=feature-dialog`,
      actions: [
        hydrated,
        "click element #features li:first-child button",
        "wait for element #feature-dialog-title to be visible",
      ],
    },
    {
      url: `${base}/?state=solution-observe`,
      actions: [
        hydrated,
        "click element #solution-tab-observe",
        "wait for element #solution-tab-observe[aria-selected=true] to be added",
      ],
    },
    {
      url: `${base}/contact?state=invalid`,
      actions: [
        hydrated,
        "set field #contact-email to ada@",
        "click element main form button[type=submit]",
        "wait for element #contact-firstName:focus to be added",
      ],
    },
    {
      url: `${base}/contact?state=toast`,
      actions: [
        hydrated,
        "set field #contact-firstName to Ada",
        "set field #contact-lastName to Lovelace",
        "set field #contact-email to ada@example.com",
        "set field #contact-subject to Demo",
        "set field #contact-message to Hello",
        "click element main form button[type=submit]",
        "wait for element [data-sonner-toast][data-mounted=true] to be added",
        // Judge the toast after its fade-in, not halfway through it.
        "wait for element [data-sonner-toast] to emit transitionend",
      ],
    },
  ],
};
