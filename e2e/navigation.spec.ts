import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, isMobile, test } from "./support/fixtures";

const sections = {
  solution: { link: "Our Solution", heading: "Our Solution" },
  features: { link: "Features", heading: "Reimagine Observability" },
} as const;
type SectionId = keyof typeof sections;

/** Resolves with scrollY once the page has not moved for several frames in a row. */
function scrollSettled(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          if (window.scrollY === last) still += 1;
          else {
            still = 0;
            last = window.scrollY;
          }
          if (still >= 6) resolve(last);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** Waits `count` rendered frames: long enough for a scroll the page would start. */
async function frames(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n;
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    count,
  );
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * After a jump to a section, once scrolling has settled: the page moved, the section starts
 * at or below the sticky header's bottom edge, and its heading is fully in view.
 */
async function expectScrolledToSection(page: Page, id: SectionId): Promise<void> {
  const header = page.getByRole("banner");
  const section = page.getByRole("region", { name: sections[id].heading });
  const heading = section.getByRole("heading", { level: 2, name: sections[id].heading });
  await expect(section).toHaveId(id);
  await expect
    .poll(
      async () => {
        const y = await scrollSettled(page);
        const headerBox = (await header.boundingBox())!;
        const sectionBox = (await section.boundingBox())!;
        const headingBox = (await heading.boundingBox())!;
        const viewportHeight = page.viewportSize()!.height;
        const headerBottom = headerBox.y + headerBox.height;
        return {
          scrolled: y > 0,
          sectionBelowHeader: sectionBox.y >= headerBottom - 1,
          headingInView:
            headingBox.y >= headerBottom - 1 && headingBox.y + headingBox.height <= viewportHeight,
        };
      },
      { message: `#${id} settles in view below the sticky header`, timeout: 10_000 },
    )
    .toEqual({ scrolled: true, sectionBelowHeader: true, headingInView: true });
  await expect(page).toHaveURL(new RegExp(`/#${id}$`));
}

/** Marks the current document; a full reload would lose the mark. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __marker?: number }).__marker = 1;
  });
}

function readMarker(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
}

test.describe("header", () => {
  test("is sticky and stays at the top after scrolling", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.getByRole("banner");
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe("sticky");

    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
    await expect.poll(() => scrollSettled(page)).toBeGreaterThan(0);
    await expect(header).toBeInViewport();
    const box = (await header.boundingBox())!;
    expect(box.y).toBe(0);
  });

  test("the logo links home", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const logo = page.getByRole("banner").getByRole("link").first();
    await expect(logo).toHaveAttribute("href", "/");
    await expect(logo).toHaveAccessibleName(/\S/);
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Modern Systems, Modern Observability" }),
    ).toBeVisible();
  });
});

test.describe("desktop navigation", () => {
  // Decided before any fixture runs, so a skipped test opens no page.
  test.skip(() => isMobile(test.info().project.name), "the desktop header only");

  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/");
  });

  for (const id of ["solution", "features"] as const) {
    test(`'${sections[id].link}' scrolls #${id} into view below the sticky header`, async ({
      page,
    }) => {
      const link = page.getByRole("banner").getByRole("link", { name: sections[id].link });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", `#${id}`);
      await link.click();
      await expectScrolledToSection(page, id);
    });
  }

  test("'Book Demo' goes to /contact client-side; no menu toggle", async ({ page }) => {
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button")).toHaveCount(0);
    await markDocument(page);
    const bookDemo = banner.getByRole("link", { name: "Book Demo" });
    await expect(bookDemo).toBeVisible();
    await expect(bookDemo).toHaveAttribute("href", "/contact");
    await bookDemo.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
    expect(await readMarker(page)).toBe(1);
  });
});

test.describe("mobile navigation", () => {
  let toggle: Locator;
  let drawer: Locator;

  test.skip(() => !isMobile(test.info().project.name), "the mobile header only");

  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/");
    // The toggle comes first; the drawer (inside the header too) holds the other buttons.
    toggle = page.getByRole("banner").getByRole("button").first();
    drawer = page.getByRole("dialog");
  });

  async function openDrawer(page: Page): Promise<void> {
    await toggle.click();
    await expect(drawer).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect.poll(() => focusInDrawer()).toBe(true);
    // Let the slide-in finish so clicks land where the links will stay.
    await expect
      .poll(async () => {
        const box = (await drawer.boundingBox())!;
        return Math.round(box.x + box.width);
      })
      .toBe(page.viewportSize()!.width);
  }

  function focusInDrawer(): Promise<boolean> {
    return drawer.evaluate((element) => element.contains(document.activeElement));
  }

  test("desktop links are hidden; the toggle is named, collapsed and controls the drawer", async ({
    page,
  }) => {
    const banner = page.getByRole("banner");
    for (const name of ["Our Solution", "Features", "Book Demo"]) {
      await expect(banner.getByRole("link", { name }), name).toHaveCount(0);
    }
    await expect(toggle).toHaveCount(1);
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAccessibleName(/\S/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const controls = await toggle.getAttribute("aria-controls");
    expect(controls).toMatch(/\S/);
    await expect(drawer).toHaveCount(0);

    await openDrawer(page);
    await expect(drawer).toHaveId(controls!);
  });

  test("the drawer is a modal from the right; Escape closes it and focus returns", async ({
    page,
  }) => {
    await openDrawer(page);
    await expect(drawer).toHaveAttribute("open", "");
    await expect(drawer).toHaveAccessibleName(/\S/);
    expect(await drawer.evaluate((element) => element.matches(":modal"))).toBe(true);
    const viewport = page.viewportSize()!;
    const box = (await drawer.boundingBox())!;
    expect(box.x).toBeGreaterThan(0);
    expect(Math.round(box.x + box.width)).toBe(viewport.width);
    expect(box.y).toBeLessThanOrEqual(0.5);
    expect(Math.round(box.height)).toBeGreaterThanOrEqual(viewport.height);
    await expect(drawer.getByRole("link", { name: "Our Solution" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Features" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("choosing a section closes the drawer, then scrolls to it", async ({ page }) => {
    await openDrawer(page);
    await drawer.getByRole("link", { name: "Features" }).click();
    await expect(drawer).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expectScrolledToSection(page, "features");

    await openDrawer(page);
    await drawer.getByRole("link", { name: "Our Solution" }).click();
    await expect(drawer).toBeHidden();
    await expectScrolledToSection(page, "solution");
  });

  test("the drawer's 'Book Demo' is a button that only closes the drawer", async ({ page }) => {
    const url = page.url();
    await markDocument(page);
    await openDrawer(page);
    await expect(drawer.getByRole("link", { name: "Book Demo" })).toHaveCount(0);
    const bookDemo = drawer.getByRole("button", { name: "Book Demo" });
    await expect(bookDemo).toBeVisible();
    await bookDemo.click();
    await expect(drawer).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await frames(page, 5);
    expect(page.url()).toBe(url);
    expect(await readMarker(page)).toBe(1);
    await expect(
      page.getByRole("heading", { level: 1, name: "Modern Systems, Modern Observability" }),
    ).toBeVisible();
  });

  test("the page behind the open drawer does not scroll", async ({ page }) => {
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
    const before = await scrollSettled(page);
    expect(before).toBeGreaterThan(0);
    await openDrawer(page);

    await page.keyboard.press("PageDown");
    await page.keyboard.press("End");
    await page.mouse.move(20, 400);
    await page.mouse.wheel(0, 800);
    await frames(page, 20);
    expect(await scrollY(page)).toBe(before);

    // Control: closed again, the page scrolls.
    await drawer.getByRole("button", { name: /close/i }).click();
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    // (Pressed again until it moves: a wheel gesture still winding down can cancel the
    // smooth scroll of the first press.)
    await expect(async () => {
      await page.keyboard.press("PageDown");
      await frames(page, 10);
      expect(await scrollY(page)).toBeGreaterThan(before);
    }).toPass({ timeout: 10_000 });
  });
});

test.describe("client-side navigation", () => {
  test("Get in Touch -> /contact and Back to Home, without a reload", async ({ page }) => {
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await gotoHydrated(page, "/");
    const homeTitle = await page.title();
    await markDocument(page);

    await page
      .getByRole("region", { name: "Modern Systems, Modern Observability" })
      .getByRole("link", { name: "Get in Touch" })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
    await expect(page).not.toHaveTitle(homeTitle);
    await expect(page).toHaveTitle(/\S/);
    expect(await readMarker(page)).toBe(1);

    // Leave the top, so a return to the top is visible.
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: "instant" }));
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Modern Systems, Modern Observability" }),
    ).toBeVisible();
    await expect(page).toHaveTitle(homeTitle);
    expect(await readMarker(page)).toBe(1);
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(documents).toHaveLength(1);
  });

  test("a page reached from far down the landing page starts at the top", async ({ page }) => {
    await gotoHydrated(page, "/");
    await markDocument(page);
    const band = page.getByRole("region", {
      name: "Unlock smarter, more efficient observability with our platform",
    });
    await band.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(0);
    await band.getByRole("link", { name: "Get in Touch" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await readMarker(page)).toBe(1);
  });
});

test("keyboard: the first Tab reaches 'Skip to main content'; Enter moves to main", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  const main = page.getByRole("main");
  await expect(main).toBeFocused();
  await expect(main).toBeInViewport();
  await expect(page).toHaveURL(/#main$/);
});
