// The contact form with real delivery switched on (CONTACT_ENDPOINT), against a real HTTP
// receiver on loopback (support/delivery-site.ts), driven like a visitor.
// e2e/contact.spec.ts covers the default, simulated build.
import type { Locator, Page } from "@playwright/test";
import { describeFailure, type DeliveryFailure } from "../src/features/contact/delivery";
import {
  contactFieldLimits,
  contactFieldSpecs as contactFields,
  countdownFromRatio,
  honeypotFieldName,
} from "../src/features/contact/fields";
import { countText, fill, formatNumber } from "../src/i18n/format";
import { defaultLocale } from "../src/i18n/locales";
import { expectNoAxeViolations } from "./support/axe";
import { content } from "./support/content";
import { test } from "./support/delivery-site";
import { expect, gotoHydrated } from "./support/fixtures";
import type { ReceivedRequest, Receiver, ReceiverMode } from "./support/receiver";
import { contactField, contactFormOf, horizontalOverflow, submitButton } from "./support/site";
import { shoot, visualWidths } from "./support/visual";

/** What the visitor types: with stray spaces, which must not reach the endpoint. */
const typed = {
  firstName: "  Ada ",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  subject: " Demo request ",
  message: "We run 40 services on k8s.\nCan you help?  ",
};
const sent = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  subject: "Demo request",
  message: "We run 40 services on k8s.\nCan you help?",
  // After the six fields, the language the message was written on.
  locale: defaultLocale,
};
const { form: contactForm, delivery: copy, limits } = content().contact;
/** What went wrong, as the page explains it in English. */
const charactersLeft = (count: number) => countText(limits.charactersLeft, count, defaultLocale);
const explained = (failure: DeliveryFailure) => describeFailure(failure, copy);
const form = contactFormOf;
const field = contactField;
const alert = (page: Page) => form(page).getByRole("alert");
const retryButton = (page: Page) => alert(page).getByRole("button", { name: copy.retry });
const toast = (page: Page, title: string) => page.getByRole("listitem").filter({ hasText: title });

async function fillForm(page: Page): Promise<void> {
  for (const { name } of contactFields) await field(page, name).fill(typed[name]);
}

async function expectValuesKept(page: Page): Promise<void> {
  for (const { name } of contactFields) {
    await expect(field(page, name), `${name} keeps what was typed`).toHaveValue(typed[name]);
  }
}

async function expectCleared(page: Page): Promise<void> {
  for (const { name } of contactFields) {
    await expect(field(page, name), `${name} is cleared`).toHaveValue("");
  }
}

/**
 * Counts what reached the receiver, once the page shows the outcome: that comes after the
 * endpoint's answer, so a second request from the same click (or a silent resend after a
 * dropped connection) would have been sent, and received, before it.
 */
async function expectPostCount(receiver: Receiver, count: number): Promise<void> {
  await expect.poll(() => receiver.posts.length, "exactly one request per click").toBe(count);
}

function expectJsonPost(post: ReceivedRequest | undefined, site: string): void {
  expect(post?.path).toBe("/contact");
  expect(post?.contentType).toBe("application/json");
  expect(post?.accept).toBe("application/json");
  expect(post?.origin).toBe(site);
  expect(JSON.parse(post?.body ?? "null")).toEqual(sent);
}

async function expectFailureShown(page: Page, explanation: string): Promise<Locator> {
  const box = alert(page);
  await expect(box).toBeVisible();
  // One failure toast, however many attempts failed.
  await expect(toast(page, copy.failureTitle)).toBeVisible();
  await expect(toast(page, contactForm.toastTitle)).toHaveCount(0);
  await expect(box).toContainText(copy.failureTitle);
  await expect(box).toContainText(explanation);
  await expect(box).toContainText(copy.kept);
  // Focus lands on the explanation, with Retry and the e-mail link next in the tab order.
  await expect(box).toBeFocused();
  await expect(submitButton(page)).toBeEnabled();
  await expect(submitButton(page)).toHaveText(contactForm.submit);
  await expect(retryButton(page)).toBeEnabled();
  await expectValuesKept(page);
  return box;
}

async function expectSuccessShown(page: Page): Promise<void> {
  const sentToast = toast(page, contactForm.toastTitle);
  await expect(sentToast).toBeVisible();
  await expect(sentToast).toContainText(contactForm.toastText);
  await expect(alert(page)).toHaveCount(0);
  await expect(toast(page, copy.failureTitle)).toHaveCount(0);
  await expectCleared(page);
  await expect(submitButton(page)).toBeEnabled();
}

/** Opens the delivery site's contact page and sends the form, the receiver answering `mode`. */
async function sendWith(page: Page, site: string, receiver: Receiver, mode: ReceiverMode) {
  receiver.reset(mode);
  await gotoHydrated(page, `${site}/contact`);
  await fillForm(page);
  await submitButton(page).click();
}

const serverError = explained({ kind: "server", status: 500 });

/** Sends the form to a receiver that answers 500: explained, everything kept, sent once. */
async function sendAndFail(page: Page, site: string, receiver: Receiver): Promise<void> {
  await sendWith(page, site, receiver, "fail");
  await expectFailureShown(page, serverError);
  await expectPostCount(receiver, 1);
}

/** Retries with the receiver accepting: the toast, a cleared form, one more request. */
async function retryAndSucceed(page: Page, receiver: Receiver, site: string, double = false) {
  receiver.mode = "ok";
  await (double ? retryButton(page).dblclick() : retryButton(page).click());
  await expectSuccessShown(page);
  await expectPostCount(receiver, 2);
  expectJsonPost(receiver.posts[1], site);
}

// The browser logs failed responses and dropped connections as console errors; nothing else
// (a connection refused by the content-security policy, say) is allowed. One pattern: a
// second array element would read as a fixture tuple's options.
const failedLoads = [
  /^Failed to load resource: (the server responded with a status of (400|500)|net::ERR_EMPTY_RESPONSE)/,
];

// One build per encoding: this file's tests stay together in one worker (the delivery logic
// does not depend on the viewport; the 320 px layout is checked below).
test.describe.configure({ mode: "default" });
test.use({ allowedConsoleErrors: failedLoads });

test.describe("contact delivery (JSON)", () => {
  test("200: connect-src is exactly the endpoint's; one JSON POST of the trimmed fields; the toast", async ({
    page,
    site,
    receiver,
  }) => {
    const response = await gotoHydrated(page, `${site}/contact`);
    const csp = response!.headers()["content-security-policy"] ?? "";
    const connectSrc = csp.split(";").find((part) => part.trim().startsWith("connect-src"));
    expect(connectSrc?.trim().split(/\s+/)).toEqual(["connect-src", "'self'", receiver.origin]);

    await fillForm(page);
    await submitButton(page).click();
    await expectSuccessShown(page);
    await expectPostCount(receiver, 1);
    expectJsonPost(receiver.posts[0], site);
    expect(receiver.preflights, "JSON needs a CORS preflight").toHaveLength(1);
    expect(receiver.preflights[0]).toMatchObject({ origin: site, requestHeaders: "content-type" });
  });

  test("400: explains, keeps everything, offers e-mail; one Retry (double-clicked) sends once", async ({
    page,
    site,
    receiver,
  }) => {
    await sendWith(page, site, receiver, "reject");
    const box = await expectFailureShown(page, explained({ kind: "rejected", status: 400 }));
    await expectPostCount(receiver, 1);
    expectJsonPost(receiver.posts[0], site);
    await expect(submitButton(page)).toHaveAccessibleDescription(new RegExp(copy.failureTitle));

    const mail = box.getByRole("link", { name: copy.emailInstead });
    const href = new URL((await mail.getAttribute("href"))!);
    expect(href.protocol).toBe("mailto:");
    expect(href.pathname).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(href.searchParams.get("subject")).toBe(sent.subject);
    const { mailto } = copy;
    expect(href.searchParams.get("body")).toBe(
      `${mailto.name}: Ada Lovelace\r\n${mailto.company}: Analytical Engines\r\n` +
        `${mailto.email}: ada@example.com\r\n\r\nWe run 40 services on k8s.\r\nCan you help?`,
    );

    await retryAndSucceed(page, receiver, site, true);
  });

  test("500: explains; a Retry that fails again sends exactly once more and refocuses", async ({
    page,
    site,
    receiver,
  }) => {
    await sendAndFail(page, site, receiver);

    await page.keyboard.press("Tab");
    await expect(retryButton(page), "Tab leads from the alert to Retry").toBeFocused();
    await page.keyboard.press("Enter");
    await expect(alert(page)).toBeFocused();
    await expectFailureShown(page, serverError);
    await expectPostCount(receiver, 2);
    expectJsonPost(receiver.posts[1], site);
  });

  test("no answer: gives up after exactly 10 s; a dropped connection: no silent resend", async ({
    page,
    site,
    receiver,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, `${site}/contact`);
    receiver.reset("hang");
    await fillForm(page);
    // Far enough ahead to stay in the future however slow the machine is.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);

    await submitButton(page).click();
    await expect.poll(() => receiver.posts.length).toBe(1);
    await expect(submitButton(page)).toHaveText(contactForm.sending);
    await expect(submitButton(page)).toBeDisabled();

    await page.clock.runFor(9_990);
    await expect(submitButton(page)).toHaveText(contactForm.sending);
    await expect(alert(page)).toHaveCount(0);
    await page.clock.runFor(10);
    await expect(alert(page)).toContainText(explained({ kind: "timeout" }));
    // Let time flow again: the toasts render from timers.
    await page.clock.resume();
    await expectFailureShown(page, explained({ kind: "timeout" }));
    expect(receiver.posts).toHaveLength(1);

    // Retried, the connection drops: a network error in plain words, sent once.
    receiver.reset("drop");
    await retryButton(page).click();
    await expectFailureShown(page, explained({ kind: "network" }));
    await expectPostCount(receiver, 1);
    expectJsonPost(receiver.posts[0], site);
    await retryAndSucceed(page, receiver, site);
  });

  test("the form's own guards: a blank required field, the length limit, the honeypot", async ({
    page,
    site,
    receiver,
  }) => {
    await gotoHydrated(page, `${site}/contact`);
    // Only spaces in a required field: refused before anything is sent.
    await fillForm(page);
    await field(page, "subject").fill("    ");
    await submitButton(page).click();
    await expect(field(page, "subject")).toBeFocused();
    const validation = await field(page, "subject").evaluate(
      (input: HTMLInputElement) => input.validationMessage,
    );
    expect(validation).toBe(limits.blankField);
    await expect(submitButton(page)).toHaveText(contactForm.submit);
    expect(receiver.posts, "a refused submit sends nothing").toEqual([]);

    // The message counts down near its limit and stops there.
    const limit = contactFieldLimits.message;
    const message = field(page, "message");
    const countdownFrom = limit * countdownFromRatio;
    await message.fill("a".repeat(countdownFrom - 1));
    await expect(form(page).getByText(charactersLeft(limit - countdownFrom + 1))).toHaveCount(0);
    await message.fill("a".repeat(limit - 500));
    await expect(form(page).getByText(charactersLeft(500))).toBeVisible();
    await expect(message).toHaveAccessibleDescription(charactersLeft(500));
    await message.press("End");
    await page.keyboard.insertText("b".repeat(600));
    await expect(message).toHaveValue(new RegExp(`^a{${limit - 500}}b{500}$`));
    await expect(
      form(page).getByText(fill(limits.limitReached, { max: formatNumber(limit, defaultLocale) })),
    ).toBeVisible();

    // The honeypot: out of sight and out of the tab order; a bot that fills it sees success.
    const trap = form(page).locator(`input[name="${honeypotFieldName}"]`);
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    await expect(form(page).getByRole("textbox"), "hidden from assistive technology").toHaveCount(
      contactFields.length,
    );
    const box = await trap.boundingBox();
    expect(box!.x + box!.width, "off-screen").toBeLessThanOrEqual(0);
    await fillForm(page);
    await trap.evaluate((input: HTMLInputElement) => {
      input.value = "https://cheap-pills.example";
    });
    await submitButton(page).click();
    // The bot's success comes after the simulated wait: a request would have been sent before.
    await expectSuccessShown(page);
    expect(receiver.posts).toEqual([]);
    expect(receiver.preflights).toEqual([]);
  });

  test(
    "the failure state passes axe, fits a 320 px screen and looks as designed",
    { tag: "@visual" },
    async ({ page, site, receiver }) => {
      await page.clock.install();
      await sendWith(page, site, receiver, "fail");
      await expectFailureShown(page, serverError);
      await expectNoAxeViolations(page, "the contact form after a failed delivery");
      // The failure's toast stays until it is closed or a retry succeeds, pointer or not.
      await page.mouse.move(0, 0);
      await page.clock.runFor(30_000);
      await expect(toast(page, copy.failureTitle)).toBeVisible();
      for (const width of visualWidths) {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
        // Centred at once, not glided to (the page scrolls smoothly) nor left where the
        // reflow's scroll anchoring happened to keep it.
        await alert(page).evaluate((box) =>
          box.scrollIntoView({ block: "center", behavior: "instant" }),
        );
        // The notice names the receiver's host, and the loopback receiver's port is new on
        // every run.
        await shoot(page, `delivery-error-${width}`, {
          mask: [page.locator("form p", { hasText: "127.0.0.1:" })],
        });
      }
      await page.setViewportSize({ width: 320, height: 800 });
      expect(await horizontalOverflow(page), "sideways scroll at 320 px").toBeLessThanOrEqual(0);
    },
  );
});

// The other encoding in `npm run test:integration` only: in `npm test` it would cost a build.
test.describe("contact delivery (form-encoded)", () => {
  test.use({ contactEncoding: "form" });

  test("a 500 explained the same way, then a retry: one url-encoded POST, no preflight", async ({
    page,
    site,
    receiver,
  }) => {
    await sendAndFail(page, site, receiver);

    receiver.mode = "ok";
    await retryButton(page).click();
    await expectSuccessShown(page);
    await expectPostCount(receiver, 2);
    const post = receiver.posts[1]!;
    expect(post.contentType).toBe("application/x-www-form-urlencoded;charset=UTF-8");
    expect(post.accept).toBe("application/json");
    expect(post.origin).toBe(site);
    expect(Object.fromEntries(new URLSearchParams(post.body))).toEqual(sent);
    expect(receiver.preflights, "a form post needs no CORS preflight").toEqual([]);
  });
});
