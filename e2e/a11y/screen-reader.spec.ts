/// <reference lib="dom" />
// What a screen-reader user gets: the accessibility tree of every page and open state
// (ARIA snapshots, reviewed by hand; regenerate with --update-snapshots and review the diff),
// landmarks, headings, names, the dialogs, the form's states and the toast's live region.
import type { CDPSession, Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, isMobile, test } from "../support/fixtures";
import {
  allowNotFoundErrors,
  contactForm,
  contactValues,
  drawer,
  featureCard,
  featureTitles,
  heroTitle,
  holdClock,
  menuToggle,
  openDrawer,
  openFeatureDialog,
  pages,
  runClockUntilVisible,
  solutionSteps,
  stubAccessiblePlayer,
  submitButton,
  toastTitle,
  toaster,
} from "./support/site";

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** The heading levels a screen reader lists, in document order. */
function headingLevels(page: Page): Promise<{ level: number; text: string }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading]")]
      .filter(
        (element) =>
          element.checkVisibility() &&
          !element.closest('[aria-hidden="true"], [inert]') &&
          !element.closest("dialog:not([open])"),
      )
      .map((element) => ({
        level: Number(element.getAttribute("aria-level") ?? element.tagName.slice(1)),
        text: (element.textContent ?? "").trim(),
      })),
  );
}

function expectNoSkippedLevels(headings: { level: number; text: string }[], where: string): void {
  expect(headings[0], `${where}: the first heading is the h1`).toMatchObject({ level: 1 });
  for (let i = 1; i < headings.length; i += 1) {
    const [previous, current] = [headings[i - 1]!, headings[i]!];
    expect(
      current.level,
      `${where}: "${current.text}" (h${current.level}) follows "${previous.text}" (h${previous.level}) without skipping a level`,
    ).toBeLessThanOrEqual(previous.level + 1);
  }
}

/** Chromium's own accessibility node for `selector` (what assistive technology is told). */
async function axNode(
  cdp: CDPSession,
  selector: string,
): Promise<{ role: string; name: string; properties: Record<string, unknown> }> {
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
    nodeId,
    fetchRelatives: false,
  });
  const node = nodes[0]!;
  return {
    role: String(node.role?.value ?? ""),
    name: String(node.name?.value ?? ""),
    properties: Object.fromEntries(
      (node.properties ?? []).map((property) => [property.name, property.value.value]),
    ),
  };
}

test.describe("pages", () => {
  for (const { name, path, title } of pages) {
    test.describe(name, () => {
      if (name === "not-found") test.use({ allowedConsoleErrors: allowNotFoundErrors });

      test(`${name}: landmarks, one h1, no skipped heading levels, a title and a language`, async ({
        page,
      }, testInfo) => {
        await gotoHydrated(page, path);
        await expect(page.locator("html")).toHaveAttribute("lang", "en");
        await expect(page).toHaveTitle(/\S/);
        await expect(page.getByRole("banner")).toHaveCount(1);
        await expect(page.getByRole("main")).toHaveCount(1);
        await expect(page.getByRole("contentinfo")).toHaveCount(1);
        // The primary navigation is in the header on wide screens and in the drawer on
        // narrow ones (closed here, so out of the tree).
        await expect(page.getByRole("navigation", { name: "Primary" })).toHaveCount(
          isMobile(testInfo.project.name) ? 0 : 1,
        );
        // Nothing but the skip link lives outside a landmark.
        const stray = await page.evaluate(() =>
          [...(document.getElementById("root") ?? document.body).children]
            .filter((element) => element.checkVisibility())
            .filter((element) => !element.matches("header, main, footer, a[href='#main']"))
            .map((element) => element.outerHTML.slice(0, 80)),
        );
        expect(stray, "content outside the landmarks").toEqual([]);

        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        expectNoSkippedLevels(await headingLevels(page), path);
      });

      test(`${name}: ARIA snapshot of the whole page`, async ({ page }, testInfo) => {
        await gotoHydrated(page, path);
        await expect(page.locator("body")).toMatchAriaSnapshot({
          name: `${name}-${testInfo.project.name}.aria.yml`,
        });
      });
    });
  }

  test("headings are real headings: none inside a button or link, whose content is presentational", async ({
    page,
  }) => {
    for (const { path } of pages.slice(0, 2)) {
      await gotoHydrated(page, path);
      const nested = await page.evaluate(() =>
        [...document.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading]")]
          .filter((heading) => heading.closest("button, a[href], [role=button], [role=tab]"))
          .map((heading) => (heading.textContent ?? "").trim()),
      );
      expect(
        nested,
        `${path}: headings inside controls (not listed as headings by every screen reader)`,
      ).toEqual([]);
    }
  });

  test("every page has its own title", async ({ page }) => {
    const titles: string[] = [];
    for (const { path } of pages.slice(0, 2)) {
      await gotoHydrated(page, path);
      titles.push(await page.title());
    }
    expect(new Set(titles).size).toBe(titles.length);
  });
});

test.describe("open states", () => {
  test("each feature dialog: modal, named by its title, described, with a named image", async ({
    page,
  }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), "the same dialogs as on desktop");
    test.slow();
    await gotoHydrated(page, "/");
    for (const title of featureTitles) {
      await expect(featureCard(page, title)).toHaveAttribute("aria-haspopup", "dialog");
      const dialog = await openFeatureDialog(page, title);
      await expect(dialog).toHaveAccessibleName(title);
      await expect(dialog).toHaveAccessibleDescription(/^\S+(\s+\S+){2,}$/);
      expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
      await expect(dialog.getByRole("img")).toHaveAccessibleName(/^\S+(\s+\S+){3,}$/);
      await expect(dialog).toMatchAriaSnapshot({ name: `feature-${slug(title)}.aria.yml` });
      expectNoSkippedLevels(await headingLevels(page), `/ with "${title}" open`);
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test("the drawer: a modal dialog named Menu, controlled by an expandable toggle", async ({
    page,
  }, testInfo) => {
    test.skip(!isMobile(testInfo.project.name), "the drawer exists at 390 px only");
    await gotoHydrated(page, "/");
    const toggle = menuToggle(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = await openDrawer(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toHaveAttribute("id", (await toggle.getAttribute("aria-controls"))!);
    expect(await menu.evaluate((element) => element.matches(":modal"))).toBe(true);
    await expect(menu.getByRole("navigation", { name: "Primary" })).toBeVisible();
    await expect(drawer(page)).toMatchAriaSnapshot({ name: "drawer.aria.yml" });
  });

  test("Our Solution: a named tab list whose panel is named by the selected step", async ({
    page,
  }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), "the same tree as on desktop");
    await gotoHydrated(page, "/");
    const region = page.getByRole("region", { name: "Our Solution" });
    for (const step of solutionSteps) {
      await region.getByRole("tab", { name: step }).click();
      await expect(region.getByRole("tab", { selected: true })).toHaveAccessibleName(
        new RegExp(step),
      );
      await expect(region.getByRole("tabpanel")).toHaveAccessibleName(new RegExp(step));
      await expect(region).toMatchAriaSnapshot({ name: `solution-${slug(step)}.aria.yml` });
    }
  });

  test("the video: a named facade button, then a titled player", async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), "the same tree as on desktop");
    await stubAccessiblePlayer(page);
    await gotoHydrated(page, "/");
    const hero = page.getByRole("region", { name: heroTitle });
    await hero.getByRole("button", { name: "Play demo video" }).click();
    await expect(hero.locator("iframe")).toHaveAccessibleName(/demo video/i);
    await expect(hero).toMatchAriaSnapshot({ name: "hero-playing.aria.yml" });
  });
});

test.describe("contact form", () => {
  let cdp: CDPSession;
  test.beforeEach(async ({ page }) => {
    cdp = await page.context().newCDPSession(page);
    // A fake clock (running in real time until paused) holds the sending state and the toast.
    await page.clock.install();
    await gotoHydrated(page, "/contact");
  });

  async function fillAndSend(page: Page): Promise<void> {
    for (const { label, value } of contactValues) {
      await contactForm(page).getByLabel(label).fill(value);
    }
    await holdClock(page);
    await submitButton(page).click();
  }

  const selectorFor = (label: string) =>
    `main form :is(input, textarea)[id="contact-${label === "First name" ? "firstName" : label === "Last name" ? "lastName" : label.toLowerCase()}"]`;

  test("every field is labelled by its visible label and exposes whether it is required", async ({
    page,
  }) => {
    for (const { label, required } of contactValues) {
      const field = contactForm(page).getByLabel(label);
      await expect(field).toHaveCount(1);
      const node = await axNode(cdp, selectorFor(label));
      expect(node.role, label).toBe("textbox");
      expect(node.name, `${label}: the name starts with the visible label`).toMatch(
        new RegExp(`^${label}`),
      );
      expect(node.properties.required, `${label} required`).toBe(required);
    }
    // The optional field says so in words, apart from its label (braille shows it as is).
    expect((await axNode(cdp, selectorFor("Company"))).name).toBe("Company (optional)");
    // Input purposes (WCAG 1.3.5) for the fields about the visitor.
    const autocomplete = await contactForm(page)
      .locator("input")
      .evaluateAll((inputs) =>
        Object.fromEntries(
          inputs.map((input) => [input.getAttribute("name"), input.getAttribute("autocomplete")]),
        ),
      );
    expect(autocomplete).toMatchObject({
      firstName: "given-name",
      lastName: "family-name",
      email: "email",
      company: "organization",
    });
  });

  test("after a failed submit, every field in error is exposed as invalid, and recovers", async ({
    page,
  }) => {
    await submitButton(page).click();
    await expect(contactForm(page).getByLabel("First name")).toBeFocused();
    for (const { label, required } of contactValues) {
      const node = await axNode(cdp, selectorFor(label));
      expect
        .soft(node.properties.invalid, `${label} is announced as invalid`)
        .toBe(required ? "true" : "false");
    }
    await contactForm(page).getByLabel("Email").fill("ada@");
    await contactForm(page).getByLabel("First name").focus();
    expect((await axNode(cdp, selectorFor("Email"))).properties.invalid).toBe("true");
    await contactForm(page).getByLabel("Email").fill("ada@example.com");
    await contactForm(page).getByLabel("First name").fill("Ada");
    expect((await axNode(cdp, selectorFor("Email"))).properties.invalid).toBe("false");
    expect((await axNode(cdp, selectorFor("First name"))).properties.invalid).toBe("false");
  });

  test("sending is announced: the button is disabled and says Sending..., the form is busy", async ({
    page,
  }) => {
    await fillAndSend(page);
    await expect(submitButton(page)).toHaveAccessibleName("Sending...");
    await expect(submitButton(page)).toBeDisabled();
    await expect(contactForm(page)).toHaveAttribute("aria-busy", "true");
    await page.clock.runFor(1000);
    await expect(submitButton(page)).toHaveAccessibleName("Send Message");
    await expect(contactForm(page)).toHaveAttribute("aria-busy", "false");
  });

  test("the confirmation lands in a polite live region that was there before it", async ({
    page,
  }) => {
    const region = toaster(page);
    await expect(region).toHaveAttribute("aria-live", "polite");
    await expect(region).toHaveAttribute("aria-relevant", /additions/);
    await expect(region).toBeEmpty();
    await region.evaluate((element) => element.setAttribute("data-a11y-before", ""));

    await fillAndSend(page);
    const toast: Locator = page
      .locator("[data-a11y-before]")
      .getByRole("listitem")
      .filter({ hasText: toastTitle });
    await page.clock.runFor(1000);
    await runClockUntilVisible(page, toast);
    await expect(toaster(page)).toMatchAriaSnapshot({ name: "toast.aria.yml" });
  });
});

test.describe("names", () => {
  test("visible labels are part of every control's name (WCAG 2.5.3)", async ({ page }) => {
    for (const path of ["/", "/contact"]) {
      await gotoHydrated(page, path);
      const mismatches = await page.evaluate(() =>
        [...document.querySelectorAll("a[href], button")]
          .filter((element) => element.checkVisibility() && element.hasAttribute("aria-label"))
          .map((element) => ({
            label: element.getAttribute("aria-label") ?? "",
            visible: (element as HTMLElement).innerText.replace(/\s+/g, " ").trim(),
          }))
          .filter(
            ({ label, visible }) => visible && !label.toLowerCase().includes(visible.toLowerCase()),
          ),
      );
      expect(mismatches, path).toEqual([]);
    }
  });

  test("links that open a new tab say so; images are named or hidden", async ({ page }) => {
    await gotoHydrated(page, "/");
    const newTab = page.locator('a[target="_blank"]');
    expect(await newTab.count()).toBeGreaterThan(0);
    for (const link of await newTab.all()) {
      await expect(link).toHaveAccessibleName(/new tab/i);
    }
    const unnamed = await page.evaluate(() =>
      [...document.images]
        .filter((image) => !image.hasAttribute("alt"))
        .map((image) => image.outerHTML.slice(0, 80)),
    );
    expect(unnamed, "every <img> has an alt, empty when decorative").toEqual([]);
  });
});
