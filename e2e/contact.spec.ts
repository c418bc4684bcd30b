// The contact page of the default build: its blocks, the six fields, native validation and the
// simulated send (1000 ms, 'Sending...', the toast, a cleared form, no request at all).
// Real delivery (CONTACT_ENDPOINT) is in contact-delivery.spec.ts.
import type { Locator, Page } from "@playwright/test";
import type { ContactFieldName } from "../src/content/ids";
import { submitDelayMs } from "../src/features/contact/simulate-send";
import { contactFields, content } from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import {
  brand,
  contactField,
  contactFormOf,
  contactValues,
  fillContactForm,
  holdClock,
  horizontalOverflow,
  runClockUntilVisible,
  submitButton,
  toaster,
} from "./support/site";

const { page: contactPage, form: contactForm } = content().contact;
const fields = contactFields();

/** Requests from now on, but for the site's own scripts (sonner loads as the form is used). */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/favicon")) return;
    if (request.resourceType() === "script" && pathname.startsWith("/assets/")) return;
    urls.push(request.url());
  });
  return urls;
}

/** Counts the form's submit events from now on (a blocked submit fires none). */
async function countSubmits(page: Page): Promise<() => Promise<number>> {
  await contactFormOf(page).evaluate((form) => {
    Object.assign(window, { e2eSubmits: 0 });
    form.addEventListener(
      "submit",
      () => (window as unknown as { e2eSubmits: number }).e2eSubmits++,
      {
        capture: true,
      },
    );
  });
  return () => page.evaluate(() => (window as unknown as { e2eSubmits: number }).e2eSubmits);
}

/** The names of the fields the form flags as invalid, in its order. */
function flagged(page: Page): Promise<string[]> {
  return contactFormOf(page).evaluate((form) =>
    [...form.querySelectorAll(":user-invalid")].map((field) => field.getAttribute("name") ?? ""),
  );
}

/** Every field's value, by name. */
function values(page: Page): Promise<Record<string, string>> {
  return contactFormOf(page).evaluate((form) =>
    Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>("input, textarea")].map((field) => [
        field.name,
        field.value,
      ]),
    ),
  );
}

const blank = Object.fromEntries(fields.map(({ name }) => [name, ""])) as Record<
  ContactFieldName,
  string
>;

test(
  "the page: back link, heading, intro, e-mail block and the form card's six fields",
  { tag: "@matrix" },
  async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: contactPage.back })).toHaveAttribute("href", "/");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(contactPage.title);
    await expect(main.getByText(contactPage.intro)).toBeVisible();
    await expect(
      main.getByRole("heading", { level: 2, name: contactPage.emailTitle }),
    ).toBeVisible();
    // Every mail link of the page (the e-mail block's, and a preview's demonstration notice's)
    // leads to the company's address.
    const mailLinks = main.getByRole("link", { name: brand.email });
    await expect(mailLinks.first()).toBeVisible();
    for (const link of await mailLinks.all()) {
      await expect(link).toHaveAttribute("href", `mailto:${brand.email}`);
    }
    const card = main
      .locator("div, section")
      .filter({ has: page.getByRole("heading", { name: contactPage.formTitle, exact: true }) })
      .last();
    await expect(
      card.locator("form"),
      "the card titled 'Send us a message' holds the form",
    ).toHaveCount(1);
    await expect(contactFormOf(page)).toHaveAttribute("method", "post");

    for (const field of fields) {
      const control = contactField(page, field.name);
      await expect(control, `${field.name} is found by its label`).toHaveCount(1);
      await expect(control).toHaveAttribute("name", field.name);
      await expect(control).toHaveAttribute("placeholder", field.placeholder);
      await expect(control).toHaveAttribute("autocomplete", field.autoComplete);
      const label = contactFormOf(page).locator(`label[for="${await control.getAttribute("id")}"]`);
      await expect(label).toBeVisible();
      if (field.required) {
        await expect(control, `${field.name} is required`).toHaveAttribute("required", "");
        await expect(label.getByText("*", { exact: true })).toBeVisible();
      } else {
        await expect(control, `${field.name} is optional`).not.toHaveAttribute("required");
        await expect(label).toHaveText(`${field.label} ${contactForm.optional}`);
      }
      if (field.type === "textarea") {
        expect(await control.evaluate((element) => element.tagName)).toBe("TEXTAREA");
        await expect(control).toHaveAttribute("rows", "5");
      } else {
        await expect(control).toHaveAttribute("type", field.type);
      }
    }
    await expect(submitButton(page)).toHaveText(contactForm.submit);
    await expect(submitButton(page)).toBeEnabled();
    expect(await horizontalOverflow(page), "no sideways scroll").toBeLessThanOrEqual(0);
  },
);

test("native validation: nothing is sent while a field is missing or the e-mail is malformed", async ({
  page,
  externalRequests,
}) => {
  await gotoHydrated(page, "/contact");
  const requests = recordRequests(page);
  const submits = await countSubmits(page);
  const required = fields.filter((field) => field.required);

  await submitButton(page).click();
  await expect(contactField(page, "firstName"), "the first field in error has focus").toBeFocused();
  // Flagged for the visitor too (:user-invalid, the state Chromium also exposes as invalid).
  expect(await flagged(page), "the required fields are flagged").toEqual(
    required.map(({ name }) => name),
  );

  // A missing field: focus goes to it, and what was typed stays.
  const typed = { ...blank, firstName: "Grace", company: "Navy", message: "Keep me." };
  await fillContactForm(page, typed);
  await submitButton(page).click();
  await expect(contactField(page, "lastName")).toBeFocused();
  expect(await values(page)).toEqual(typed);

  // A malformed e-mail address: an email input refuses it.
  const malformed = { ...contactValues, email: "not-an-email" };
  await fillContactForm(page, malformed);
  await submitButton(page).click();
  const email = contactField(page, "email");
  await expect(email).toBeFocused();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  expect(await flagged(page)).toEqual(["email"]);
  expect(await values(page)).toEqual(malformed);
  await email.fill(contactValues.email);
  expect(await flagged(page), "corrected, nothing is flagged").toEqual([]);

  await expect(submitButton(page)).toHaveText(contactForm.submit);
  expect(await submits(), "no submit event fired").toBe(0);
  await expect(page.getByText(contactForm.toastTitle)).toHaveCount(0);
  expect(requests).toEqual([]);
  expect(externalRequests).toEqual([]);
});

test("a valid submit: 'Sending...' for 1000 ms, then the toast and a cleared form; no request", async ({
  page,
  externalRequests,
}) => {
  // A fake clock, running in real time until held, times the simulated send exactly.
  await page.clock.install();
  await gotoHydrated(page, "/contact");
  const requests = recordRequests(page);
  const submits = await countSubmits(page);
  // The live region the toast will speak in is there before any message.
  const region = toaster(page);
  await expect(region).toHaveAttribute("aria-live", "polite");
  await expect(region).toHaveAttribute("aria-relevant", /additions/);
  await expect(region).toBeEmpty();
  await region.evaluate((element) => element.setAttribute("data-e2e-before", ""));

  await fillContactForm(page);
  await holdClock(page);
  await submitButton(page).click();
  await expect(submitButton(page)).toHaveText(contactForm.sending);
  await expect(submitButton(page)).toBeDisabled();
  await expect(submitButton(page)).toBeFocused();
  await expect(contactFormOf(page)).toHaveAttribute("aria-busy", "true");
  // Clicks and Enter while sending are ignored.
  await submitButton(page).click({ force: true });
  await contactField(page, "subject").press("Enter");

  await page.clock.runFor(submitDelayMs - 10);
  await expect(submitButton(page)).toHaveText(contactForm.sending);
  await expect(page.getByText(contactForm.toastTitle)).toHaveCount(0);
  await page.clock.runFor(10);
  await expect(submitButton(page)).toHaveText(contactForm.submit);
  await expect(submitButton(page)).toBeEnabled();
  await expect(contactFormOf(page)).toHaveAttribute("aria-busy", "false");
  expect(await values(page), "the form is cleared").toEqual(blank);

  const toast = page.locator("[data-e2e-before]").getByRole("listitem");
  await runClockUntilVisible(page, toast);
  await expect(toast).toContainText(contactForm.toastTitle);
  await expect(toast).toContainText(contactForm.toastText);
  // In the page's typeface, not the system's stack that sonner sets (it differs per machine).
  const fontOf = (locator: Locator) =>
    locator.evaluate((node) => getComputedStyle(node).fontFamily);
  expect(await fontOf(toast)).toBe(await fontOf(page.locator("main")));
  // Long enough for any queued second send to have finished too.
  await page.clock.runFor(2000);
  await expect(page.getByText(contactForm.toastTitle, { exact: true })).toHaveCount(1);
  expect(await submits()).toBe(1);
  expect(page.url(), "nothing typed ends up in the URL").not.toContain(contactValues.lastName);
  expect(requests, "no request at all").toEqual([]);
  expect(externalRequests).toEqual([]);
});
