import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, type Page } from "@playwright/test";
import { createSiteServer } from "../../server/app.mjs";
import { startOtlpReceiver, type OtlpReceiver, type ReceivedRecord } from "./otlp-receiver";
import { startReceiver, type Receiver } from "./receiver";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const execFileAsync = promisify(execFile);

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
  await mkdir(join(repoRoot, "node_modules/.cache"), { recursive: true });
  const scratch = await mkdtemp(join(repoRoot, "node_modules/.cache/telemetry-"));
  const root = join(scratch, "dist");
  await execFileAsync(process.execPath, ["scripts/build.mjs"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      BUILD_OUT_DIR: root,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.baseUrl,
      OTEL_SERVICE_NAME: "website",
      OTEL_RESOURCE_ATTRIBUTES: "deployment.environment.name=e2e,service.version=1.2.3",
      CONTACT_ENDPOINT: contact.endpoint,
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  const server = createSiteServer({ root });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  collector.allowedOrigin = url;
  contact.allowedOrigin = url;
  return {
    url,
    collector,
    contact,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await collector.close();
      await contact.close();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the telemetry chunk has loaded and run: it is fetched in idle time after
 * hydration, and importing it again resolves once it has been evaluated.
 */
export async function telemetryStarted(page: Page): Promise<void> {
  const handle = await page.waitForFunction(
    () =>
      performance
        .getEntriesByType("resource")
        .find((entry) => /\/start-telemetry-[\w-]+\.js$/.test(entry.name))?.name,
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
    document.dispatchEvent(new Event("visibilitychange"));
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
