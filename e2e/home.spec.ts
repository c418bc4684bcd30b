import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test, youtubeOrigin } from "./support/fixtures";

const heroTitle = "Modern Systems, Modern Observability";
const ctaText = "Unlock smarter, more efficient observability with our platform";
const solutionSteps = ["Configure", "Deploy", "Observe"] as const;

/** The six feature cards in the specification's order; `phrase` is its description, if any. */
const features: { title: string; phrase?: RegExp }[] = [
  { title: "Composable Infrastructure", phrase: /define your stack and deploy with one click/i },
  { title: "OpenTelemetry Ingestion" },
  { title: "On-prem & On-cloud" },
  { title: "Real-Time Data Processing" },
  { title: "Gen AI Powered", phrase: /data analytics and root-cause analysis/i },
  { title: "Low Latency OLAP", phrase: /complex ad-hoc querying/i },
];

/** Records the same-origin asset requests whose URL matches `pattern` (call before `goto`). */
function recordRequests(page: Page, pattern: RegExp): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (pattern.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** Waits `count` rendered frames: long enough for a scroll or a fetch the page would start. */
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

/** Scrolls the whole page top to bottom and back, then waits for every image to settle. */
async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const step = Math.max(200, Math.floor(window.innerHeight / 2));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      await nextFrame();
      await nextFrame();
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true);
}

/**
 * Tabs forward until `target` has focus (bounded, so it cannot hang). With `from`, focus starts
 * on that control, as if the reader had tabbed there already.
 */
async function tabTo(page: Page, target: Locator, from?: Locator, maxPresses = 40): Promise<void> {
  if (from) await from.focus();
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()} within ${maxPresses} presses`);
}

async function expectImageLoaded(image: Locator): Promise<void> {
  await expect
    .poll(() =>
      image.evaluate((element) => {
        const img = element as HTMLImageElement;
        return img.complete && img.naturalWidth > 0;
      }),
    )
    .toBe(true);
}

function hero(page: Page): Locator {
  return page.getByRole("region", { name: heroTitle });
}

function featureCard(page: Page, title: string): Locator {
  return page.getByRole("region", { name: "Reimagine Observability" }).getByRole("button", {
    name: title,
  });
}

test.describe("landing page structure", () => {
  test("sections appear in the specified order", async ({ page }) => {
    await gotoHydrated(page, "/");
    const solution = page.getByRole("region", { name: "Our Solution" });
    const featuresSection = page.getByRole("region", { name: "Reimagine Observability" });
    await expect(solution).toHaveId("solution");
    await expect(featuresSection).toHaveId("features");

    const inOrder = [
      page.getByRole("banner"),
      hero(page),
      solution,
      featuresSection,
      page.getByRole("region", { name: ctaText }),
      page.getByRole("contentinfo"),
    ];
    const tops: number[] = [];
    for (const section of inOrder) {
      await expect(section).toHaveCount(1);
      await expect(section).toBeVisible();
      tops.push(
        await section.evaluate((element) => element.getBoundingClientRect().top + window.scrollY),
      );
    }
    // Document order and visual order both follow the specification.
    const follows = await page.evaluate(
      (elements) =>
        elements
          .slice(1)
          .every(
            (element, index) =>
              (elements[index]!.compareDocumentPosition(element) &
                Node.DOCUMENT_POSITION_FOLLOWING) !==
              0,
          ),
      await Promise.all(inOrder.map((section) => section.elementHandle())),
    );
    expect(follows).toBe(true);
    for (let i = 1; i < tops.length; i += 1) expect(tops[i]).toBeGreaterThan(tops[i - 1]!);
  });

  test("hero: one h1, the subtitle and a Get in Touch link to /contact", async ({ page }) => {
    await gotoHydrated(page, "/");
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(heroTitle);
    await expect(h1).toBeVisible();

    const subtitle = hero(page).getByText(/AI-powered, composable observability/i);
    await expect(subtitle).toBeVisible();
    await expect(subtitle).toContainText(/adapts to/i);
    await expect(subtitle).toContainText(/needs/i);
    await expect(subtitle).toContainText(/budget/i);

    const getInTouch = hero(page).getByRole("link", { name: "Get in Touch" });
    await expect(getInTouch).toBeVisible();
    await expect(getInTouch).toHaveAttribute("href", "/contact");
  });

  test("call-to-action band: its text and a Get in Touch link to /contact", async ({ page }) => {
    await gotoHydrated(page, "/");
    const band = page.getByRole("region", { name: ctaText });
    await band.scrollIntoViewIfNeeded();
    await expect(band.getByRole("heading", { name: ctaText })).toBeVisible();
    const link = band.getByRole("link", { name: "Get in Touch" });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", "/contact");
  });

  test("footer: logo, company name, e-mail and social links in new tabs", async ({ page }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();

    const logo = footer.locator("img").first();
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute("src", /\S/);
    await expectImageLoaded(logo);

    // The header's logo link is named "<company>, home"; the footer shows the same name.
    const homeLinkName = await page
      .getByRole("banner")
      .getByRole("link")
      .first()
      .evaluate((element) => element.getAttribute("aria-label") ?? element.textContent ?? "");
    const company = homeLinkName.split(",")[0]!.trim();
    expect(company).not.toBe("");
    await expect(footer.getByText(company, { exact: true })).toBeVisible();

    const email = footer.getByRole("link", { name: /@/ });
    await expect(email).toHaveCount(1);
    const address = (await email.innerText()).trim();
    expect(address).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    await expect(email).toHaveAttribute("href", `mailto:${address}`);

    for (const [network, host] of [
      ["LinkedIn", "linkedin.com"],
      ["Instagram", "instagram.com"],
      ["YouTube", "youtube.com"],
    ] as const) {
      const link = footer.getByRole("link", { name: new RegExp(network) });
      await expect(link, network).toHaveCount(1);
      await expect(link, network).toBeVisible();
      await expect(link, network).toHaveAccessibleName(/\S/);
      await expect(link, network).toHaveAttribute("target", "_blank");
      const rel = ((await link.getAttribute("rel")) ?? "").split(/\s+/);
      expect(rel, network).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
      const href = new URL((await link.getAttribute("href")) ?? "");
      expect(href.protocol, network).toBe("https:");
      expect(href.hostname === host || href.hostname.endsWith(`.${host}`), network).toBe(true);
    }
  });

  test("no horizontal scroll at the project's viewport, nor at 320 px", async ({ page }) => {
    const widths = () =>
      page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
    await gotoHydrated(page, "/");
    await scrollThroughPage(page);
    const atViewport = await widths();
    expect(atViewport.client).toBe(page.viewportSize()!.width);
    expect(atViewport.scroll).toBeLessThanOrEqual(atViewport.client);

    await page.setViewportSize({ width: 320, height: 720 });
    await expect.poll(async () => (await widths()).client).toBe(320);
    await scrollThroughPage(page);
    const narrow = await widths();
    expect(narrow.scroll).toBeLessThanOrEqual(narrow.client);
  });

  test("reduced motion turns smooth scrolling off", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    const scrollBehavior = await page.evaluate(
      () => getComputedStyle(document.documentElement).scrollBehavior,
    );
    expect(scrollBehavior).toBe("auto");
  });
});

test.describe("hero video facade", () => {
  async function expectPlayingEmbed(page: Page): Promise<Locator> {
    const frame = hero(page).locator("iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toBeVisible();

    const src = new URL((await frame.getAttribute("src")) ?? "");
    expect(src.origin).toBe(youtubeOrigin);
    expect(src.pathname).toMatch(/^\/embed\/[\w-]+$/);
    expect(src.searchParams.get("autoplay")).toBe("1");
    expect(src.searchParams.get("controls")).toBe("0");
    expect(src.searchParams.get("playsinline")).toBe("1");

    await expect(frame).toHaveAttribute("title", /\S/);
    await expect(frame).toHaveAttribute("allow", "autoplay; encrypted-media; picture-in-picture");
    await expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
    await expect(frame).toBeFocused();

    await expect(page.getByRole("button", { name: "Play demo video" })).toHaveCount(0);
    await expect(hero(page).locator("img")).toHaveCount(0);
    return frame;
  }

  test("nothing is requested from another origin before the click", async ({
    page,
    externalRequests,
  }) => {
    await gotoHydrated(page, "/");
    expect(externalRequests).toEqual([]);
    await scrollThroughPage(page);
    expect(externalRequests).toEqual([]);

    const play = page.getByRole("button", { name: "Play demo video" });
    await expect(play).toHaveCount(1);
    await expect(play).toBeVisible();
    const poster = play.locator("img");
    await expect(poster).toHaveCount(1);
    await expect(poster).toHaveAttribute("width", /^[1-9]\d*$/);
    await expect(poster).toHaveAttribute("height", /^[1-9]\d*$/);
    await expectImageLoaded(poster);
    expect(externalRequests).toEqual([]);
  });

  test("the poster is an AVIF sized for the screen, preloaded from the head", async ({ page }) => {
    await page.goto("/");
    const poster = page.getByRole("button", { name: "Play demo video" }).locator("img");
    await expectImageLoaded(poster);
    const chosen = await poster.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      // The candidate the browser took, against the pixels the slot needs.
      candidateWidth: Number(/-(\d+)-[\w-]+\.avif$/.exec(img.currentSrc)?.[1] ?? 0),
      needed: img.getBoundingClientRect().width * devicePixelRatio,
    }));
    expect(chosen.src).toMatch(/\.avif$/);
    expect(chosen.candidateWidth).toBeGreaterThanOrEqual(Math.min(chosen.needed * 0.8, 1920));
    expect(chosen.candidateWidth).toBeLessThanOrEqual(Math.max(chosen.needed * 2, 720));
    // Preloaded from the head with the same candidates: one request for the poster.
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute("type", "image/avif");
    await expect(preload).toHaveAttribute("fetchpriority", "high");
    const requested = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => /video-poster/.test(name)),
    );
    expect(requested).toEqual([chosen.src]);
  });

  test("clicking the poster swaps in the privacy-enhanced embed for good", async ({
    page,
    externalRequests,
  }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Play demo video" }).click();
    const frame = await expectPlayingEmbed(page);

    // The only outside load is the embed itself (answered by the fixture's stub).
    await expect
      .poll(() => externalRequests.filter((url) => url.startsWith(`${youtubeOrigin}/embed/`)))
      .toHaveLength(1);
    expect(externalRequests.every((url) => url.startsWith(youtubeOrigin))).toBe(true);

    // Other activity on the page never brings the poster back.
    await scrollThroughPage(page);
    await page.getByRole("tab", { name: /^Deploy/ }).click();
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Play demo video" })).toHaveCount(0);
    await expect(frame).toHaveCount(1);
  });

  for (const key of ["Enter", "Space"] as const) {
    test(`keyboard: Tab to the play button and press ${key}`, async ({ page }) => {
      await gotoHydrated(page, "/");
      const play = page.getByRole("button", { name: "Play demo video" });
      await tabTo(page, play, hero(page).getByRole("link", { name: "Get in Touch" }), 5);
      await expect(play).toBeFocused();
      await page.keyboard.press(key);
      await expectPlayingEmbed(page);
    });
  }
});

test.describe("Our Solution tabs", () => {
  type Step = (typeof solutionSteps)[number];

  interface TabsState {
    tabs: { selected: string | null; tabindex: string | null }[];
    focused: number;
    /** For each tabpanel, the index of the tab that labels it. */
    panels: number[];
  }

  /** aria-selected and tabindex of every tab, the focused tab and the panel, in one read. */
  function tabsState(page: Page): Promise<TabsState> {
    return page.getByRole("tablist").evaluate((list) => {
      const tabs = [...list.querySelectorAll('[role="tab"]')];
      return {
        tabs: tabs.map((tab) => ({
          selected: tab.getAttribute("aria-selected"),
          tabindex: tab.getAttribute("tabindex"),
        })),
        focused: tabs.findIndex((tab) => tab === document.activeElement),
        panels: [...document.querySelectorAll('[role="tabpanel"]')].map((panel) =>
          tabs.findIndex(
            (tab) => tab.id !== "" && tab.id === panel.getAttribute("aria-labelledby"),
          ),
        ),
      };
    });
  }

  /**
   * Exactly `selected` is selected and the one tab stop (roving tabindex), and the single
   * panel is labelled by it; with `focused`, that tab also has focus.
   */
  async function expectSelected(page: Page, selected: Step, focused = false): Promise<void> {
    const index = solutionSteps.indexOf(selected);
    await expect
      .poll(() => tabsState(page), { message: `${selected} selected` })
      .toEqual({
        tabs: solutionSteps.map((name) => ({
          selected: String(name === selected),
          tabindex: name === selected ? "0" : "-1",
        })),
        focused: focused ? index : expect.any(Number),
        panels: [index],
      });
  }

  test("three tabs, the first selected, its image in a 16:9 frame; clicks select", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const tablist = page.getByRole("tablist");
    await expect(tablist).toHaveCount(1);
    await tablist.scrollIntoViewIfNeeded();
    const tabs = tablist.getByRole("tab");
    await expect(tabs).toHaveCount(3);
    for (const [index, name] of solutionSteps.entries()) {
      await expect(tabs.nth(index)).toHaveAccessibleName(new RegExp(`^${name}\\b`));
    }
    await expectSelected(page, "Configure");

    const panel = page.getByRole("tabpanel");
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(Math.abs(box.width / box.height / (16 / 9) - 1)).toBeLessThan(0.01);

    const image = panel.getByRole("img");
    await expect(image).toHaveCount(1);
    await expect(image).toBeVisible();
    await expectImageLoaded(image);
    const alts = [await image.getAttribute("alt")];
    expect(alts[0]).toMatch(/\S/);

    for (const name of ["Deploy", "Observe", "Configure"] as const) {
      await tablist.getByRole("tab", { name: new RegExp(`^${name}\\b`) }).click();
      await expectSelected(page, name);
      await expect(panel.getByRole("img")).toHaveCount(1);
      await expectImageLoaded(panel.getByRole("img"));
      alts.push(await panel.getByRole("img").getAttribute("alt"));
    }
    // Each step shows its own image; back on Configure, its image is back.
    expect(new Set(alts.slice(0, 3)).size).toBe(3);
    expect(alts[3]).toBe(alts[0]);

    const after = (await panel.boundingBox())!;
    expect(Math.abs(after.width / after.height / (16 / 9) - 1)).toBeLessThan(0.01);
  });

  test("keyboard: arrows, Home and End move focus and selection with wrap-around", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const tabs = page.getByRole("tablist").getByRole("tab");
    const configure = tabs.nth(0);
    // From the play button before it, one Tab enters the list on the selected tab.
    await tabTo(page, configure, page.getByRole("button", { name: "Play demo video" }), 1);
    await expectSelected(page, "Configure", true);

    const moves: [string, Step][] = [
      ["ArrowRight", "Deploy"],
      ["ArrowDown", "Observe"],
      ["ArrowRight", "Configure"], // wraps forward
      ["ArrowLeft", "Observe"], // wraps backward
      ["ArrowUp", "Deploy"],
      ["ArrowUp", "Configure"],
      ["ArrowUp", "Observe"], // wraps backward
      ["ArrowDown", "Configure"], // wraps forward
      ["End", "Observe"],
      ["Home", "Configure"],
    ];
    for (const [key, expected] of moves) {
      await page.keyboard.press(key);
      await expectSelected(page, expected, true);
    }

    // Tab leaves the list from the selected tab instead of visiting the others.
    await page.keyboard.press("End");
    await expectSelected(page, "Observe", true);
    await page.keyboard.press("Shift+Tab");
    await expect.poll(async () => (await tabsState(page)).focused).toBe(-1);
    await page.keyboard.press("Tab");
    await expectSelected(page, "Observe", true);
    await page.keyboard.press("Tab");
    await expect.poll(async () => (await tabsState(page)).focused).toBe(-1);
  });

  test("only the selected step's image is requested", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      const match = /\/solution-(configure|deploy|observe)[^/]*\.(avif|webp)/.exec(request.url());
      if (match && !requested.includes(match[1]!)) requested.push(match[1]!);
    });
    await gotoHydrated(page, "/");
    const panel = page.getByRole("tabpanel");
    await panel.scrollIntoViewIfNeeded();
    await expectImageLoaded(panel.getByRole("img"));
    await scrollThroughPage(page);
    expect(requested).toEqual(["configure"]);

    await page.getByRole("tab", { name: /^Deploy\b/ }).click();
    await expectImageLoaded(panel.getByRole("img"));
    expect(requested).toEqual(["configure", "deploy"]);

    await page.getByRole("tab", { name: /^Observe\b/ }).click();
    await expectImageLoaded(panel.getByRole("img"));
    expect(requested).toEqual(["configure", "deploy", "observe"]);
  });
});

test.describe("Features", () => {
  test("heading and six cards with the specified titles and descriptions", async ({ page }) => {
    const dialogImages = recordRequests(page, /\/feature-[^/]*\.(avif|webp)/);
    await gotoHydrated(page, "/");
    await scrollThroughPage(page);
    expect(dialogImages, "no dialog image is loaded with the page").toEqual([]);
    const section = page.getByRole("region", { name: "Reimagine Observability" });
    await expect(
      section.getByRole("heading", { level: 2, name: "Reimagine Observability" }),
    ).toBeVisible();
    const cards = section.getByRole("button");
    await expect(cards).toHaveCount(features.length);
    for (const [index, feature] of features.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(feature.title);
      await expect(card).toHaveAccessibleName(feature.title);
      if (feature.phrase) await expect(card).toContainText(feature.phrase);
    }
  });

  for (const feature of features) {
    test(`"${feature.title}" dialog: content, size, and close by button, backdrop, Escape`, async ({
      page,
    }) => {
      const imageRequests = recordRequests(page, /\/feature-[^/]*\.(avif|webp)/);
      await gotoHydrated(page, "/");
      const card = featureCard(page, feature.title);
      await expect(card).toHaveCount(1);
      await card.scrollIntoViewIfNeeded();
      await frames(page, 2);
      expect(imageRequests, "no dialog image before a dialog opens").toEqual([]);

      const dialog = page.getByRole("dialog", { name: feature.title, exact: true });
      await card.click();
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("open", "");
      await expect(dialog.getByRole("heading", { name: feature.title })).toBeVisible();
      await expect(dialog).toHaveAccessibleDescription(/\S{3,}/);
      // The card's description (the text under its title, and the specification's words)
      // is what the dialog describes. Soft, so the closing checks below still run.
      const cardDescription = (
        await card.locator("[data-slot=feature-summary]").innerText()
      ).trim();
      const dialogText = (await dialog.innerText()).toLowerCase();
      expect
        .soft(dialogText, "the dialog repeats the card's description")
        .toContain(cardDescription.toLowerCase());
      if (feature.phrase) {
        expect.soft(dialogText, "the dialog has the specified description").toMatch(feature.phrase);
      }
      const image = dialog.getByRole("img");
      await expect(image).toHaveCount(1);
      await expect(image).toHaveAttribute("alt", /\S/);
      await image.scrollIntoViewIfNeeded();
      await expectImageLoaded(image);
      expect(imageRequests).toHaveLength(1);

      const viewport = page.viewportSize()!;
      const box = (await dialog.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(viewport.height * 0.8 + 0.5);
      // The backdrop point used below must lie outside the dialog's box.
      expect(box.x > 5 || box.y > 5).toBe(true);

      // 1. The labelled close button.
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toBeFocused();

      // 2. A click on the backdrop.
      await card.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
      await expect(card).toBeFocused();

      // 3. Escape.
      await card.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(card).toBeFocused();
    });
  }

  test("the page behind an open dialog does not scroll", async ({ page }) => {
    await gotoHydrated(page, "/");
    const card = featureCard(page, features[0]!.title);
    await card.scrollIntoViewIfNeeded();
    await card.click();
    const dialog = page.getByRole("dialog", { name: features[0]!.title });
    await expect(dialog).toBeVisible();

    const before = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("PageDown");
    await page.keyboard.press("End");
    await page.mouse.move(5, 5);
    await page.mouse.wheel(0, 800);
    await frames(page, 20);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    // Control: once closed, the same keys scroll the page again.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // (Pressed again until it moves: a wheel gesture still winding down can cancel the
    // smooth scroll of the first press.)
    await expect(async () => {
      await page.keyboard.press("PageDown");
      await frames(page, 10);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    }).toPass({ timeout: 10_000 });
  });

  test("keyboard: Tab to a card, Enter opens, Tab stays inside, Escape closes", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const card = featureCard(page, features[0]!.title);
    // The solution tabs come just before the cards.
    await tabTo(page, card, page.getByRole("tab", { selected: true }), 3);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: features[0]!.title });
    await expect(dialog).toBeVisible();

    // Where focus is: in the dialog, on the page behind it, or out of the document (a native
    // modal <dialog> lets Tab pass to the browser's own UI, never to the inert page).
    const focusPlace = () =>
      dialog.evaluate((element) => {
        const active = document.activeElement;
        if (active && element.contains(active)) return "dialog";
        return !active || active === document.body ? "browser" : "page";
      });
    await expect.poll(focusPlace).toBe("dialog");
    const places: string[] = [];
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      places.push(`${key}: ${await focusPlace()}`);
    }
    expect(places.filter((place) => place.endsWith("page"))).toEqual([]);
    // Tabbing on always comes back into the dialog.
    for (let i = 0; i < 3 && (await focusPlace()) !== "dialog"; i += 1) {
      await page.keyboard.press("Tab");
    }
    expect(await focusPlace()).toBe("dialog");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });
});
