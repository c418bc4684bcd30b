// Moving around the site on a wide screen: the sticky header's links, the logo, Book Demo and
// the Get in Touch and Back to Home links, all client-side. The phone's drawer is in
// mobile.spec.ts.
import { contactPage } from "../src/content/contact";
import { ctaBand, hero } from "../src/content/home";
import { mainNav, navCopy } from "../src/content/navigation";
import { expect, gotoHydrated, test } from "./support/fixtures";
import {
  brand,
  expectScrolledToSection,
  heroRegion,
  markDocument,
  sameDocument,
} from "./support/site";

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
  await expect(banner.getByRole("button"), "no menu toggle on a wide screen").toHaveCount(0);

  for (const { label, sectionId } of mainNav) {
    const link = banner.getByRole("link", { name: label });
    await expect(link).toHaveAttribute("href", `#${sectionId}`);
    await link.click();
    await expectScrolledToSection(page, sectionId);
    // Sticky: still at the top of the viewport after the scroll.
    expect((await banner.boundingBox())!.y).toBe(0);
  }

  // Each page starts at the top, with its own title, however far down the last one was.
  const bookDemo = banner.getByRole("link", { name: navCopy.bookDemo });
  await expect(bookDemo).toHaveAttribute("href", "/contact");
  await bookDemo.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactPage.title);
  await expect(page).not.toHaveTitle(homeTitle);
  await atTop();

  await page.evaluate(() => window.scrollTo({ top: 200, behavior: "instant" }));
  const logo = banner.getByRole("link", { name: `${brand.name}, ${navCopy.homeLink}` });
  await expect(logo).toHaveAttribute("href", "/");
  await logo.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);
  await expect(page).toHaveTitle(homeTitle);
  await atTop();

  const band = page.getByRole("region", { name: ctaBand.title });
  await band.getByRole("link", { name: ctaBand.cta }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await atTop();
  await page.evaluate(() => window.scrollTo({ top: 200, behavior: "instant" }));
  await page.getByRole("link", { name: contactPage.back }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);
  await atTop();

  await heroRegion(page).getByRole("link", { name: hero.cta }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await sameDocument(page), "client-side navigation, no reload").toBe(true);
  expect(documents, "one document for the whole visit").toHaveLength(1);
});
