// The site's own OpenTelemetry telemetry. A second copy of the site is built with the OTLP
// endpoint (and the contact endpoint) pointing at loopback receivers; every export it sends
// is checked against the official OTLP protobuf definitions. Telemetry is off by default, so
// this runs with the slower proofs (`npm run test:integration`); off-by-default.spec.ts,
// in `npm test`, checks that the default build has none.
import type { BrowserContext, Page } from "@playwright/test";
import { fill as fillText } from "../../src/i18n/format";
import {
  content,
  featureItems,
  pricingCalculator,
  sitePages,
  solutionSteps,
} from "../support/content";
import { expect, gotoHydrated, youtubeOrigin } from "../support/fixtures";
import type { CollectorMode, OtlpReceiver } from "../support/otlp-receiver";
import { contactField, contactValues, fillContactForm, heroRegion } from "../support/site";
import { eventsNamed, hide, telemetryStarted, telemetryTest } from "../support/telemetry-site";

const test = telemetryTest;

const { common, home, contact: contactCopy } = content();
const steps = solutionSteps();

/**
 * How far a page's telemetry got, in ms after its load event: hydrated or not, and when the
 * telemetry chunk and each export to the collector were requested and answered.
 */
const whereTelemetryIs = (page: Page) =>
  page.evaluate(() => {
    const load = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const since = (ms: number) => Math.round(ms - load.loadEventEnd);
    const requests = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter(({ name }) => /telemetry|\/v1\/logs/.test(name))
      .map((r) => `${r.name.split("/").pop()} ${since(r.startTime)} to ${since(r.responseEnd)}`);
    const hydrated = document.documentElement.dataset.hydrated === "true";
    return `${hydrated ? "hydrated" : "not hydrated"} at ${since(performance.now())} ms; ${requests.join(", ") || "no telemetry request"}`;
  });

/** Every export body so far, as one string, to search for what must never be sent. */
const allBodies = (collector: OtlpReceiver) => collector.exports.map((e) => e.body).join("\n");

const ctaIds = (collector: OtlpReceiver) =>
  collector
    .records()
    .filter((record) => record.eventName === "site.cta.click")
    .map((record) => record.attributes["site.cta.id"]);

async function visit(page: Page, url: string): Promise<void> {
  await gotoHydrated(page, url);
  await telemetryStarted(page);
}

test.describe("telemetry (a build with OTEL_EXPORTER_OTLP_ENDPOINT)", () => {
  // One build per worker: keep this file's tests together.
  test.describe.configure({ mode: "default", timeout: 60_000 });

  test("the content-security policy adds the collector's origin, and nothing else", async ({
    page,
    site,
    collector,
    contact,
  }) => {
    const response = await page.request.get(`${site}/`);
    const csp = response.headers()["content-security-policy"] ?? "";
    const connectSrc = csp.split(";").find((part) => part.trim().startsWith("connect-src"));
    expect(connectSrc?.trim().split(/\s+/)).toEqual([
      "connect-src",
      "'self'",
      contact.origin,
      collector.origin,
    ]);
  });

  test("page views on load and on client-side navigation: path and referrer host only", async ({
    page,
    site,
    collector,
  }) => {
    await page.goto(`${site}/?utm_source=newsletter&email=ada%40example.com#top`, {
      referer: "https://news.example.org/article?id=7",
    });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await telemetryStarted(page);
    await page.getByRole("banner").getByRole("link", { name: common.nav.bookDemo }).click();
    await expect(page).toHaveURL(`${site}/contact`);

    // No hiding here: the batch goes out on its own timer, as while a visitor reads.
    const [load, change] = await eventsNamed(collector, "site.page_view", 2);
    expect(load?.attributes).toMatchObject({
      "url.path": "/",
      "site.page_view.kind": "load",
      "site.page_view.navigation_type": "navigate",
      "site.referrer.host": "news.example.org",
    });
    expect(change?.attributes).toMatchObject({
      "url.path": "/contact",
      "site.page_view.kind": "route_change",
      "site.page_view.previous_path": "/",
    });
    // One random id links the page load's events; it is not stored anywhere.
    expect(load?.attributes["site.page_load.id"]).toMatch(/^[0-9a-f]{32}$/);
    expect(change?.attributes["site.page_load.id"]).toBe(load?.attributes["site.page_load.id"]);
    expect(load?.resource).toMatchObject({
      "service.name": "website",
      "service.version": "1.2.3",
      "deployment.environment.name": "e2e",
      "telemetry.sdk.language": "webjs",
      "browser.language": expect.any(String),
      "user_agent.original": expect.stringContaining("Chrome"),
    });
    // The campaign goes as its own attribute (site.utm.source, e2e/telemetry/campaign-page-views
    // .spec.ts); the address's query, its other parameters and its hash never.
    expect(allBodies(collector)).not.toMatch(/utm_source=|ada(%40|@)example|article|#top/);

    expect(collector.exports[0]).toMatchObject({ contentType: "application/json", origin: site });
    expect(collector.preflights, "JSON to another origin is preflighted").toBeGreaterThan(0);
    expect(
      await page.evaluate(() => [document.cookie, localStorage.length, sessionStorage.length]),
    ).toEqual(["", 0, 0]);
  });

  test(
    "30 visitors who leave 1 s after the page loaded: 30 page views, none sent twice",
    { tag: "@alone" },
    async ({ browser, site, collector }) => {
      test.setTimeout(180_000);
      // Each visitor is a browser of their own (no preflight cached yet) and lands on one of
      // the pages; half close the tab, half go to another site.
      const pages = sitePages;
      const contexts: BrowserContext[] = [];
      const landed: string[] = [];
      /** Milliseconds from the load to the page view's arrival, when it came before leaving. */
      const early: number[] = [];
      /** Where the pages whose page view had not arrived were when left. */
      const late: string[] = [];
      for (let visitor = 0; visitor < 30; visitor += 1) {
        const context = await browser.newContext();
        contexts.push(context);
        const page = await context.newPage();
        const { sample } = pages[visitor % pages.length]!;
        const before = collector.exports.length;
        await page.goto(`${site}${sample}`);
        const loadedAt = performance.now();
        landed.push(new URL(page.url()).pathname);
        // A tap on the title (which does nothing), as a reader's first touch: an interaction
        // for INP to report, as the field's figures below count it.
        await page.locator("h1").first().click();
        await page.waitForTimeout(1_000);
        const view = collector.exports.slice(before).find((e) => e.body.includes("site.page_view"));
        if (view) early.push(view.receivedAt - loadedAt);
        else late.push(`${sample}: ${await whereTelemetryIs(page)}`);
        if (visitor % 2 === 0) await page.close();
        else await page.goto("about:blank");
      }
      early.sort((a, b) => a - b);
      console.info(
        `${early.length} of 30 page views arrived before the visitor left, ` +
          `${early[0]?.toFixed(0)} to ${early.at(-1)?.toFixed(0)} ms after the load`,
      );
      for (const line of late) console.info(`  not yet when left: ${line}`);
      await eventsNamed(collector, "site.page_view", 30);
      // What the pages sent as they were left arrives meanwhile, and so would a duplicate.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const views = collector.records().filter((record) => record.eventName === "site.page_view");
      expect(views.map((view) => view.attributes["url.path"]).sort()).toEqual(landed.sort());
      const ids = views.map((view) => view.attributes["site.page_load.id"]);
      expect(new Set(ids).size, "one page view per page load").toBe(30);
      const records = collector.records().map((record) => JSON.stringify(record));
      expect(new Set(records).size, "no record received twice").toBe(records.length);
      // One preflight per visitor at most: its answer is cached for the requests after it.
      expect(collector.preflights).toBeLessThanOrEqual(30);
      // The field's figures, as the Chrome UX Report gives them: each metric's 75th
      // percentile per page kind, of what the visitors' pages reported as they were left
      // (docs/performance.md quotes a run).
      const kindOf = (path: unknown) => pages.find((page) => page.sample === path)?.id ?? "?";
      const field = new Map<string, number[]>();
      for (const record of collector.records()) {
        if (record.eventName !== "browser.web_vital") continue;
        const name = String(record.attributes["browser.web_vital.name"]);
        if (name !== "lcp" && name !== "inp") continue;
        const key = `${kindOf(record.attributes["url.path"])} ${name}`;
        field.set(key, [
          ...(field.get(key) ?? []),
          Number(record.attributes["browser.web_vital.value"]),
        ]);
      }
      const p75 = (values: number[]) =>
        [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.75) - 1] ?? NaN;
      for (const [key, values] of [...field].sort())
        console.info(
          `field ${key}: p75 ${Math.round(p75(values))} ms of ${values.length} page loads`,
        );
      expect(field.size, "LCP and INP reported from the pages left").toBeGreaterThan(0);
      for (const context of contexts) await context.close();
    },
  );

  test("Web Vitals with their attribution, once the page is hidden", async ({
    page,
    site,
    collector,
  }) => {
    await visit(page, `${site}/`);
    // A slow click handler gives INP an interaction to report.
    await page.evaluate(() =>
      document.querySelectorAll('input[name="solution-step"]')[1]?.addEventListener("click", () => {
        const until = performance.now() + 150;
        while (performance.now() < until);
      }),
    );
    await page.getByRole("radio", { name: steps[1]!.title }).click();
    // The interaction's timing entry is queued after the next paint.
    await page.waitForTimeout(500);
    // The metrics measure this document: they stay with "/" after a client-side navigation.
    // It is made by a script's click, which is no interaction to measure: on a busy machine a
    // tap's navigation took longer than the slow tab, and INP then named the link.
    await page
      .getByRole("banner")
      .getByRole("link", { name: common.nav.bookDemo })
      .dispatchEvent("click");
    await expect(page).toHaveURL(`${site}/contact`);
    // Hidden, as a phone hides a page its visitor switches away from: web-vitals reports,
    // and the queue is flushed. Leaving the page is the 30 visitors' proof, run alone:
    // beside two other workers, a page left for about:blank sometimes sent nothing at all
    // (0 of 5 metrics within 15 s, three attempts in two CI runs).
    await hide(page);

    const vitals = await eventsNamed(collector, "browser.web_vital", 5);
    const byName = new Map(
      vitals.map((record) => [record.attributes["browser.web_vital.name"], record]),
    );
    expect([...byName.keys()].sort()).toEqual(["cls", "fcp", "inp", "lcp", "ttfb"]);
    for (const record of vitals) {
      expect(record.attributes).toMatchObject({
        "url.path": "/",
        "browser.web_vital.value": expect.any(Number),
        "browser.web_vital.delta": expect.any(Number),
        "browser.web_vital.id": expect.stringMatching(/^v\d-/),
        "browser.web_vital.rating": expect.stringMatching(/^(good|needs-improvement|poor)$/),
        "browser.web_vital.navigation_type": "navigate",
      });
    }
    expect(byName.get("lcp")?.attributes["browser.web_vital.attribution.target"]).toEqual(
      expect.any(String),
    );
    expect(byName.get("inp")?.attributes).toMatchObject({
      "browser.web_vital.attribution.interaction_target": expect.stringContaining("solution-tab"),
      "browser.web_vital.attribution.interaction_type": "pointer",
      "browser.web_vital.attribution.processing_duration": expect.any(Number),
    });
    expect(byName.get("inp")?.attributes["browser.web_vital.value"]).toBeGreaterThanOrEqual(150);
  });

  test("one event per call to action, video play, feature dialog and solution step", async ({
    page,
    site,
    collector,
  }) => {
    // The video service is stubbed; the preflights of this test are then Playwright's.
    await page.route(`${youtubeOrigin}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>stub</title>" }),
    );
    await visit(page, `${site}/`);
    const hero = heroRegion(page);

    await hero.getByRole("link", { name: home.hero.secondaryCta }).click();
    const feature = featureItems()[1]!;
    await page.getByRole("button", { name: feature.title }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("radio", { name: steps[1]!.title }).click();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: steps[2]!.title })).toBeFocused();
    await hero.getByRole("button").click();
    await expect(page.locator("iframe")).toBeVisible();
    // Intercepted requests do not outlive their document: the keepalive flush on leaving
    // the page below must go out as a visitor's would.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.getByRole("region", { name: home.cta.title }).getByRole("link").click();
    await expect(page).toHaveURL(`${site}/contact`);
    await page.goBack();
    await heroRegion(page).getByRole("link", { name: home.hero.cta }).click();
    await expect(page).toHaveURL(`${site}/contact`);
    await page.getByRole("banner").getByRole("link", { name: common.nav.bookDemo }).click();

    await page.setViewportSize({ width: 390, height: 844 });
    const openMenu = page.getByRole("button", { name: common.nav.openMenu });
    await openMenu.click();
    // Away from the landing page, a section link is a plain link back to it: a new page
    // load, whose telemetry starts afresh (the last one's queue went out as it unloaded).
    await page.getByRole("dialog").getByRole("link", { name: common.nav.features }).click();
    await expect(page).toHaveURL(`${site}/#features`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await telemetryStarted(page);
    await openMenu.click();
    await page.getByRole("dialog").getByRole("button", { name: common.nav.bookDemo }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await hide(page);

    // The last batch leaves as the page is hidden; on a busy machine it can take seconds.
    await expect
      .poll(() => ctaIds(collector), { timeout: 15_000 })
      .toEqual([
        "hero.explore_features",
        "cta_band.get_in_touch",
        "hero.get_in_touch",
        "header.book_demo",
        "mobile_nav.link",
        "mobile_nav.book_demo",
      ]);
    const records = collector.records();
    const named = (name: string) => records.filter((record) => record.eventName === name);
    expect(named("site.feature.open").map((r) => r.attributes["site.feature.id"])).toEqual([
      feature.id,
    ]);
    expect(
      named("site.solution_step.select").map((r) => r.attributes["site.solution_step.id"]),
    ).toEqual([steps[1]!.id, steps[2]!.id]);
    expect(named("site.video.play")).toHaveLength(1);
    expect(named("site.cta.click").map((r) => r.attributes["site.cta.target"])).toEqual([
      "#features",
      "/contact",
      "/contact",
      "/contact",
      "/#features",
      undefined,
    ]);
    // The CTA band and hero links and Back changed the route; the drawer's link loaded a page.
    const views = named("site.page_view");
    expect(
      views.map((r) => [r.attributes["site.page_view.kind"], r.attributes["url.path"]]),
    ).toEqual([
      ["load", "/"],
      ["route_change", "/contact"],
      ["route_change", "/"],
      ["route_change", "/contact"],
      ["load", "/"],
    ]);
    expect(views[4]?.attributes["site.referrer.host"]).toBe(new URL(site).host);
    expect(views[4]?.attributes["site.page_load.id"]).not.toBe(
      views[0]?.attributes["site.page_load.id"],
    );
  });

  test.describe("contact outcomes", () => {
    test.use({
      allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 500/],
    });

    test("sent, then failed with the reason and the CTA that led there, never a field's content", async ({
      page,
      site,
      collector,
      contact,
    }) => {
      await visit(page, `${site}/`);
      await heroRegion(page).getByRole("link", { name: home.hero.cta }).click();
      await expect(contactField(page, "firstName")).toBeVisible();
      await fillContactForm(page);
      await page.getByRole("button", { name: contactCopy.form.submit }).click();
      await expect(page.getByText(contactCopy.form.toastTitle)).toBeVisible();
      contact.reset("fail");
      await fillContactForm(page);
      await page.getByRole("button", { name: contactCopy.form.submit }).click();
      await expect(page.getByRole("alert")).toContainText(
        fillText(contactCopy.delivery.errorCode, { status: 500 }),
      );
      await hide(page);

      const outcomes = await eventsNamed(collector, "site.contact.submit", 2);
      expect(outcomes.map((record) => record.attributes)).toEqual([
        expect.objectContaining({
          "url.path": "/contact",
          "site.contact.outcome": "sent",
          "site.contact.delivery": "endpoint",
          "site.cta.id": "hero.get_in_touch",
        }),
        expect.objectContaining({
          "site.contact.outcome": "failed",
          "site.contact.failure_reason": "server",
          "http.response.status_code": 500,
          "site.cta.id": "hero.get_in_touch",
        }),
      ]);
      for (const value of Object.values(contactValues)) {
        expect(allBodies(collector)).not.toContain(value);
      }
    });
  });

  test("the calculator's use once per page view and an estimate sent, never their values", async ({
    page,
    site,
    collector,
    // The contact endpoint, answering 200 (an earlier test may have left it failing).
    contact,
  }) => {
    const { pricing, calculator } = pricingCalculator();
    const { labels, anchor } = calculator;
    const logs = page
      .locator(`#${anchor}`)
      .getByRole("spinbutton", { name: labels.signals.logs.label });
    const sendLink = page.locator(`#${anchor}`).getByRole("link", { name: labels.send });
    await visit(page, `${site}${pricing.path}`);
    // Typing and choosing is one use of the calculator in this page view.
    await logs.fill("4321");
    await page
      .locator(`#${anchor}`)
      .getByRole("combobox", { name: labels.retention })
      .selectOption("90");
    await expect(page).toHaveURL(/logs=4321/);
    await sendLink.click();
    await expect(contactField(page, "firstName")).toBeVisible();
    // Back on the pricing page: a page view of its own, and a use of its own.
    await page.goBack();
    await logs.fill("4322");
    await expect(page).toHaveURL(/logs=4322/);
    await sendLink.click();
    await fillContactForm(page);
    await page.getByRole("button", { name: contactCopy.form.submit }).click();
    await expect(page.getByText(contactCopy.form.toastTitle)).toBeVisible();
    expect(contact.posts[0]?.body).toContain("estimate_monthly");
    await hide(page);

    const [sent] = await eventsNamed(collector, "site.estimate.send", 1);
    expect(sent?.attributes["url.path"]).toBe("/contact");
    const uses = await eventsNamed(collector, "site.calculator.use", 2);
    expect(uses.map((record) => record.attributes["url.path"])).toEqual([
      pricing.path,
      pricing.path,
    ]);
    expect(ctaIds(collector)).toEqual(["pricing.send_estimate", "pricing.send_estimate"]);
    // Neither a typed volume nor the estimate's query, in any record's attributes.
    const attributes = JSON.stringify(collector.records().map((record) => record.attributes));
    for (const value of ["4321", "4322", "logs=", "monthly"]) {
      expect(attributes).not.toContain(value);
    }
  });

  test.describe("errors", () => {
    test.use({
      allowedConsoleErrors: [/telemetry e2e|blocked\.example\/pixel\.png/],
    });

    test("an uncaught error, an unhandled rejection and a CSP violation", async ({
      page,
      site,
      collector,
    }) => {
      await visit(page, `${site}/`);
      await page.evaluate(() => {
        setTimeout(() => {
          throw new TypeError("telemetry e2e: uncaught");
        });
        void Promise.reject(new RangeError("telemetry e2e: rejected"));
        const image = new Image();
        image.src = "https://blocked.example/pixel.png?secret=1";
        document.body.append(image);
      });
      await page.waitForTimeout(200);
      await hide(page);

      const exceptions = await eventsNamed(collector, "exception", 2);
      expect(exceptions.map((record) => [record.severityNumber, record.attributes])).toEqual(
        expect.arrayContaining([
          [
            17,
            expect.objectContaining({
              "exception.type": "TypeError",
              "exception.message": "telemetry e2e: uncaught",
              "exception.stacktrace": expect.stringContaining("telemetry e2e: uncaught"),
              "site.exception.source": "error",
            }),
          ],
          [
            17,
            expect.objectContaining({
              "exception.type": "RangeError",
              "exception.message": "telemetry e2e: rejected",
              "site.exception.source": "unhandledrejection",
            }),
          ],
        ]),
      );
      const [violation] = await eventsNamed(collector, "site.csp_violation", 1);
      expect(violation?.severityNumber).toBe(13);
      expect(violation?.attributes).toMatchObject({
        "site.csp.directive": "img-src",
        "site.csp.blocked": "https://blocked.example",
        "site.csp.disposition": "enforce",
      });
      expect(allBodies(collector)).not.toContain("secret");
    });
  });

  /** What Chromium itself logs for a failed request; the page and our code log nothing. */
  const browserNetworkLines = [
    /^Failed to load resource: (the server responded with a status of 500|net::ERR_CONNECTION_REFUSED)/,
  ];

  for (const mode of ["fail", "hang", "refuse"] as CollectorMode[]) {
    test.describe(`a collector that ${mode}s`, () => {
      test.use({ allowedConsoleErrors: browserNetworkLines });

      test("leaves the page working, with no request pile-up and no error of ours", async ({
        page,
        site,
        collector,
      }) => {
        await collector.setMode(mode);
        const pageErrors: string[] = [];
        page.on("pageerror", (error) => pageErrors.push(error.message));
        await visit(page, `${site}/`);
        for (let round = 0; round < 3; round++) {
          await page.getByRole("radio", { name: steps[round]!.title }).click();
          await page.getByRole("button", { name: featureItems()[round]!.title }).click();
          await expect(page.getByRole("dialog")).toBeVisible();
          await page.keyboard.press("Escape");
          await expect(page.getByRole("dialog")).toBeHidden();
          await hide(page);
        }
        await page.getByRole("banner").getByRole("link", { name: common.nav.bookDemo }).click();
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page).toHaveURL(`${site}/contact`);
        // Past the batch timer: the page keeps one ordinary request in flight at most.
        await page.waitForTimeout(6_000);
        expect(pageErrors).toEqual([]);
        if (mode === "refuse") expect(collector.exports).toEqual([]);
        // The early first batch, one per hiding, one on the timer: never more.
        else expect(collector.exports.length).toBeLessThanOrEqual(5);
      });
    });
  }

  for (const [signal, script] of [
    [
      "Global Privacy Control",
      () => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    ],
    [
      "Do Not Track",
      () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" }),
    ],
  ] as const) {
    test(`${signal}: nothing at all is sent`, async ({ page, site, collector }) => {
      await page.addInitScript(script);
      await visit(page, `${site}/`);
      await page.getByRole("radio", { name: steps[1]!.title }).click();
      await page.getByRole("banner").getByRole("link", { name: common.nav.bookDemo }).click();
      await hide(page);
      await page.goto("about:blank");
      await page.waitForTimeout(1_000);
      expect(collector.exports).toEqual([]);
      expect(collector.preflights).toBe(0);
    });
  }
});
