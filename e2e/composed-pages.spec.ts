// Every composed landing page (content/<locale>/pages/), by data: what the build promises a
// page made of blocks, as a visitor, a crawler and an assistant get it. The first page runs
// in `npm test`; the others in the slower suite's matrix.
import { builtPages } from "../builder/pages";
import { composedSocialImage } from "../src/content/composed";
import { documentTitle } from "../src/features/seo/document-title";
import { absoluteUrl, markdownTwinPath } from "../src/features/seo/seo-config";
import { localizedPath } from "../src/i18n/paths";
import { expectNoAxeViolations } from "./support/axe";
import { composedPages, content, inMatrixAfterFirst, siteLocales } from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { brand } from "./support/site";

const url = (path: string) => absoluteUrl(brand.siteUrl, path);

test("the site has composed pages in more than one language", () => {
  expect(composedPages.length).toBeGreaterThan(1);
  expect(new Set(composedPages.map((page) => page.locale)).size).toBeGreaterThan(1);
});

for (const [index, built] of composedPages.entries()) {
  const { composed: data, locale } = built;
  test.describe(`${built.path}`, { tag: inMatrixAfterFirst(index) }, () => {
    test("has its head tags, hreflang to its translations only, and its own card", async ({
      page,
      request,
    }) => {
      await gotoHydrated(page, built.path);
      await expect(page).toHaveTitle(documentTitle(data.head.title, brand.name, false));
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      const head = page.locator("head");
      await expect(head.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        data.head.description,
      );
      const alternates = await head
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
        );
      const expected = Object.entries(data.alternates).map(([code, path]) => [code, url(path)]);
      expect(alternates.filter(([code]) => code !== "x-default").sort()).toEqual(expected.sort());
      if (data.noindex) {
        await expect(head.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      } else {
        await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          url(built.path),
        );
      }
      const card = url(composedSocialImage(built.path));
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", card);
      const image = await request.get(composedSocialImage(built.path));
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
    });

    test("shows its blocks in order, one h1, and passes axe in both themes", async ({ page }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await gotoHydrated(page, built.path);
      // The blocks that are HTML only (text, logos, quotes, FAQ, comparison, figures) are
      // adopted as the document brought them: none of their code is fetched.
      expect(requested.filter((path) => path.includes("static-block-view"))).toEqual([]);
      const hero = data.blocks[0];
      if (hero?.type !== "hero") throw new Error(`${built.path} does not start with its hero`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      for (const block of data.blocks) {
        if ("title" in block && block.type !== "hero") {
          await expect(
            page.getByRole("heading", { name: block.title, exact: true }),
          ).toBeAttached();
        }
      }
      await expectNoAxeViolations(page, `${built.path}`);
    });

    test("answers its FAQ in FAQPage JSON-LD and opens each answer by keyboard", async ({
      page,
    }) => {
      await gotoHydrated(page, built.path);
      const faqs = data.blocks.flatMap((block) => (block.type === "faq" ? block.items : []));
      const graphs = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
      const faqPage = graphs
        .flatMap((graph: { "@graph": { "@type": string }[] }) => graph["@graph"])
        .find((node) => node["@type"] === "FAQPage") as
        { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
      if (faqs.length === 0) {
        expect(faqPage).toBeUndefined();
        return;
      }
      expect(faqPage?.mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(
        faqs.map((item) => [item.question, item.answer]),
      );
      const [first] = faqs;
      if (!first) return;
      const answer = page.getByText(first.answer);
      await expect(answer).toBeHidden();
      await page.getByRole("heading", { name: first.question }).locator("xpath=..").focus();
      await page.keyboard.press("Enter");
      await expect(answer).toBeVisible();
    });

    test("has its Markdown twin, its llms.txt line and (unless noindex) its sitemap entry", async ({
      request,
    }) => {
      const twinPath = markdownTwinPath(built.path);
      const twin = await request.get(twinPath);
      expect(twin.status()).toBe(200);
      const markdown = await twin.text();
      const hero = data.blocks[0];
      expect(markdown).toContain(`# ${hero?.type === "hero" ? hero.title : ""}`);
      const llms = await (await request.get(localizedPath(locale, "/llms.txt"))).text();
      const sitemap = await (await request.get("/sitemap.xml")).text();
      if (data.noindex) {
        expect(sitemap).not.toContain(`<loc>${url(built.path)}</loc>`);
        return;
      }
      expect(llms).toContain(`(${url(twinPath)})`);
      expect(sitemap).toContain(`<loc>${url(built.path)}</loc>`);
    });

    test("leads its call to action to the contact page in its language", async ({ page }) => {
      await gotoHydrated(page, built.path);
      const cta = data.blocks.find((block) => block.type === "cta");
      if (cta?.type !== "cta") return;
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page
        .getByRole("region", { name: cta.title })
        .getByRole("link", { name: cta.button })
        .click();
      await expect(page).toHaveURL(localizedPath(locale, "/contact"));
      await expect(
        page.getByRole("heading", { level: 1, name: content(locale).contact.page.title }),
      ).toBeVisible();
      // A client-side route: the visit's campaign, kept in memory, goes with it.
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
      // And back: the router shows the page again, every block whole.
      await page.goBack();
      await expect(page).toHaveURL(built.path);
      for (const block of data.blocks) {
        if ("title" in block) {
          await expect(page.getByRole("heading", { name: block.title, exact: true })).toBeVisible();
        }
      }
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    });
  });
}

// A composed page with `inFooter` is linked from the footer of every page of its language,
// beside the legal links; one without it is not.
for (const locale of siteLocales) {
  const ofLocale = composedPages.filter((built) => built.locale === locale);
  const linked = ofLocale.filter((built) => built.composed.inFooter);
  const found = builtPages().filter((built) => built.locale === locale && built.status === 200);
  const oneOfEachKind = found.filter(
    (built, at) => found.findIndex((other) => other.id === built.id) === at,
  );
  test(
    `${locale}: every kind of page links the composed pages that ask for it in its footer`,
    {
      tag: "@matrix",
    },
    async ({ page }) => {
      // The footer is in each page's HTML as served (the head proof holds hydration to it).
      for (const kind of oneOfEachKind) {
        await page.goto(kind.sample);
        const footer = page.getByRole("contentinfo");
        for (const built of ofLocale) {
          const links = footer.locator(`a[href="${built.path}"]`);
          if (!built.composed.inFooter) await expect(links, kind.sample).toHaveCount(0);
          else await expect(links, kind.sample).toHaveText(built.composed.head.title);
        }
      }
      const target = linked[0];
      if (!target) return;
      await gotoHydrated(page, localizedPath(locale, "/"));
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: target.composed.head.title, exact: true })
        .click();
      await expect(page).toHaveURL(target.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    },
  );
}
