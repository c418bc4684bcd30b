// A second copy of the site with real delivery switched on (CONTACT_ENDPOINT), pointing at
// a receiver on loopback: built into node_modules/.cache (never dist/), served by the
// production server, once per encoding and worker, and only for an encoding a test asks for.
import { test as base } from "./fixtures";
import { startReceiver, type Receiver } from "./receiver";
import { startSecondSite } from "./second-site";

interface DeliverySite {
  url: string;
  receiver: Receiver;
}

type ContactEncoding = "json" | "form";

/** Receiver, build and server for one encoding; the caller closes it. */
async function startDeliverySite(encoding: ContactEncoding) {
  const receiver = await startReceiver();
  const site = await startSecondSite("contact-delivery", {
    CONTACT_ENDPOINT: receiver.endpoint,
    CONTACT_ENCODING: encoding,
    // The journeys visit English and German pages: a third locale would only lengthen the
    // build (the default build's pages are proven in every locale elsewhere).
    SITE_LOCALES: "en,de",
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
  // milliseconds. Only the encodings the worker's tests use are built (`npm test` uses one).
  deliverySites: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the pattern.
    async ({}, use) => {
      const sites = new Map<ContactEncoding, ReturnType<typeof startDeliverySite>>();
      await use((encoding) => {
        const site = sites.get(encoding) ?? startDeliverySite(encoding);
        sites.set(encoding, site);
        return site;
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
