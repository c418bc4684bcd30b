import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";

interface FieldSpec {
  name: string;
  label: string;
  required: boolean;
  autocomplete?: string;
  type?: string;
  value: string;
}

/** The form's fields in visual (and tab) order, with a valid value each. */
const fields: FieldSpec[] = [
  {
    name: "firstName",
    label: "First name",
    required: true,
    autocomplete: "given-name",
    type: "text",
    value: "Ada",
  },
  {
    name: "lastName",
    label: "Last name",
    required: true,
    autocomplete: "family-name",
    type: "text",
    value: "Lovelace",
  },
  {
    name: "email",
    label: "Email",
    required: true,
    autocomplete: "email",
    type: "email",
    value: "ada@example.com",
  },
  {
    name: "company",
    label: "Company",
    required: false,
    autocomplete: "organization",
    type: "text",
    value: "Analytical Engines Ltd",
  },
  { name: "subject", label: "Subject", required: true, type: "text", value: "Demo request" },
  { name: "message", label: "Message", required: true, value: "We run 40 services on k8s." },
];

const toastTitle = "Message sent!";
const toastText = "We'll get back to you within 24 hours.";
const sendingLabel = "Sending...";

function form(page: Page): Locator {
  return page.getByRole("main").locator("form");
}

/** The innermost box in <main> that holds the heading: the card it titles. */
function cardOf(page: Page, heading: string): Locator {
  return page
    .getByRole("main")
    .locator("div, section")
    .filter({ has: page.getByRole("heading", { name: heading, exact: true }) })
    .last();
}

function field(page: Page, spec: FieldSpec): Locator {
  return form(page).getByLabel(spec.label);
}

function submitButton(page: Page): Locator {
  return form(page).locator('button[type="submit"]');
}

async function fillAll(page: Page, values: Partial<Record<string, string>> = {}): Promise<void> {
  for (const spec of fields) {
    await field(page, spec).fill(values[spec.name] ?? spec.value);
  }
}

/**
 * Requests the page makes from now on, same-origin included, but for the favicon and the
 * site's own scripts: the toast library is fetched as focus first enters the form.
 */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    const { pathname } = new URL(url);
    if (pathname.startsWith("/favicon")) return;
    if (request.resourceType() === "script" && pathname.startsWith("/assets/")) return;
    urls.push(url);
  });
  return urls;
}

/**
 * Records in the page, with the page's own clock, when the form was submitted, every text
 * the submit button showed, and when the toast title first appeared.
 */
async function watchSubmitFlow(page: Page): Promise<void> {
  await page.evaluate(
    ({ title }) => {
      const formElement = document.querySelector("form")!;
      const button = formElement.querySelector('button[type="submit"]')!;
      const log: { submitAt: number[]; labels: string[]; labelAt: number[]; toastAt?: number } = {
        submitAt: [],
        labels: [],
        labelAt: [],
      };
      Object.assign(window, { e2eSubmitLog: log });
      formElement.addEventListener("submit", () => log.submitAt.push(performance.now()), {
        capture: true,
      });
      new MutationObserver(() => {
        const label = button.textContent?.trim() ?? "";
        if (log.labels.at(-1) === label) return;
        log.labels.push(label);
        log.labelAt.push(performance.now());
      }).observe(button, { subtree: true, childList: true, characterData: true });
      new MutationObserver(() => {
        if (log.toastAt === undefined && document.body.textContent?.includes(title)) {
          log.toastAt = performance.now();
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { title: toastTitle },
  );
}

function validity(control: Locator): Promise<{ valueMissing: boolean; typeMismatch: boolean }> {
  return control.evaluate((element) => {
    const { valueMissing, typeMismatch } = (element as HTMLInputElement).validity;
    return { valueMissing, typeMismatch };
  });
}

interface SubmitLog {
  submitAt: number[];
  /** Each new text of the submit button, and when it appeared. */
  labels: string[];
  labelAt: number[];
  toastAt?: number;
}

function readSubmitLog(page: Page): Promise<SubmitLog> {
  return page.evaluate(() => (window as unknown as { e2eSubmitLog: SubmitLog }).e2eSubmitLog);
}

test.describe("contact page", () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/contact");
    // The live region the toasts will appear in is part of the page from the start.
    await expect(page.getByRole("region", { name: /^Notifications/ })).toBeAttached();
  });

  test("has the back link, heading, intro, e-mail block and the form card", async ({ page }) => {
    const back = page.getByRole("link", { name: "Back to Home" });
    await expect(back).toBeVisible();
    await expect(back).toHaveAttribute("href", "/");

    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText("Get in Touch");
    const intro = page.locator("h1 + p");
    await expect(intro).toBeVisible();
    await expect(intro).not.toBeEmpty();

    const emailBlock = cardOf(page, "Email Us");
    await expect(emailBlock.getByRole("heading", { name: "Email Us" })).toBeVisible();
    const mail = emailBlock.getByRole("link", { name: /@/ });
    await expect(mail).toBeVisible();
    const href = await mail.getAttribute("href");
    expect(href).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}$/i);
    await expect(mail).toHaveText(href!.replace(/^mailto:/, ""));

    const card = cardOf(page, "Send us a message");
    await expect(card.getByRole("heading", { name: "Send us a message" })).toBeVisible();
    await expect(card.locator("form"), "the card holds the form").toHaveCount(1);
    await expect(page.locator("form")).toHaveCount(1);
  });

  test("'Back to Home' leads to the landing page", async ({ page }) => {
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Modern Systems, Modern Observability" }),
    ).toBeVisible();
  });

  test("form fields have names, visible labels, types, required flags and autocomplete", async ({
    page,
  }) => {
    await expect(form(page)).toHaveAttribute("method", "post");

    for (const spec of fields) {
      const control = field(page, spec);
      await expect(control, `${spec.name} is found by its label`).toHaveCount(1);
      await expect(control).toBeVisible();
      await expect(control).toHaveAttribute("name", spec.name);
      await expect(control).toBeEditable();

      const id = await control.getAttribute("id");
      expect(id, `${spec.name} has an id for its <label for>`).toBeTruthy();
      const label = form(page).locator(`label[for="${id}"]`);
      await expect(label, `${spec.name} has one visible <label>`).toHaveCount(1);
      await expect(label).toBeVisible();
      await expect(label).toContainText(spec.label);

      if (spec.required) {
        await expect(control, `${spec.name} is required`).toHaveAttribute("required", "");
        await expect(label, `${spec.name}'s label shows a required marker`).toContainText("*");
        await expect(label.getByText("*", { exact: true })).toBeVisible();
      } else {
        await expect(control, `${spec.name} is optional`).not.toHaveAttribute("required");
        await expect(label).not.toContainText("*");
      }
      if (spec.autocomplete) {
        await expect(control).toHaveAttribute("autocomplete", spec.autocomplete);
      }
      if (spec.type) {
        await expect(control).toHaveAttribute("type", spec.type);
      }
    }

    const message = field(page, fields[5]!);
    expect(await message.evaluate((element) => element.tagName)).toBe("TEXTAREA");
    await expect(message).toHaveAttribute("rows", "5");
    await expect(message).toHaveAttribute("placeholder", "Tell us about your requirements...");
    await expect(submitButton(page)).toHaveCount(1);
    await expect(submitButton(page)).toBeEnabled();
  });

  test("an empty submit is blocked by native validation", async ({ page, externalRequests }) => {
    const requests = recordRequests(page);
    await watchSubmitFlow(page);
    const idleLabel = (await submitButton(page).textContent())!.trim();
    expect(idleLabel).not.toBe(sendingLabel);

    await submitButton(page).click();

    await expect(field(page, fields[0]!)).toBeFocused();
    await expect(form(page).locator(":invalid:not(form)")).toHaveCount(
      fields.filter((spec) => spec.required).length,
    );
    expect(await validity(field(page, fields[0]!))).toMatchObject({ valueMissing: true });
    await expect(submitButton(page)).toHaveText(idleLabel);
    await expect(submitButton(page)).toBeEnabled();
    const log = await readSubmitLog(page);
    expect(log.submitAt, "no submit event fired").toEqual([]);
    expect(log.labels, "the button never changed its label").toEqual([]);
    await expect(page.getByText(toastTitle)).toHaveCount(0);
    expect(requests).toEqual([]);
    expect(externalRequests).toEqual([]);
  });

  test("a missing required field blocks submit and keeps what was typed", async ({ page }) => {
    await watchSubmitFlow(page);
    const typed = { firstName: "Grace", company: "Navy", message: "Keep me." };
    await field(page, fields[0]!).fill(typed.firstName);
    await field(page, fields[3]!).fill(typed.company);
    await field(page, fields[5]!).fill(typed.message);

    await submitButton(page).click();

    await expect(field(page, fields[1]!), "the first invalid field gets focus").toBeFocused();
    await expect(field(page, fields[0]!)).toHaveValue(typed.firstName);
    await expect(field(page, fields[3]!)).toHaveValue(typed.company);
    await expect(field(page, fields[5]!)).toHaveValue(typed.message);
    const log = await readSubmitLog(page);
    expect(log.submitAt).toEqual([]);
    expect(log.labels).toEqual([]);
  });

  test("an invalid e-mail address blocks submit and nothing typed is lost", async ({ page }) => {
    const requests = recordRequests(page);
    await watchSubmitFlow(page);
    await fillAll(page, { email: "not-an-email" });

    await submitButton(page).click();

    const email = field(page, fields[2]!);
    await expect(email).toBeFocused();
    expect(await validity(email)).toMatchObject({ typeMismatch: true, valueMissing: false });
    await expect(form(page).locator(":invalid:not(form)")).toHaveCount(1);
    for (const spec of fields) {
      await expect(field(page, spec)).toHaveValue(
        spec.name === "email" ? "not-an-email" : spec.value,
      );
    }
    await expect(submitButton(page)).toBeEnabled();
    const log = await readSubmitLog(page);
    expect(log.submitAt).toEqual([]);
    expect(log.labels).toEqual([]);
    expect(requests).toEqual([]);
  });

  test("a valid submit sends for about a second, confirms, clears, and makes no request", async ({
    page,
    externalRequests,
  }) => {
    const requests = recordRequests(page);
    await watchSubmitFlow(page);
    const idleLabel = (await submitButton(page).textContent())!.trim();
    await fillAll(page);

    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText(sendingLabel);
    await expect(submitButton(page)).toBeDisabled();
    // A second click while sending does nothing.
    await submitButton(page).click({ force: true });

    const toast = page.getByRole("listitem").filter({ hasText: toastTitle });
    await expect(toast).toBeVisible();
    // Checked at once: the toast dismisses itself after a few seconds.
    await expect(toast).toContainText(toastText);
    await expect(page.getByText(toastTitle, { exact: true })).toHaveCount(1);

    const log = await readSubmitLog(page);
    expect(log.submitAt, "exactly one submit").toHaveLength(1);
    expect(log.labels, "button: idle -> sending -> idle").toEqual([sendingLabel, idleLabel]);
    const toSending = log.labelAt[0]! - log.submitAt[0]!;
    expect(toSending, `'Sending...' after ${Math.round(toSending)} ms`).toBeLessThan(250);
    const elapsed = log.toastAt! - log.submitAt[0]!;
    expect(elapsed, `toast after ${Math.round(elapsed)} ms`).toBeGreaterThanOrEqual(900);
    expect(elapsed, `toast after ${Math.round(elapsed)} ms`).toBeLessThanOrEqual(2500);

    for (const spec of fields) {
      await expect(field(page, spec), `${spec.name} is cleared`).toHaveValue("");
    }
    await expect(submitButton(page)).toHaveText(idleLabel);
    await expect(submitButton(page)).toBeEnabled();
    expect(page.url(), "nothing typed ends up in the URL").not.toContain("Lovelace");
    expect(requests, "no request at all during the submit").toEqual([]);
    expect(externalRequests).toEqual([]);
  });

  test("the toast's live region exists before the message and receives it", async ({ page }) => {
    const liveRegions = page.locator("[aria-live]:not([aria-live='off'])");
    await expect(liveRegions.first()).toBeAttached();
    const before = await liveRegions.evaluateAll((regions) => regions.length);
    expect(before).toBeGreaterThan(0);
    await expect(liveRegions.filter({ hasText: toastTitle })).toHaveCount(0);
    const handles = await liveRegions.elementHandles();

    await fillAll(page);
    await submitButton(page).click();

    const regionWithToast = liveRegions.filter({ hasText: toastTitle });
    // The page's notifications region, and sonner's list inside it.
    await expect(regionWithToast.first()).toBeAttached();
    await expect(regionWithToast.first()).toContainText(toastText);
    const holders = await Promise.all(
      handles.map((handle) =>
        handle.evaluate(
          (region, title) => region.textContent?.includes(title) ?? false,
          toastTitle,
        ),
      ),
    );
    expect(holders, "the toast landed in a live region that was there before").toContain(true);
  });

  test("keyboard only: Tab through the fields in visual order, type, submit with Enter", async ({
    page,
  }) => {
    const first = field(page, fields[0]!);
    const isFocused = (locator: Locator) =>
      locator.evaluate((element) => element === document.activeElement);

    let presses = 0;
    while (!(await isFocused(first))) {
      expect(presses++, "the first field is reachable with Tab").toBeLessThan(40);
      await page.keyboard.press("Tab");
    }

    for (const [index, spec] of fields.entries()) {
      await expect(field(page, spec), `Tab stop ${index + 1} is ${spec.name}`).toBeFocused();
      await page.keyboard.type(spec.value);
      await page.keyboard.press("Tab");
    }
    await expect(submitButton(page), "the button follows the last field").toBeFocused();

    // Positions in page coordinates, all read at once, so scrolling cannot skew them.
    const boxes = await form(page).evaluate(
      (formElement, names) => {
        return names.map((name) => {
          const rect = formElement.querySelector(`[name="${name}"]`)!.getBoundingClientRect();
          return { name, x: rect.left + window.scrollX, y: rect.top + window.scrollY };
        });
      },
      fields.map((spec) => spec.name),
    );
    for (let index = 1; index < boxes.length; index++) {
      const previous = boxes[index - 1]!;
      const current = boxes[index]!;
      const sameRow = Math.abs(current.y - previous.y) < 2;
      expect(
        sameRow ? current.x > previous.x : current.y > previous.y,
        `${current.name} comes after ${previous.name} in reading order`,
      ).toBe(true);
    }

    await page.keyboard.press("Enter");
    await expect(submitButton(page)).toHaveText(sendingLabel);
    await expect(page.getByText(toastTitle, { exact: true })).toBeVisible();
    await expect(page.getByText(toastText, { exact: true })).toBeVisible();
    await expect(field(page, fields[0]!)).toHaveValue("");
  });

  test("has no horizontal scroll at this viewport and at 320 px", async ({ page }) => {
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow(), "horizontal overflow in px").toBeLessThanOrEqual(0);

    const { height } = page.viewportSize()!;
    await page.setViewportSize({ width: 320, height });
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(320);
    expect(await overflow(), "horizontal overflow in px at 320 px").toBeLessThanOrEqual(0);
  });
});

test.describe("contact form with a fake clock", () => {
  test("while sending, further clicks and Enter are ignored (fake clock)", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/contact");
    await watchSubmitFlow(page);
    const idleLabel = (await submitButton(page).textContent())!.trim();
    await fillAll(page);
    const now = await page.evaluate(() => Date.now());
    // Jump well ahead: the page's clock keeps running until the pause takes hold.
    await page.clock.pauseAt(now + 60_000);

    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText(sendingLabel);
    await expect(submitButton(page)).toBeDisabled();
    await submitButton(page).click({ force: true });
    await field(page, fields[4]!).press("Enter");

    await page.clock.runFor(990);
    await expect(page.getByText(toastTitle)).toHaveCount(0);
    await expect(submitButton(page)).toHaveText(sendingLabel);

    await page.clock.runFor(10);
    await expect(submitButton(page)).toHaveText(idleLabel);
    await expect(submitButton(page)).toBeEnabled();
    await expect(field(page, fields[0]!)).toHaveValue("");
    // The toast library renders from a zero-delay timer of its own.
    await page.clock.runFor(50);
    await expect(page.getByText(toastTitle, { exact: true })).toBeVisible();

    // Long enough for any second, queued send to have finished too.
    await page.clock.runFor(2000);
    await expect(page.getByText(toastTitle, { exact: true })).toHaveCount(1);
    const log = await readSubmitLog(page);
    expect(log.submitAt).toHaveLength(1);
    expect(log.labels).toEqual([sendingLabel, idleLabel]);
  });
});
