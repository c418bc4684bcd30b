/// <reference lib="dom" />
// The blog, by data over the posts: what each locale's index, post and tag pages show comes
// from content/<locale>/blog/*.md and blog.json as the build reads them (never retyped), the
// pages from builder/pages.ts. Drafts and scheduled posts appear nowhere; a post exists in
// the languages it is written in; feeds parse and every item answers; code is coloured at
// build time in both themes.
import { postInventory, type PostSource } from "../builder/blog/post-inventory";
import { buildLocales, builtPages } from "../builder/pages";
import { blogPaths } from "../src/content/blog";
import { defaultLocale, type Locale } from "../src/i18n/locales";
import { expectNoAxeViolations } from "./support/axe";
import { content } from "./support/content";
import { feedItems } from "./support/feed";
import { expect, gotoHydrated, test } from "./support/fixtures";

const locales = buildLocales();
const inventory = postInventory(locales);
const blogPages = builtPages(locales, inventory).filter((page) => page.blog);
const postsIn = (locale: Locale) => inventory.posts.filter((post) => post.locale === locale);
const blogCopy = (locale: Locale) => content(locale).blog;
/** The addresses of posts that are not published (drafts, scheduled), in every locale. */
const unpublishedPaths = inventory.unpublished.flatMap(({ file }) => {
  const slug = /([^/\\]+)\.md$/.exec(file)?.[1] ?? file;
  return locales.map((locale) => blogPaths.post(locale, slug));
});
/** Each language a post is written in, by its slug: its alternates, no more, no less. */
const languagesOf = (post: PostSource) =>
  inventory.posts.filter((other) => other.slug === post.slug).map((other) => other.locale);

test(
  "every locale's index lists each published post, newest first, and no draft",
  { tag: "@matrix" },
  async ({ page }) => {
    expect(inventory.unpublished.length, "the content has a draft to leave out").toBeGreaterThan(0);
    for (const locale of locales) {
      const titles: string[] = [];
      for (const index of blogPages.filter((p) => p.locale === locale && p.id === "blog-index")) {
        await page.goto(index.path);
        titles.push(...(await page.locator("main article h2").allTextContents()));
        const hrefs = await page
          .locator("main a")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        for (const path of unpublishedPaths) expect(hrefs).not.toContain(path);
      }
      expect(titles, locale).toEqual(postsIn(locale).map((post) => post.frontMatter.title));
    }
  },
);

test(
  "a draft or scheduled post has no page: its address is the locale's 404",
  { tag: "@matrix" },
  async ({ request }) => {
    for (const path of [...unpublishedPaths, ...locales.map((l) => blogPaths.post(l, "no-such"))]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const locale = locales.find((l) => path.startsWith(blogPaths.index(l))) ?? locales[0];
      expect(await response.text(), path).toContain(`<html lang="${locale}"`);
    }
  },
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "each post's heading, date, text and tags are in its HTML",
    { tag: "@matrix" },
    async ({ page }) => {
      for (const post of inventory.posts) {
        await page.goto(blogPaths.post(post.locale, post.slug));
        const { title, date, tags } = post.frontMatter;
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        await expect(page.locator(`header time[datetime="${date}"]`)).toHaveCount(1);
        // The first paragraph's opening words, as the Markdown has them.
        const opening = post.markdown.trim().split("\n")[0]!.slice(0, 40);
        await expect(page.locator("#post-body")).toContainText(opening);
        const labels = blogCopy(post.locale).tags;
        for (const tag of tags) {
          await expect(
            page.locator("article footer").getByRole("link", { name: labels[tag] }),
          ).toHaveAttribute("href", blogPaths.tag(post.locale, tag));
        }
      }
    },
  );
});

test(
  "a post names only the languages it is written in, and the switch falls back to the blog",
  { tag: "@matrix" },
  async ({ page }) => {
    for (const post of inventory.posts) {
      await page.goto(blogPaths.post(post.locale, post.slug));
      const written = languagesOf(post);
      const hreflangs = await page
        .locator('head link[rel="alternate"][hreflang]:not([hreflang="x-default"])')
        .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
      expect(hreflangs.sort(), post.file).toEqual([...written].sort());
      for (const locale of locales) {
        const target = written.includes(locale)
          ? blogPaths.post(locale, post.slug)
          : blogPaths.index(locale);
        await expect(
          page.locator(`header a[hreflang="${locale}"]`).first(),
          `${post.file} -> ${locale}`,
        ).toHaveAttribute("href", target);
      }
    }
  },
);

test("a reader's journey: footer, index, post, contents, code in both themes, tag, demo", async ({
  page,
}) => {
  const locale = locales[0]!;
  const copy = blogCopy(locale);
  // The newest post with code, so the journey always meets a highlighted block.
  const post = postsIn(locale).find((candidate) => /^```\w+/m.test(candidate.markdown))!;
  await gotoHydrated(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: /blog/i }).click();
  await expect(page).toHaveURL(blogPaths.index(locale));
  await expect(page.locator('head link[type="application/rss+xml"]')).toHaveAttribute(
    "href",
    blogPaths.feed(locale),
  );
  await page.getByRole("link", { name: post.frontMatter.title }).click();
  await expect(page).toHaveURL(blogPaths.post(locale, post.slug));
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

  // The table of contents leads to its sections.
  const contents = page.getByRole("navigation", { name: copy.post.toc });
  const firstSection = contents.getByRole("link").first();
  const anchor = (await firstSection.getAttribute("href"))!;
  await firstSection.click();
  await expect(page).toHaveURL(new RegExp(`${anchor}$`));
  await expect(page.locator(anchor)).toBeInViewport();

  // Code is coloured by class at build time: each theme colours a keyword unlike plain text.
  const token = page.locator("pre.code-block [class*='tok-']").first();
  const colours: string[] = [];
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const [tokenColour, plainColour] = await token.evaluate((span) => [
      getComputedStyle(span).color,
      getComputedStyle(span.closest("pre")!).color,
    ]);
    expect(tokenColour, scheme).not.toBe(plainColour);
    colours.push(tokenColour!);
  }
  expect(colours[0]).not.toBe(colours[1]);
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => entry.name),
  );
  expect(scripts.filter((name) => /shiki|highlight|oniguruma|\.wasm/i.test(name))).toEqual([]);

  // A tag leads to its page, which lists the post.
  const tag = post.frontMatter.tags[0]!;
  await page.locator("article footer").getByRole("link", { name: copy.tags[tag] }).click();
  await expect(page).toHaveURL(blogPaths.tag(locale, tag));
  await expect(page.locator("main article h2")).toContainText([post.frontMatter.title]);

  // And every post ends with a way to book a demo.
  await page.goBack();
  await page.getByRole("link", { name: copy.cta.button }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test(
  "each locale's feed parses, links every published post, and never a draft",
  { tag: "@matrix" },
  async ({ page, request }) => {
    await page.goto("/");
    for (const locale of locales) {
      const response = await request.get(blogPaths.feed(locale));
      expect(response.status()).toBe(200);
      const items = await feedItems(page, await response.text());
      expect(items, `${locale} feed parses`).not.toBeNull();
      const paths = items!.map((item) => new URL(item.link).pathname);
      expect(paths).toEqual(postsIn(locale).map((post) => blogPaths.post(locale, post.slug)));
      for (const [index, item] of items!.entries()) {
        expect(item.guid).not.toBe("");
        expect(Number.isNaN(Date.parse(item.date))).toBe(false);
        expect(item.content.length, "the full text").toBeGreaterThan(500);
        expect((await request.get(paths[index]!)).status()).toBe(200);
      }
      for (const path of unpublishedPaths) expect(paths).not.toContain(path);
    }
  },
);

// Every blog page in every locale: each post (each has its own tables, code and figures), one
// index and one tag page (the others are the same template over other posts). `npm test`
// scans the default locale's index and its first post with code; the rest is the slower
// suite's matrix.
const axePages = blogPages.filter(
  (candidate, index, all) =>
    candidate.id === "blog-post" ||
    all.findIndex((other) => other.id === candidate.id && other.locale === candidate.locale) ===
      index,
);
const firstWithCode = postsIn(defaultLocale).find((post) => /^```\w+/m.test(post.markdown))!;
const axeSamples = [
  blogPaths.index(defaultLocale),
  blogPaths.post(defaultLocale, firstWithCode.slug),
];
for (const locale of locales) {
  for (const sampled of locale === defaultLocale ? [true, false] : [false]) {
    const paths = axePages
      .filter((candidate) => candidate.locale === locale)
      .map((candidate) => candidate.path)
      .filter((path) => axeSamples.includes(path) === sampled);
    test(
      `axe finds nothing on the blog's ${locale} pages${sampled ? " (its index and a post)" : ""}, in both themes`,
      { tag: "@matrix" },
      async ({ page }) => {
        test.slow();
        for (const path of paths) {
          await gotoHydrated(page, path);
          await expectNoAxeViolations(page, path);
        }
      },
    );
  }
}
