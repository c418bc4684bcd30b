// What a real launch shows (docs/legal.md, "Go-live checklist"): the content made real
// (builder/content/real-content.ts: every claim checked, every customer approved, every price
// list, certificate and release note real), built for a real SITE_URL with every launch
// variable set, so the build accepts it, and served as production serves it. Where the
// preview build marks a sample (launch.spec.ts), this build shows no mark, on no page and in
// no twin, in any language; nor does its contact page call the form a demonstration.
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { makeContentReal } from "../builder/content/real-content";
import { builtPages } from "../builder/pages";
import { exampleLaunchEnv } from "../src/config/example-launch-env";
import { markdownTwinPath } from "../src/features/seo/seo-config";
import { pathOf } from "../src/site-pages";
import { expectNoAxeViolations } from "./support/axe";
import { composedPages, content, siteLocales } from "./support/content";
import { expect, test as base } from "./support/fixtures";
import { scratchFolder, startSecondSite } from "./support/second-site";

const test = base.extend<object, { realSite: string }>({
  realSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the pattern.
    async ({}, use) => {
      const scratch = await scratchFolder("real-content");
      const contentDir = join(scratch, "content");
      cpSync("content", contentDir, { recursive: true });
      makeContentReal(contentDir);
      const site = await startSecondSite("launch-real", {
        ...exampleLaunchEnv,
        CONTENT_DIR: contentDir,
      });
      await use(site.url);
      await site.close();
      rmSync(scratch, { recursive: true, force: true });
    },
    // The first test of the worker waits for the build.
    { scope: "worker", timeout: 300_000 },
  ],
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A page's sample marks: the HTML's, and its twin's ("(Sample)", "Sample: …"). */
function marksIn(html: string, twin: string, label: string): number {
  const inTwin = new RegExp(`\\(${escaped(label)}\\)|^${escaped(label)}:`, "gm");
  return (html.match(/data-sample=""/g)?.length ?? 0) + (twin.match(inTwin)?.length ?? 0);
}

test("no page of any language, nor its twin, shows a mark the preview shows", async ({
  realSite,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  let markedInPreview = 0;
  for (const page of builtPages().filter((each) => each.status === 200)) {
    const label = content(page.locale).facts.sampleLabel;
    const read = async (origin: string) => {
      const html = await (await request.get(`${origin}${page.sample}`)).text();
      const twin = await request.get(`${origin}${markdownTwinPath(page.sample)}`);
      return marksIn(html, twin.ok() ? await twin.text() : "", label);
    };
    if ((await read(baseURL!)) > 0) markedInPreview += 1;
    expect(await read(realSite), `${page.sample} in the real build`).toBe(0);
  }
  // The preview build marks its samples: the check above looks where marks would be.
  expect(markedInPreview).toBeGreaterThan(10);
});

for (const locale of siteLocales) {
  test(`in ${locale}, a landing page's proof and the contact form are shown as real`, async ({
    realSite,
    page,
  }) => {
    const copy = content(locale);
    // The landing page whose logos, quotes and figures the preview marks in every language.
    const landing = composedPages.find(
      (each) => each.locale === locale && each.composed.name === "opentelemetry",
    )!;
    for (const path of [landing.path, pathOf(locale, "trust")]) {
      await page.goto(`${realSite}${path}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await expect(page.locator("main [data-sample]"), path).toHaveCount(0);
      await expectNoAxeViolations(page, `${path} of the real build`);
    }
    await page.goto(`${realSite}${pathOf(locale, "contact")}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.contact.page.title);
    await expect(page.getByText(copy.contact.page.demoTitle)).toHaveCount(0);
  });
}
