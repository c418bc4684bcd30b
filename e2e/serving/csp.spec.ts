import { createHash } from "node:crypto";
import type { Frame, Page, Response } from "@playwright/test";
import { youtubeOrigin } from "../../src/lib/youtube";
import { content } from "../support/content";
import { gotoHydrated, notFoundConsoleErrors } from "../support/fixtures";
import { inlineScripts } from "../support/inline-scripts";
import { firstResultsTimeout } from "../support/search";
import { playButton } from "../support/site";
import { browserTest as test, expect } from "./support/served-site";

// The site under its real headers (served by nginx or `npm start`): nothing it does at run
// time may be refused by the content-security policy or the permissions policy.

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Collects securitypolicyviolation events from the first script on, and policy warnings. */
async function watchPolicies(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    Object.assign(window, { e2eViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      }),
    );
  });
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy|Permissions.Policy|Feature.Policy/i.test(message.text())) {
      warnings.push(`${message.type()}: ${message.text()}`);
    }
  });
  return async () => {
    const violations = await page.evaluate(
      () => (window as unknown as { e2eViolations: Violation[] }).e2eViolations,
    );
    return [
      ...violations.map((v) => `${v.directive} refused ${v.blocked || "inline"} ${v.sample}`),
      ...warnings,
    ];
  };
}

/** Presses play and waits until the (stubbed) YouTube frame has loaded. */
async function playVideo(page: Page): Promise<Frame> {
  await playButton(page).click();
  const frameElement = page.locator(`iframe[src^="${youtubeOrigin}/"]`);
  await expect(frameElement).toBeVisible();
  const frame = await (await frameElement.elementHandle())!.contentFrame();
  await expect.poll(() => frame!.evaluate(() => document.title)).toBe("stub");
  return frame!;
}

/** The style-src sources of the policy a response carries. */
function styleSources(response: Response | null): string[] {
  const policy = response?.headers()["content-security-policy"] ?? "";
  const directive = policy.split(";").find((part) => part.trim().startsWith("style-src"));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

test.describe("content-security policy", () => {
  test("the landing page runs and plays the video without a refusal", async ({ page }) => {
    const refusals = await watchPolicies(page);
    await gotoHydrated(page, "/");
    await playVideo(page);
    expect(await refusals()).toEqual([]);
  });

  test("the contact toast shows, its library's <style> allowed by hash", async ({ page }) => {
    const refusals = await watchPolicies(page);
    const response = await page.goto("/contact");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

    const form = page.locator("main form");
    for (const control of await form.locator("input[required], textarea[required]").all()) {
      const type = await control.getAttribute("type");
      await control.fill(type === "email" ? "ada@example.com" : "Analytical engine");
    }
    await form.locator('button[type="submit"]').click();
    await expect(page.getByText(content().contact.form.toastTitle)).toBeVisible({
      timeout: 10_000,
    });

    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll("style")].map((style) => style.textContent ?? ""),
    );
    expect(
      sheets.some((text) => text.startsWith("[data-sonner-toaster]")),
      "sonner inserted its style sheet",
    ).toBe(true);
    const allowed = styleSources(response);
    for (const text of sheets) {
      const source = `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
      expect(allowed, `a <style> starting ${JSON.stringify(text.slice(0, 40))}`).toContain(source);
    }
    expect(await refusals()).toEqual([]);
  });

  test(
    "the site search loads its index and WebAssembly in its worker without a refusal",
    { tag: "@matrix" },
    async ({ page }) => {
      const refusals = await watchPolicies(page);
      const workers: string[] = [];
      page.on("worker", (worker) => workers.push(new URL(worker.url()).pathname));
      await gotoHydrated(page, "/de/");
      await page.keyboard.press("Control+k");
      const search = content("de").common.search;
      const field = page.getByRole("combobox", { name: search.label });
      await expect(field).toBeFocused();
      await field.fill("Ursachenanalyse");
      await expect(page.getByRole("option").first()).toBeVisible({ timeout: firstResultsTimeout });
      // The search ran off the main thread: Pagefind falls back to it when a worker fails.
      expect(workers).toEqual(["/pagefind/pagefind-worker.js"]);
      const worker = await page.request.get("/pagefind/pagefind-worker.js");
      expect(worker.headers()["content-security-policy"]).toContain("'wasm-unsafe-eval'");
      expect(await refusals()).toEqual([]);
    },
  );

  test.describe("on the not-found page", () => {
    test.use({ allowedConsoleErrors: notFoundConsoleErrors });

    test(
      "its nearest pages come from the index without a refusal",
      { tag: "@matrix" },
      async ({ page }) => {
        const refusals = await watchPolicies(page);
        await gotoHydrated(page, "/blog/ingesting-opentelemetry");
        const nearest = page.getByRole("navigation", {
          name: content()["not-found"].page.suggestions,
        });
        await expect(nearest.getByRole("link").first()).toBeVisible({
          timeout: firstResultsTimeout,
        });
        expect(await refusals()).toEqual([]);
      },
    );

    test("nothing is refused and the path is never markup", async ({ page }) => {
      const refusals = await watchPolicies(page);
      for (const path of [
        "/<img src=x onerror=window.e2eInjected=1>",
        "/%3Cimg%20src%3Dx%20onerror%3Dwindow.e2eInjected%3D1%3E",
        "/%253Cscript%253Ewindow.e2eInjected%253D1%253C%252Fscript%253E",
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          content()["not-found"].page.title,
        );
        expect(await page.locator('img[src="x"]').count(), path).toBe(0);
        // The inline scripts are the theme's and the loader, constant and allowed by their
        // hashes; the page's data block is JSON, which never runs.
        const inline = page.locator('script:not([src]):not([type="application/json"])');
        expect(await inline.evaluateAll((all) => all.map((s) => s.textContent)), path).toEqual([
          ...inlineScripts,
        ]);
        expect(await page.evaluate(() => "e2eInjected" in window), path).toBe(false);
      }
      expect(await refusals()).toEqual([]);
    });
  });
});

test.describe("permissions policy", () => {
  test(
    "the page may use none of the denied features; the video frame gets its four",
    { tag: "@matrix" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      type Policy = { allowsFeature(feature: string, origin?: string): boolean };
      const own = await page.evaluate(() => {
        const policy = (document as unknown as { featurePolicy: Policy }).featurePolicy;
        return ["camera", "microphone", "geolocation", "payment", "usb", "midi"].filter((feature) =>
          policy.allowsFeature(feature),
        );
      });
      expect(own, "features the page itself may use").toEqual([]);

      const frame = await playVideo(page);
      const delegated = await frame.evaluate(() => {
        const policy = (document as unknown as { featurePolicy: Policy }).featurePolicy;
        return ["autoplay", "encrypted-media", "picture-in-picture", "fullscreen", "camera"].filter(
          (feature) => policy.allowsFeature(feature),
        );
      });
      expect(delegated).toEqual([
        "autoplay",
        "encrypted-media",
        "picture-in-picture",
        "fullscreen",
      ]);
    },
  );
});
