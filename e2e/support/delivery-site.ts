// A second copy of the site with real delivery switched on (CONTACT_ENDPOINT), pointing at
// a receiver on loopback: built into node_modules/.cache (never dist/), served by the
// production server, once per encoding and worker.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createSiteServer } from "../../server/app.mjs";
import { test as base } from "./fixtures";
import { startReceiver, type Receiver } from "./receiver";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const execFileAsync = promisify(execFile);

interface DeliverySite {
  url: string;
  receiver: Receiver;
}

/**
 * Builds the site with CONTACT_ENDPOINT pointing at the receiver. With BUILD_OUT_DIR outside
 * dist/, the build writes its nginx config beside that directory, not over deploy/nginx/.
 */
async function buildSite(outDir: string, endpoint: string, encoding: string): Promise<void> {
  await execFileAsync(process.execPath, ["scripts/build.mjs"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      BUILD_OUT_DIR: outDir,
      CONTACT_ENDPOINT: endpoint,
      CONTACT_ENCODING: encoding,
    },
    maxBuffer: 16 * 1024 * 1024,
  });
}

const contactEncodings = ["json", "form"] as const;
type ContactEncoding = (typeof contactEncodings)[number];

/** Receiver, build and server for one encoding; the caller closes it. */
async function startDeliverySite(encoding: ContactEncoding) {
  const receiver = await startReceiver();
  // A fresh clone has no node_modules/.cache yet.
  await mkdir(join(repoRoot, "node_modules/.cache"), { recursive: true });
  const scratch = await mkdtemp(join(repoRoot, "node_modules/.cache/contact-delivery-"));
  const root = join(scratch, "dist");
  await buildSite(root, receiver.endpoint, encoding);
  const server = createSiteServer({ root });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  receiver.allowedOrigin = url;
  return {
    url,
    receiver,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await receiver.close();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

export const test = base.extend<
  {
    contactEncoding: ContactEncoding;
    deliverySite: DeliverySite;
    receiver: Receiver;
    site: string;
  },
  { deliverySites: (encoding: ContactEncoding) => Promise<DeliverySite> }
>({
  // Built once per encoding and kept for the worker: a build takes seconds, a test
  // milliseconds. The first test starts them one after the other, so the second encoding's
  // site builds while the first one's tests run (two at once would only slow the first).
  deliverySites: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the pattern.
    async ({}, use) => {
      const sites = new Map<ContactEncoding, ReturnType<typeof startDeliverySite>>();
      await use((encoding) => {
        if (sites.size === 0) {
          let previous: Promise<unknown> = Promise.resolve();
          for (const each of contactEncodings) {
            const site = previous.then(() => startDeliverySite(each));
            sites.set(each, site);
            previous = site.catch(() => undefined);
          }
        }
        return sites.get(encoding)!;
      });
      for (const site of sites.values()) await (await site).close();
    },
    { scope: "worker" },
  ],

  contactEncoding: ["json", { option: true }],

  // The shared fixture stubs the video service with page.route, and while any route is set
  // Playwright answers CORS preflights itself. The contact page embeds no video, so record
  // requests without routing: the receiver must answer the browser's real preflight.
  // Still automatic: an override without options keeps the original's.
  externalRequests: async ({ page, site }, use) => {
    const external: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(site)) external.push(request.url());
    });
    await use(external);
  },

  // Its own timeout, as the first test of a worker waits for the build.
  deliverySite: [
    async ({ deliverySites, contactEncoding }, use) => use(await deliverySites(contactEncoding)),
    { timeout: 300_000 },
  ],

  receiver: async ({ deliverySite }, use) => {
    deliverySite.receiver.reset("ok");
    await use(deliverySite.receiver);
    deliverySite.receiver.reset("ok");
  },

  site: async ({ deliverySite }, use) => use(deliverySite.url),
});
