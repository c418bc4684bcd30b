// Telemetry's page views carry the campaign of a tagged visit, in a build with telemetry
// and a contact endpoint (support/telemetry-site.ts), in `npm run test:integration`.
import { content } from "../support/content";
import { expect, gotoHydrated } from "../support/fixtures";
import { eventsNamed, telemetryStarted, telemetryTest } from "../support/telemetry-site";

const test = telemetryTest;

// One build per worker: keep this file's tests together.
test.describe.configure({ mode: "default" });

test("page views carry the visit's campaign; the address bar and the records lose the rest", async ({
  page,
  telemetrySite: { url: site, collector },
}) => {
  await page.goto(`${site}/?utm_source=newsletter&utm_campaign=launch&email=ada%40example.com`, {
    referer: "https://news.example.org/issue?id=7",
  });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page).toHaveURL(`${site}/?email=ada%40example.com`);
  await telemetryStarted(page);
  const hero = page.getByRole("region", { name: content().home.hero.title });
  await hero.getByRole("link", { name: content().home.hero.cta }).click();
  await expect(page).toHaveURL(`${site}/contact`);

  const [load, change] = await eventsNamed(collector, "site.page_view", 2);
  const campaign = { "site.utm.source": "newsletter", "site.utm.campaign": "launch" };
  expect(load?.attributes).toMatchObject({
    "url.path": "/",
    "site.page_view.kind": "load",
    "site.referrer.host": "news.example.org",
    ...campaign,
  });
  expect(change?.attributes).toMatchObject({ "site.page_view.kind": "route_change", ...campaign });
  const bodies = collector.exports.map((e) => e.body).join("\n");
  // The tags' names and the untagged parameter's value; not "ada" alone, which a random
  // hex id may contain.
  expect(bodies).not.toMatch(/utm_source|utm_campaign|email|ada@|ada%40|issue/);
});

test("an untagged visit's page views have no campaign", async ({
  page,
  telemetrySite: { url: site, collector },
}) => {
  await gotoHydrated(page, `${site}/contact`);
  await telemetryStarted(page);
  const [load] = await eventsNamed(collector, "site.page_view", 1);
  expect(Object.keys(load?.attributes ?? {}).filter((key) => key.startsWith("site.utm"))).toEqual(
    [],
  );
});
