import { expect, type Page } from "@playwright/test";
import { telemetryChunkFile } from "../../src/features/telemetry/telemetry-env";
import { test as base } from "./fixtures";
import { startOtlpReceiver, type OtlpReceiver, type ReceivedRecord } from "./otlp-receiver";
import { startReceiver, type Receiver } from "./receiver";
import { startSecondSite } from "./second-site";

export interface TelemetrySite {
  url: string;
  collector: OtlpReceiver;
  /** The contact form's endpoint: the build delivers messages, so outcomes can fail. */
  contact: Receiver;
  close(): Promise<void>;
}

/**
 * A second copy of the site, built (into node_modules/.cache, never dist/) with the OTLP
 * endpoint and the contact endpoint pointing at loopback receivers, served by the
 * production server.
 */
export async function startTelemetrySite(): Promise<TelemetrySite> {
  const collector = await startOtlpReceiver();
  const contact = await startReceiver();
  const site = await startSecondSite("telemetry", {
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.baseUrl,
    OTEL_SERVICE_NAME: "website",
    OTEL_RESOURCE_ATTRIBUTES: "deployment.environment.name=e2e,service.version=1.2.3",
    CONTACT_ENDPOINT: contact.endpoint,
  });
  collector.allowedOrigin = site.url;
  contact.allowedOrigin = site.url;
  return {
    url: site.url,
    collector,
    contact,
    async close() {
      await site.close();
      await collector.close();
      await contact.close();
    },
  };
}

/**
 * Waits until the telemetry chunk has loaded and run: the boot loader runs it first, and
 * importing it again resolves once it has been evaluated.
 */
export async function telemetryStarted(page: Page): Promise<void> {
  const handle = await page.waitForFunction(
    (chunkFile) =>
      performance
        .getEntriesByType("resource")
        .find((entry) => new RegExp(chunkFile).test(entry.name))?.name,
    telemetryChunkFile.source,
  );
  const chunk = (await handle.jsonValue()) as string;
  await page.evaluate((url) => import(url).then(() => undefined), chunk);
}

/**
 * Tells the page it is hidden (as switching tabs does), which flushes the queue with
 * keepalive; the tab then counts as visible again.
 */
export async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    // As the browser's own does, it bubbles: the telemetry's flush listens on window.
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    delete (document as { visibilityState?: unknown }).visibilityState;
  });
}

/** The records named `eventName`, once `count` of them have arrived. */
export async function eventsNamed(
  collector: OtlpReceiver,
  eventName: string,
  count: number,
): Promise<ReceivedRecord[]> {
  const named = () => collector.records().filter((record) => record.eventName === eventName);
  await expect
    .poll(() => named().length, { message: `${count} ${eventName} events`, timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return named();
}

/**
 * The browser fixtures over one telemetry site per worker, shared by the specs that need it:
 * the site (built on first use, its collector emptied before each test), its collector and
 * contact receivers, and the external requests recorded without routing (Playwright answers
 * CORS preflights itself while any route is set, so the receivers would never see them).
 */
export const telemetryTest = base.extend<
  { telemetrySite: TelemetrySite; collector: OtlpReceiver; contact: Receiver; site: string },
  { telemetrySites: () => Promise<TelemetrySite> }
>({
  // Built on first use and kept for the worker: a build takes a minute, a test seconds.
  telemetrySites: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the pattern.
    async ({}, use) => {
      let site: Promise<TelemetrySite> | undefined;
      await use(() => (site ??= startTelemetrySite()));
      if (site) await (await site).close();
    },
    { scope: "worker" },
  ],
  telemetrySite: [
    async ({ telemetrySites }, use) => {
      const site = await telemetrySites();
      await site.collector.reset();
      await use(site);
    },
    { timeout: 300_000 },
  ],
  externalRequests: async ({ page, telemetrySite }, use) => {
    const external: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(telemetrySite.url)) external.push(request.url());
    });
    await use(external);
  },
  collector: async ({ telemetrySite }, use) => {
    await use(telemetrySite.collector);
    await telemetrySite.collector.reset();
  },
  contact: async ({ telemetrySite }, use) => {
    telemetrySite.contact.reset("ok");
    await use(telemetrySite.contact);
  },
  site: async ({ telemetrySite }, use) => use(telemetrySite.url),
});
