// The pseudo-locales (docs/content.md): a second site built with SITE_PSEUDO_LOCALES=1, its
// home, contact, a post and the not-found page in both at 390, 768 and 1280 px. A plain
// ASCII word on an en-xa page was not read from the content (every letter of which is
// accented there): a hard-coded string. Neither may scroll sideways, nothing in the header
// may touch its neighbour (also where the header's own navigation begins, desktopNavWidth),
// and ar-xb mirrors.
import { test as base, expect } from "../support/fixtures";
import { startSecondSite } from "../support/second-site";
import { desktopNavWidth, headerCollisions, shoot, visualWidths } from "../support/visual";

const test = base.extend<{ site: string }, { pseudoSite: string }>({
  pseudoSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the pattern.
    async ({}, use) => {
      const site = await startSecondSite("pseudo-locales", {
        SITE_PSEUDO_LOCALES: "1",
        SITE_LOCALES: "en",
      });
      await use(site.url);
      await site.close();
    },
    { scope: "worker", timeout: 300_000 },
  ],
  site: async ({ pseudoSite }, use) => use(pseudoSite),
});

const pages = [
  { name: "home", path: "/" },
  { name: "contact", path: "/contact" },
  { name: "post", path: "/blog/running-the-platform-on-prem" },
  { name: "not-found", path: "/no-such-page" },
] as const;

/**
 * What may stay plain: facts that are not copy (the brand, an author's name, the e-mail
 * address) and a date, which Intl writes in the locale's language (English here).
 */
const notCopy =
  /^(Obsero|Yuki|Tanaka|hello|example|com|January|February|March|April|May|June|July|August|September|October|November|December)$/;

test.use({ allowedConsoleErrors: [/404/] });

for (const locale of ["en-xa", "ar-xb"] as const) {
  for (const { name, path } of pages) {
    test(`${locale} ${name}: every text from the content, nothing wider than the screen`, async ({
      page,
      site,
    }) => {
      for (const width of new Set<number>([...visualWidths, desktopNavWidth])) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${site}/${locale}${path}`);
        await expect(page.locator("html")).toHaveAttribute(
          "dir",
          locale === "ar-xb" ? "rtl" : "ltr",
        );
        // The not-found page's nearest pages arrive from the search index after hydration.
        if (name === "not-found") {
          await expect(page.locator("main [aria-busy]")).toHaveAttribute("aria-busy", "false");
        }
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect.soft(overflow, `${width} px: scrolls sideways by ${overflow} px`).toBe(0);
        expect
          .soft(await headerCollisions(page), `${width} px: the header's items touch`)
          .toEqual([]);
        // What a visitor reads: code samples are written as they are in every language.
        const text = await page.evaluate(() => {
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          const parts: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (!parent?.checkVisibility() || parent.closest("pre, code, script, style")) continue;
            parts.push(node.textContent ?? "");
          }
          return parts.join(" ");
        });
        const plain = [...new Set(text.match(/(?<![\p{L}\p{M}])[A-Za-z]{4,}(?![\p{L}\p{M}])/gu))];
        expect
          .soft(
            plain.filter((word) => !notCopy.test(word)),
            `hard-coded at ${width} px`,
          )
          .toEqual([]);
        // Where the header's own navigation begins is checked, and shot only if it is one of
        // the specification's widths.
        if ((visualWidths as readonly number[]).includes(width))
          await shoot(page, `pseudo-${locale}-${name}-${width}`);
      }
    });
  }
}
