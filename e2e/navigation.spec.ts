// Moving around the site on a wide screen: the sticky header's links, the logo, Book Demo and
// the Get in Touch and Back to Home links, all client-side, and the Resources menu. The
// phone's drawer is in mobile.spec.ts.
import { navItems } from "../src/app/layout/nav-items";
import { fill } from "../src/i18n/format";
import { content, resourcesOf } from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import {
  brand,
  expectScrolledToSection,
  heroRegion,
  markDocument,
  sameDocument,
} from "./support/site";

const { common, home, contact } = content();

test("around the site without a reload: section links, Book Demo, logo, Get in Touch, Back", async ({
  page,
}) => {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  const atTop = () => expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await gotoHydrated(page, "/");
  const homeTitle = await page.title();
  await markDocument(page);
  const banner = page.getByRole("banner");
  // The search is the header's one button on a wide screen: no menu toggle.
  await expect(banner.getByRole("button"), "no menu toggle on a wide screen").toHaveAccessibleName(
    common.search.open,
  );

  for (const { label, sectionId } of navItems(common.nav)) {
    const link = banner.getByRole("link", { name: label });
    await expect(link).toHaveAttribute("href", `#${sectionId}`);
    await link.click();
    await expectScrolledToSection(page, sectionId);
    // Sticky: still at the top of the viewport after the scroll.
    expect((await banner.boundingBox())!.y).toBe(0);
  }

  // Each page starts at the top, with its own title, however far down the last one was.
  const bookDemo = banner.getByRole("link", { name: common.nav.bookDemo });
  await expect(bookDemo).toHaveAttribute("href", "/contact");
  await bookDemo.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.page.title);
  await expect(page).not.toHaveTitle(homeTitle);
  await atTop();

  await page.evaluate(() => window.scrollTo({ top: 200, behavior: "instant" }));
  const logo = banner.getByRole("link", { name: fill(common.nav.home, { brand: brand.name }) });
  await expect(logo).toHaveAttribute("href", "/");
  await logo.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title);
  await expect(page).toHaveTitle(homeTitle);
  await atTop();

  const band = page.getByRole("region", { name: home.cta.title });
  await band.getByRole("link", { name: home.cta.button }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await atTop();
  await page.evaluate(() => window.scrollTo({ top: 200, behavior: "instant" }));
  await page.getByRole("link", { name: contact.page.back }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title);
  await atTop();

  await heroRegion(page).getByRole("link", { name: home.hero.cta }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await sameDocument(page), "client-side navigation, no reload").toBe(true);
  expect(documents, "one document for the whole visit").toHaveLength(1);
});

test("the Resources menu: every page a buyer looks for, closed by Escape, a click away or a choice", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await markDocument(page);
  const banner = page.getByRole("banner");
  const primary = banner.getByRole("navigation", { name: common.nav.primary });
  const summary = primary.locator("summary", { hasText: common.nav.resources });
  const links = resourcesOf();
  const first = primary.getByRole("link", { name: links[0]!.label, exact: true });
  await expect(first, "closed at first").toBeHidden();

  await summary.click();
  for (const { label, href } of links) {
    await expect(primary.getByRole("link", { name: label, exact: true })).toHaveAttribute(
      "href",
      href,
    );
  }
  await page.keyboard.press("Escape");
  await expect(first).toBeHidden();
  await expect(summary, "Escape gives focus back to the menu").toBeFocused();

  await summary.click();
  // Beside the open menu, which covers the middle of the hero.
  await page.locator("main").click({ position: { x: 8, y: 300 } });
  await expect(first, "a click elsewhere closes it").toBeHidden();

  // One of the app's own routes: the next page comes without a reload, the menu closed.
  const route = links.find((link) => link.route)!;
  await summary.click();
  await primary.getByRole("link", { name: route.label, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === route.href);
  await expect(first).toBeHidden();
  expect(await sameDocument(page), "client-side navigation, no reload").toBe(true);
});
