// A second copy of the site with real delivery switched on (CONTACT_ENDPOINT), pointing at
// a receiver on loopback: built into node_modules/.cache (never dist/), served by the
// production server, once per encoding and worker.
import { test as base } from "./fixtures";
import { startReceiver, type Receiver } from "./receiver";
import { startSecondSite } from "./second-site";

interface DeliverySite {
  url: string;
  receiver: Receiver;
}

const contactEncodings = ["json", "form"] as const;
type ContactEncoding = (typeof contactEncodings)[number];

/** Receiver, build and server for one encoding; the caller closes it. */
async function startDeliverySite(encoding: ContactEncoding) {
  const receiver = await startReceiver();
  const site = await startSecondSite("contact-delivery", {
    CONTACT_ENDPOINT: receiver.endpoint,
    CONTACT_ENCODING: encoding,
  });
  receiver.allowedOrigin = site.url;
  return {
    url: site.url,
    receiver,
    async close() {
      await site.close();
      await receiver.close();
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
