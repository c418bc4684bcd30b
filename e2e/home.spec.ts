// The landing page as the specification lists it: its sections in order, the hero and its
// video, Our Solution's steps, the feature dialogs, the call-to-action band and the footer.
import type { Page } from "@playwright/test";
import { content, featureItems, solutionSteps, textPattern } from "./support/content";
import { expect, gotoHydrated, test, youtubeOrigin } from "./support/fixtures";
import {
  brand,
  expectImageLoaded,
  expectPosterFitsScreen,
  expectScrollLocked,
  featureCard,
  featureDialog,
  featuresRegion,
  heroRegion,
  horizontalOverflow,
  playButton,
  solutionPicture,
  solutionTab,
  solutionTabs,
} from "./support/site";

const { common, home } = content();
const { hero, solution, features, cta } = home;
const steps = solutionSteps();
const featureList = featureItems();

/** Records the names of the illustrations the page fetches (call before `goto`). */
function recordIllustrations(page: Page, prefix: "solution" | "feature"): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    const name = new RegExp(`/(${prefix}-[a-z]+)[^/]*\\.(avif|webp)$`).exec(request.url())?.[1];
    if (name && !names.includes(name)) names.push(name);
  });
  return names;
}

async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frame();
      await frame();
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
}

test("sections in order: header, hero and its video, Our Solution, Features, CTA, footer", async ({
  page,
  externalRequests,
}) => {
  await gotoHydrated(page, "/");
  const solutionRegion = page.getByRole("region", { name: solution.title });
  await expect(solutionRegion).toHaveId("solution");
  await expect(featuresRegion(page)).toHaveId("features");
  const band = page.getByRole("region", { name: cta.title });
  const inOrder = [
    page.getByRole("banner"),
    heroRegion(page),
    solutionRegion,
    featuresRegion(page),
    band,
    page.getByRole("contentinfo"),
  ];
  const tops: number[] = [];
  for (const section of inOrder) {
    await expect(section).toHaveCount(1);
    tops.push(await section.evaluate((element) => element.getBoundingClientRect().top + scrollY));
  }
  expect(
    [...tops].sort((a, b) => a - b),
    "document and visual order agree",
  ).toEqual(tops);

  // Hero: the one h1, the subtitle and a Get in Touch link.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);
  await expect(heroRegion(page).getByText(hero.subtitle)).toBeVisible();
  const heroCta = heroRegion(page).getByRole("link", { name: hero.cta });
  await expect(heroCta).toHaveAttribute("href", "/contact");

  // The call-to-action band: its text and a Get in Touch link.
  await expect(band.getByRole("heading", { name: cta.title })).toBeVisible();
  await expect(band.getByRole("link", { name: cta.button })).toHaveAttribute("href", "/contact");

  // Footer: logo, company name, e-mail, and the three social links in new tabs.
  const foot = page.getByRole("contentinfo");
  await foot.scrollIntoViewIfNeeded();
  await expectImageLoaded(foot.locator("img").first());
  await expect(foot.getByText(brand.name, { exact: true })).toBeVisible();
  const email = foot.getByRole("link", { name: brand.email });
  await expect(email).toHaveAttribute("href", `mailto:${brand.email}`);
  for (const url of [brand.linkedinUrl, brand.instagramUrl, brand.youtubeUrl]) {
    const link = foot.locator(`a[href="${url}"]`);
    await expect(link, url).toBeVisible();
    await expect(link, url).toHaveAttribute("target", "_blank");
    await expect(link, url).toHaveAttribute("rel", /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
    await expect(link, `${url} names the brand and says it opens a new tab`).toHaveAccessibleName(
      textPattern(common.footer.socialLink, { brand: brand.name }),
    );
  }

  await scrollThroughPage(page);
  expect(await horizontalOverflow(page), "no sideways scroll").toBeLessThanOrEqual(0);
  expect(externalRequests, "nothing from another origin before the video is asked for").toEqual([]);

  // The video: a poster until clicked, then the embed, autoplaying without controls, for good.
  await expectPosterFitsScreen(page);
  await playButton(page).click();

  const frame = heroRegion(page).locator("iframe");
  await expect(frame).toBeVisible();
  await expect(frame).toBeFocused();
  const src = new URL((await frame.getAttribute("src")) ?? "");
  expect(src.origin).toBe(youtubeOrigin);
  expect(src.pathname).toBe(`/embed/${brand.videoId}`);
  expect(src.searchParams.get("autoplay")).toBe("1");
  expect(src.searchParams.get("controls")).toBe("0");
  expect(src.searchParams.get("playsinline")).toBe("1");
  await expect(frame).toHaveAccessibleName(new RegExp(hero.videoTitle));
  await expect(frame).toHaveAttribute("allow", "autoplay; encrypted-media; picture-in-picture");
  await expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
  await expect(playButton(page)).toHaveCount(0);
  await expect(heroRegion(page).locator("img")).toHaveCount(0);
  // The only outside load is the embed itself (answered by the fixture's stub).
  await expect.poll(() => externalRequests).toEqual([src.href]);

  // Whatever else the visitor does, the poster never comes back.
  await scrollThroughPage(page);
  await solutionTab(page, steps[1]!.title).click();
  await page.keyboard.press("Escape");
  await expect(playButton(page)).toHaveCount(0);
  await expect(frame).toBeVisible();
});

test("Our Solution: the first step selected; a click shows a step's picture in a 16:9 frame", async ({
  page,
}) => {
  const fetched = recordIllustrations(page, "solution");
  await gotoHydrated(page, "/");
  const tabs = solutionTabs(page);
  await expect(tabs).toHaveCount(steps.length);
  const panel = solutionPicture(page);
  await panel.scrollIntoViewIfNeeded();

  const expectStep = async (index: number) => {
    const step = steps[index]!;
    for (const [other, { title }] of steps.entries()) {
      await expect(solutionTab(page, title)).toBeChecked({ checked: other === index });
    }
    await expect(tabs.nth(index)).toHaveAccessibleDescription(step.description);
    const image = panel.getByRole("img");
    await expect(image).toHaveCount(1);
    await expect(image).toHaveAccessibleName(step.imageAlt);
    await expectImageLoaded(image);
    const box = (await panel.boundingBox())!;
    expect(Math.abs(box.width / box.height / (16 / 9) - 1), "a 16:9 frame").toBeLessThan(0.01);
  };
  await expectStep(0);
  expect(fetched, "only the selected step's picture is fetched").toEqual([
    `solution-${steps[0]!.id}`,
  ]);
  for (const index of [1, 2, 0]) {
    await solutionTab(page, steps[index]!.title).click();
    await expectStep(index);
  }
  expect(fetched).toEqual(steps.map((step) => `solution-${step.id}`));
});

test("Features: six cards; a dialog opens on a click and closes by button, backdrop or Escape", async ({
  page,
}) => {
  const fetched = recordIllustrations(page, "feature");
  await gotoHydrated(page, "/");
  const region = featuresRegion(page);
  await expect(region.getByRole("heading", { level: 2 })).toHaveText(features.title);
  await expect(page.getByRole("dialog"), "no dialog is open at first").toHaveCount(0);
  const cards = region.getByRole("button");
  await expect(cards).toHaveCount(featureList.length);
  for (const [index, feature] of featureList.entries()) {
    await expect(cards.nth(index)).toHaveAccessibleName(feature.title);
    await expect(cards.nth(index)).toContainText(feature.summary);
  }
  await scrollThroughPage(page);
  expect(fetched, "no dialog picture is fetched before its dialog opens").toEqual([]);

  // Each dialog's words and picture are in its ARIA snapshot (a11y/states.spec.ts); here,
  // how one opens, how big it may get and the three ways to close it.
  const closers = [
    () => page.getByRole("dialog").getByRole("button", { name: features.close }).click(),
    () => page.mouse.click(5, 5),
    () => page.keyboard.press("Escape"),
  ];
  for (const [index, close] of closers.entries()) {
    const feature = featureList[index]!;
    const card = featureCard(page, feature.title);
    await card.click();
    const dialog = featureDialog(page, feature.title);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: feature.title })).toBeVisible();
    const box = (await dialog.boundingBox())!;
    const { height } = page.viewportSize()!;
    expect(box.height, "at most 80% of the viewport high").toBeLessThanOrEqual(height * 0.8 + 0.5);
    expect(await dialog.evaluate((element) => getComputedStyle(element).maxHeight)).toBe(
      `${height * 0.8}px`,
    );
    expect(box.x > 5 && box.y > 5, "the backdrop shows at (5, 5)").toBe(true);
    await expectImageLoaded(dialog.getByRole("img"));

    await close();
    await expect(dialog).toBeHidden();
    await expect(card, "focus returns to the card").toBeFocused();
  }
  expect(fetched, "one picture per dialog opened").toHaveLength(closers.length);

  // While a dialog is open the page behind it does not scroll.
  await featureCard(page, featureList[0]!.title).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectScrollLocked(page, () => page.keyboard.press("Escape"));
});
