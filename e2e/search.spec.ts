// The site search: the dialog from the header, the phone menu and the keyboard, results in
// the page's language as one types, a combobox for keyboards and screen readers, nothing of
// it on the first load, every kind of page found, and the not-found page's nearest pages.
import { builtPages } from "../builder/pages";
import { searchLimits } from "../src/features/search/search-config";
import { countText } from "../src/i18n/format";
import { expectNoAxeViolations } from "./support/axe";
import {
  composedPages,
  content,
  inMatrixAfterFirst,
  pageIn,
  searchSamples,
  siteLocales,
} from "./support/content";
import { expect, gotoHydrated, notFoundConsoleErrors, test } from "./support/fixtures";
import {
  firstResultsTimeout,
  isSearchRequest,
  resultUrls,
  searchButton,
  searchDialog,
  searchField,
  searchFor,
  searchOptions,
} from "./support/search";
import { openDrawer } from "./support/site";

const pages = builtPages(siteLocales);
const draftSlug = "sampling-without-losing-the-signal";

test("the keyboard opens the search, arrows choose a result, Enter lands on it, Escape returns focus", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await page.keyboard.press("/");
  const field = searchField(page);
  await expect(field).toBeFocused();
  await page.keyboard.type("opentelemetry");
  const options = searchOptions(page);
  await expect(options.nth(1)).toBeVisible({ timeout: firstResultsTimeout });
  // Each key typed asked again: the list is busy until the whole word's results are in.
  await expect(page.getByRole("listbox")).not.toHaveAttribute("aria-busy", "true");
  const total = await options.count();
  const status = searchDialog(page).getByRole("status");
  await expect(status).toHaveText(/\d+/);
  expect(Number(/\d+/.exec((await status.textContent()) ?? "")?.[0])).toBeGreaterThanOrEqual(total);
  // Each result: its title, and the words typed marked in its excerpt.
  await expect(options.first().locator("mark").first()).toHaveText(/opentelemetry/i);

  await expect(field).toHaveAttribute("aria-expanded", "true");
  const first = await options.first().getAttribute("id");
  await expect(field).toHaveAttribute("aria-activedescendant", first!);
  await page.keyboard.press("ArrowDown");
  const second = options.nth(1);
  await expect(second).toHaveAttribute("aria-selected", "true");
  await expect(field).toHaveAttribute("aria-activedescendant", (await second.getAttribute("id"))!);
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(options.nth(total - 1), "the arrows wrap around").toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  const target = (await second.getAttribute("href"))!;
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === target);

  // From the header's button, Escape closes and gives focus back to it.
  await gotoHydrated(page, "/contact");
  const button = searchButton(page);
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(searchField(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(searchDialog(page)).toBeHidden();
  await expect(button).toBeFocused();
  // Ctrl+K opens it from anywhere, with what was typed kept.
  await page.keyboard.type("x");
  await page.keyboard.press("Control+k");
  await expect(searchField(page)).toBeFocused();
  // Even at once after Escape, before the dialog's "close" event has come.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Control+k");
  await expect(searchField(page)).toBeFocused();
});

test("each result is a link: a middle click or Ctrl+Enter opens it in a new tab", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/");
  await searchFor(page, "opentelemetry");
  const first = searchOptions(page).first();
  // A real link, so the browser shows where it leads and offers to copy or open it.
  const href = (await first.evaluate((option) => (option as HTMLAnchorElement).href))!;
  expect(new URL(href).origin).toBe(new URL(page.url()).origin);
  expect(await first.evaluate((option) => option.tagName)).toBe("A");
  await expect(first).toHaveAttribute("tabindex", "-1");

  const opened = context.waitForEvent("page");
  await first.click({ button: "middle" });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(tab.url()).toBe(href);
  await tab.close();
  // The reader stays where they were, with the results still there to open another.
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(searchField(page)).toBeVisible();

  await searchField(page).focus();
  const second = await searchOptions(page)
    .nth(1)
    .evaluate((option) => (option as HTMLAnchorElement).href);
  await page.keyboard.press("ArrowDown");
  const keyed = context.waitForEvent("page");
  await page.keyboard.press("Control+Enter");
  const keyedTab = await keyed;
  await keyedTab.waitForLoadState();
  expect(keyedTab.url()).toBe(second);
  await keyedTab.close();
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

test(
  "an English query on / finds the platform's pages and posts in English only",
  { tag: "@matrix" },
  async ({ page }) => {
    await gotoHydrated(page, "/");
    await searchFor(page, "observability");
    const urls = await resultUrls(page);
    expect(urls).toContain("/");
    expect(urls.some((url) => url.startsWith("/blog/"))).toBe(true);
    expect(urls.filter((url) => /^\/(de|ja)\//.test(url))).toEqual([]);
  },
);

test(
  "an English query on / finds each composed page search engines may list",
  { tag: "@matrix" },
  async ({ page }) => {
    const listed = composedPages.filter(
      (built) => built.locale === "en" && !built.composed.noindex,
    );
    expect(listed.length, "English composed pages to look for").toBeGreaterThan(0);
    await gotoHydrated(page, "/");
    for (const built of listed) {
      await searchFor(page, built.composed.head.title);
      // The dialog keeps the last query's results on screen until the new one's arrive.
      await expect
        .poll(() => resultUrls(page), { message: built.composed.head.title })
        .toContain(built.path);
      await page.keyboard.press("Escape");
    }
  },
);

// Every kind of page the index holds beside the landing pages and the blog, found from the
// home page: a story, an integration, a release and the trust center, in one dialog.
for (const [index, locale] of siteLocales.entries()) {
  test(
    `finds a story, an integration, a release and the trust center (${locale})`,
    { tag: inMatrixAfterFirst(index) },
    async ({ page }) => {
      await gotoHydrated(page, pageIn("home", locale).path);
      for (const sample of searchSamples(locale)) {
        await searchFor(page, sample.query, locale);
        // The dialog keeps the last query's results on screen until the new one's arrive.
        await expect
          .poll(() => resultUrls(page), { message: `${sample.kind}: "${sample.query}"` })
          .toContain(sample.path);
        await expect(
          searchOptions(page).and(page.locator(`[href="${sample.path}"]`)),
        ).toBeVisible();
        await page.keyboard.press("Escape");
      }
    },
  );
}

test("a draft is never found", { tag: "@matrix" }, async ({ page }) => {
  await gotoHydrated(page, "/");
  // Words of the draft's title and its own text; the published posts have some of them.
  for (const query of ["sampling without losing the signal", "adaptive sampling", "outline"]) {
    await searchButton(page).click();
    await searchField(page).fill(query);
    await expect(searchDialog(page).getByRole("status")).not.toHaveText(
      content().common.search.loading,
      { timeout: firstResultsTimeout },
    );
    expect((await resultUrls(page)).filter((url) => url.includes(draftSlug))).toEqual([]);
    await page.keyboard.press("Escape");
  }
  const entry = await page.request.get("/pagefind/pagefind-entry.json");
  expect(entry.ok()).toBe(true);
});

test(
  "a German word on /de/ finds the German post and no English page",
  { tag: "@matrix" },
  async ({ page }) => {
    await gotoHydrated(page, "/de/");
    await searchFor(page, "Ursachenanalyse", "de");
    const urls = await resultUrls(page);
    expect(urls).toContain("/de/blog/how-root-cause-detection-narrows-an-incident");
    expect(
      urls.every((url) => url.startsWith("/de/")),
      urls.join(", "),
    ).toBe(true);
    // The status announces every match; the list shows the best `searchLimits.results`.
    const status = searchDialog(page, "de").getByRole("status");
    const total = Number(/\d+/.exec((await status.textContent()) ?? "")?.[0]);
    expect(urls).toHaveLength(Math.min(total, searchLimits.results));
    await expect(status).toHaveText(countText(content("de").common.search.results, total, "de"));
  },
);

test("a Japanese query finds the Japanese post", { tag: "@matrix" }, async ({ page }) => {
  await gotoHydrated(page, "/ja/");
  await searchFor(page, "サンプリング", "ja");
  const urls = await resultUrls(page);
  expect(urls).toContain("/ja/blog/ingesting-opentelemetry-at-scale");
  expect(
    urls.every((url) => url.startsWith("/ja/")),
    urls.join(", "),
  ).toBe(true);
});

test(
  "the open dialog with results has no axe violation in either theme",
  { tag: "@matrix" },
  async ({ page }) => {
    await gotoHydrated(page, "/");
    await searchFor(page, "collector");
    await expectNoAxeViolations(page, "the search dialog with results", "dialog[open]");
    await searchField(page).fill("zzzzqqq");
    await expect(searchDialog(page).getByRole("status")).toHaveText(/zzzzqqq/);
    await expectNoAxeViolations(page, "the search dialog without results", "dialog[open]");
  },
);

test.describe(() => {
  test.use({ allowedConsoleErrors: notFoundConsoleErrors });
  test(
    "the first load of every kind of page fetches nothing of the search",
    { tag: "@matrix" },
    async ({ page }) => {
      const samples = new Map<string, string>();
      for (const built of pages) if (!samples.has(built.id)) samples.set(built.id, built.sample);
      for (const [id, path] of samples) {
        const requests: string[] = [];
        const onRequest = (request: { url: () => string }) => requests.push(request.url());
        page.on("request", onRequest);
        await gotoHydrated(page, path);
        // Idle a while: nothing fetched later on its own either.
        await page.waitForTimeout(500);
        page.off("request", onRequest);
        // Left for a blank page, so nothing this page still asks for (the not-found page's
        // lookup, on a busy machine) is counted against the next one (once in CI).
        await page.goto("about:blank");
        // The not-found page's nearest pages come from the index, after it is shown: the
        // index only, never the dialog's code.
        const expected =
          id === "not-found" ? requests.filter((url) => url.includes("/pagefind/")) : [];
        expect(requests.filter(isSearchRequest), id).toEqual(expected);
      }
      await gotoHydrated(page, "/");
      // The pointer reaching the button fetches the dialog's code and the index's script.
      const prefetched = page.waitForRequest((request) => isSearchRequest(request.url()));
      await searchButton(page).hover();
      await prefetched;
    },
  );
});

test(
  "without JavaScript the search button is not shown",
  { tag: "@matrix" },
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("button", { name: content().common.search.open })).toHaveCount(0);
    await context.close();
  },
);

test("the phone menu opens the search @mobile", { tag: "@matrix" }, async ({ page }) => {
  await gotoHydrated(page, "/");
  const drawer = await openDrawer(page);
  await drawer.getByRole("button", { name: content().common.search.open }).click();
  await expect(drawer).toBeHidden();
  await expect(searchField(page)).toBeFocused();
  await searchField(page).fill("kubernetes");
  await expect(searchOptions(page).first()).toBeVisible({ timeout: firstResultsTimeout });
  await searchOptions(page).first().click();
  await expect(page).toHaveURL((url) => url.pathname !== "/");
});

test.describe("the not-found page", () => {
  test.use({ allowedConsoleErrors: notFoundConsoleErrors });

  for (const [index, locale] of siteLocales.entries()) {
    const prefix = locale === "en" ? "" : `/${locale}`;
    test(
      `a mistyped post address suggests the post before the way home (${locale})`,
      {
        tag: inMatrixAfterFirst(index),
      },
      async ({ page }) => {
        const { "not-found": notFound } = content(locale);
        const response = await gotoHydrated(page, `${prefix}/blog/ingesting-opentelemetry`);
        expect(response!.status()).toBe(404);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
        const nearest = page.getByRole("navigation", { name: notFound.page.suggestions });
        const post = `${prefix}/blog/ingesting-opentelemetry-at-scale`;
        await expect(nearest.getByRole("link").first()).toHaveAttribute("href", post, {
          timeout: firstResultsTimeout,
        });
        // Before the way home, in the order a reader meets them.
        const home = page.getByRole("main").getByRole("link", { name: notFound.page.home });
        const before = await nearest.evaluate(
          (list, link) =>
            !!(list.compareDocumentPosition(link!) & Node.DOCUMENT_POSITION_FOLLOWING),
          await home.elementHandle(),
        );
        expect(before).toBe(true);
      },
    );
  }

  test("an address with no near page offers the search", { tag: "@matrix" }, async ({ page }) => {
    const { "not-found": notFound } = content();
    await gotoHydrated(page, "/qqqq-zzzz");
    await expect(page.getByText(notFound.page.searchInstead)).toBeVisible();
    await page
      .getByRole("main")
      .getByRole("button", { name: content().common.search.open })
      .click();
    await expect(searchField(page)).toBeFocused();
  });
});
