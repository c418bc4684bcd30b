import {
  type Fixtures,
  test as http,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
} from "@playwright/test";
import { serveBuild, type ServerKind } from "../../../tools/serve-build";
import { test as browser } from "../../support/fixtures";

// The serving proofs run once per server: the "serving" project against `npm start`'s
// server, "serving-nginx" against nginx configured by deploy/nginx/ (npm run test:integration).
// Each worker serves the build on a free port, and `baseURL` points there.
interface ServedSite {
  serverKind: ServerKind;
  servedOrigin: string;
}

const servedSite: Fixtures<
  PlaywrightTestOptions,
  ServedSite,
  PlaywrightTestArgs & PlaywrightTestOptions,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
> = {
  serverKind: ["node", { option: true, scope: "worker" }],
  servedOrigin: [
    async ({ serverKind }, use) => {
      const site = await serveBuild({ server: serverKind });
      await use(site.origin);
      await site.close();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ servedOrigin }, use) => use(servedOrigin),
};

/** For proofs made with raw HTTP requests: no browser is started. */
export const test = http.extend<object, ServedSite>(servedSite);

/** For proofs made in the browser, with the suite's console and network guards. */
export const browserTest = browser.extend<object, ServedSite>(servedSite);

export { expect } from "@playwright/test";
