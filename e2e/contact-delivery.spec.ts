// The contact form with real delivery switched on (CONTACT_ENDPOINT), against a real HTTP
// receiver on loopback. Each worker builds its own copy of the site pointing at its receiver
// (into node_modules/.cache, never dist/), serves it with the production server, and drives
// it like a visitor. e2e/contact.spec.ts covers the default, simulated build.
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, gotoHydrated, test as base } from "./support/fixtures";
import { startReceiver, type ReceivedRequest, type Receiver } from "./support/receiver";
import { startSecondSite } from "./support/second-site";
import { shoot, visualWidths } from "./support/visual";

interface DeliverySite {
  url: string;
  receiver: Receiver;
}

type ContactEncoding = "json" | "form";

/** Receiver, build and server for one encoding; the caller closes it. */
async function startDeliverySite(encoding: ContactEncoding) {
  const receiver = await startReceiver();
  const site = await startSecondSite("contact-delivery", {
    CONTACT_ENDPOINT: receiver.endpoint,
    CONTACT_ENCODING: encoding,
  });
  receiver.allowedOrigin = site.url;
  return {
    url: site.url,
    receiver,
    async close() {
      await site.close();
      await receiver.close();
    },
  };
}

const test = base.extend<
  {
    contactEncoding: ContactEncoding;
    deliverySite: DeliverySite;
    receiver: Receiver;
    site: string;
  },
  { deliverySites: (encoding: ContactEncoding) => Promise<DeliverySite> }
>({
  // Built on first use and kept for the worker: a build takes seconds, a test milliseconds.
  deliverySites: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the pattern.
    async ({}, use) => {
      const sites = new Map<ContactEncoding, ReturnType<typeof startDeliverySite>>();
      await use((encoding) => {
        const site = sites.get(encoding) ?? startDeliverySite(encoding);
        sites.set(encoding, site);
        return site;
      });
      for (const site of sites.values()) await (await site).close();
    },
    { scope: "worker" },
  ],

  contactEncoding: ["json", { option: true }],

  // The shared fixture stubs the video service with page.route, and while any route is set
  // Playwright answers CORS preflights itself. The contact page embeds no video, so record
  // requests without routing: the receiver must answer the browser's real preflight.
  // Still automatic: an override without options keeps the original's.
  externalRequests: async ({ page, site }, use) => {
    const external: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(site)) external.push(request.url());
    });
    await use(external);
  },

  // Its own timeout, as the first test of a worker waits for the build.
  deliverySite: [
    async ({ deliverySites, contactEncoding }, use) => use(await deliverySites(contactEncoding)),
    { timeout: 300_000 },
  ],

  receiver: async ({ deliverySite }, use) => {
    deliverySite.receiver.reset("ok");
    await use(deliverySite.receiver);
    deliverySite.receiver.reset("ok");
  },

  site: async ({ deliverySite }, use) => use(deliverySite.url),
});

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
};
const labels: Record<keyof typeof typed, RegExp> = {
  firstName: /^First name/,
  lastName: /^Last name/,
  email: /^Email/,
  company: /^Company/,
  subject: /^Subject/,
  message: /^Message/,
};

const form = (page: Page) => page.locator("form");
const field = (page: Page, name: keyof typeof typed) => form(page).getByLabel(labels[name]);
const submitButton = (page: Page) => form(page).locator('button[type="submit"]');
const alert = (page: Page) => form(page).getByRole("alert");
const retryButton = (page: Page) => alert(page).getByRole("button", { name: "Try again" });
const toast = (page: Page, title: string) => page.getByRole("listitem").filter({ hasText: title });

async function fillForm(page: Page): Promise<void> {
  for (const name of Object.keys(typed) as (keyof typeof typed)[]) {
    await field(page, name).fill(typed[name]);
  }
}

async function expectValuesKept(page: Page): Promise<void> {
  for (const name of Object.keys(typed) as (keyof typeof typed)[]) {
    await expect(field(page, name), `${name} keeps what was typed`).toHaveValue(typed[name]);
  }
}

async function expectCleared(page: Page): Promise<void> {
  for (const name of Object.keys(typed) as (keyof typeof typed)[]) {
    await expect(field(page, name), `${name} is cleared`).toHaveValue("");
  }
}

/** Waits a moment longer than any second request would take to arrive, then counts. */
async function expectPostCount(page: Page, receiver: Receiver, count: number): Promise<void> {
  await expect.poll(() => receiver.posts.length).toBe(count);
  await page.waitForTimeout(300);
  expect(receiver.posts, "exactly one request per click").toHaveLength(count);
}

function expectJsonPost(post: ReceivedRequest | undefined, site: string): void {
  expect(post?.path).toBe("/contact");
  expect(post?.contentType).toBe("application/json");
  expect(post?.accept).toBe("application/json");
  expect(post?.origin).toBe(site);
  expect(JSON.parse(post?.body ?? "null")).toEqual(sent);
}

async function expectFailureShown(page: Page, reason: RegExp): Promise<Locator> {
  const box = alert(page);
  await expect(box).toBeVisible();
  await expect(box).toContainText("Your message was not sent");
  await expect(box).toContainText(reason);
  await expect(box).toContainText("Everything you typed is still in the form.");
  // Focus lands on the explanation, with Retry and the e-mail link next in the tab order.
  await expect(box).toBeFocused();
  // One failure toast, however many attempts failed.
  await expect(toast(page, "Your message was not sent")).toBeVisible();
  await expect(toast(page, "Message sent!")).toHaveCount(0);
  await expect(submitButton(page)).toBeEnabled();
  await expect(submitButton(page)).toHaveText("Send Message");
  await expect(retryButton(page)).toBeEnabled();
  await expectValuesKept(page);
  return box;
}

async function expectSuccessShown(page: Page): Promise<void> {
  const sentToast = toast(page, "Message sent!");
  await expect(sentToast).toBeVisible();
  await expect(sentToast).toContainText("We'll get back to you within 24 hours.");
  await expect(alert(page)).toHaveCount(0);
  await expect(toast(page, "Your message was not sent")).toHaveCount(0);
  await expectCleared(page);
  await expect(submitButton(page)).toBeEnabled();
}

// The browser logs failed responses and dropped connections as console errors; nothing else
// (a connection refused by the content-security policy, say) is allowed. One pattern: a
// second array element would read as a fixture tuple's options.
const failedLoads = [
  /^Failed to load resource: (the server responded with a status of (400|500)|net::ERR_EMPTY_RESPONSE)/,
];

test.describe("contact delivery (JSON)", () => {
  // One build per worker: keep this file's tests together, and on one project only (the
  // delivery logic does not depend on the viewport; the 320 px layout is checked below).
  // Twice the usual timeout: a test here is a whole visit with a failure and a retry.
  test.describe.configure({ mode: "default", timeout: 60_000 });
  test.skip(({ isMobile }) => isMobile, "delivery is exercised once, on the desktop project");
  test.use({ allowedConsoleErrors: failedLoads });

  test.beforeEach(async ({ page, site }) => {
    await gotoHydrated(page, `${site}/contact`);
  });

  test("the content-security policy lets the page connect to exactly the endpoint's origin", async ({
    page,
    site,
    receiver,
  }) => {
    const response = await page.request.get(`${site}/contact`);
    const csp = response.headers()["content-security-policy"] ?? "";
    const connectSrc = csp.split(";").find((part) => part.trim().startsWith("connect-src"));
    expect(connectSrc?.trim().split(/\s+/)).toEqual(["connect-src", "'self'", receiver.origin]);
  });

  test("200: one JSON POST of the trimmed fields, then the spec's toast and a cleared form", async ({
    page,
    site,
    receiver,
  }) => {
    await fillForm(page);
    await submitButton(page).click();

    await expectSuccessShown(page);
    await expectPostCount(page, receiver, 1);
    expectJsonPost(receiver.posts[0], site);
    expect(receiver.preflights, "JSON needs a CORS preflight").toHaveLength(1);
    expect(receiver.preflights[0]).toMatchObject({ origin: site, requestHeaders: "content-type" });
  });

  test("400: explains, keeps everything, offers e-mail; one Retry (double-clicked) sends once", async ({
    page,
    site,
    receiver,
  }) => {
    receiver.reset("reject");
    await fillForm(page);
    await submitButton(page).click();

    const box = await expectFailureShown(page, /turned the message down.*Error code 400/);
    await expectPostCount(page, receiver, 1);
    expectJsonPost(receiver.posts[0], site);
    await expect(submitButton(page)).toHaveAccessibleDescription(/Your message was not sent/);

    const mail = box.getByRole("link", { name: "Or e-mail us instead" });
    const href = new URL((await mail.getAttribute("href"))!);
    expect(href.protocol).toBe("mailto:");
    expect(href.pathname).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(href.searchParams.get("subject")).toBe(sent.subject);
    expect(href.searchParams.get("body")).toBe(
      "Name: Ada Lovelace\r\nCompany: Analytical Engines\r\nE-mail: ada@example.com\r\n\r\n" +
        "We run 40 services on k8s.\r\nCan you help?",
    );

    receiver.mode = "ok";
    await retryButton(page).dblclick();
    await expectSuccessShown(page);
    await expectPostCount(page, receiver, 2);
    expectJsonPost(receiver.posts[1], site);
  });

  test("500: explains; a Retry that fails again sends exactly once more and refocuses", async ({
    page,
    site,
    receiver,
  }) => {
    receiver.reset("fail");
    await fillForm(page);
    await submitButton(page).click();

    await expectFailureShown(page, /server had a problem.*Error code 500/);
    await expectPostCount(page, receiver, 1);

    await page.keyboard.press("Tab");
    await expect(retryButton(page), "Tab leads from the alert to Retry").toBeFocused();
    await page.keyboard.press("Enter");
    await expect(alert(page)).toBeFocused();
    await expectFailureShown(page, /Error code 500/);
    await expectPostCount(page, receiver, 2);
    expectJsonPost(receiver.posts[1], site);
  });

  test("no answer: gives up after exactly 10 seconds, keeps everything, retry works", async ({
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
    await expect(submitButton(page)).toHaveText("Sending...");
    await expect(submitButton(page)).toBeDisabled();

    await page.clock.runFor(9_990);
    await expect(submitButton(page)).toHaveText("Sending...");
    await expect(alert(page)).toHaveCount(0);
    await page.clock.runFor(10);
    await expect(alert(page)).toContainText(/didn't answer within 10 seconds/);
    // Let time flow again: the toasts render from timers.
    await page.clock.resume();
    await expectFailureShown(page, /didn't answer within 10 seconds/);
    expect(receiver.posts).toHaveLength(1);

    receiver.mode = "ok";
    await retryButton(page).click();
    await expectSuccessShown(page);
    await expectPostCount(page, receiver, 2);
    expectJsonPost(receiver.posts[1], site);
  });

  test("dropped connection: a network error in plain words, and no silent resend", async ({
    page,
    site,
    receiver,
  }) => {
    receiver.reset("drop");
    await fillForm(page);
    await submitButton(page).click();

    await expectFailureShown(page, /couldn't reach our server/);
    await expectPostCount(page, receiver, 1);
    expectJsonPost(receiver.posts[0], site);
  });

  test("honeypot: a bot that fills it sees success, and nothing is sent", async ({
    page,
    receiver,
  }) => {
    const trap = form(page).locator('input[name="contact_ref"]');
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    await expect(form(page).getByRole("textbox"), "hidden from assistive technology").toHaveCount(
      6,
    );
    const box = await trap.boundingBox();
    expect(box!.x + box!.width, "off-screen").toBeLessThanOrEqual(0);

    await fillForm(page);
    await trap.evaluate((input: HTMLInputElement) => {
      input.value = "https://cheap-pills.example";
    });
    await submitButton(page).click();

    await expectSuccessShown(page);
    await page.waitForTimeout(300);
    expect(receiver.posts).toEqual([]);
    expect(receiver.preflights).toEqual([]);
  });

  test("a required field with only spaces is refused before anything is sent", async ({
    page,
    receiver,
  }) => {
    await fillForm(page);
    await field(page, "subject").fill("    ");
    await submitButton(page).click();

    await expect(field(page, "subject")).toBeFocused();
    const message = await field(page, "subject").evaluate(
      (input: HTMLInputElement) => input.validationMessage,
    );
    expect(message).toMatch(/spaces alone/);
    await expect(submitButton(page)).toHaveText("Send Message");
    await page.waitForTimeout(300);
    expect(receiver.posts).toEqual([]);
  });

  test("the message counts down near its limit and stops at 5,000 characters", async ({ page }) => {
    const message = field(page, "message");
    await message.fill("a".repeat(3_999));
    await expect(form(page).getByText(/characters left/)).toHaveCount(0);
    await message.fill("a".repeat(4_500));
    await expect(form(page).getByText("500 characters left")).toBeVisible();
    await expect(message).toHaveAccessibleDescription("500 characters left");
    await message.press("End");
    await page.keyboard.insertText("b".repeat(600));
    await expect(message).toHaveValue(/^a{4500}b{500}$/);
    await expect(form(page).getByText("You've reached the 5,000-character limit.")).toBeVisible();
  });

  test(
    "the failure state passes axe, fits a 320 px screen and looks as designed",
    { tag: "@visual" },
    async ({ page, receiver }) => {
      receiver.reset("fail");
      await fillForm(page);
      await submitButton(page).click();
      await expectFailureShown(page, /Error code 500/);

      await expectNoAxeViolations(page, "the contact form after a failed delivery");
      for (const width of visualWidths) {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
        await page.getByRole("alert").scrollIntoViewIfNeeded();
        // The alert is the state; the toast that also says it is shot in visual.spec.ts.
        await shoot(page, `delivery-error-${width}`, {
          mask: [page.locator("[data-sonner-toast]")],
        });
      }
      await page.setViewportSize({ width: 320, height: 800 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, "horizontal overflow in px at 320 px").toBeLessThanOrEqual(0);
    },
  );
});

test.describe("contact delivery (form-encoded)", () => {
  test.describe.configure({ mode: "default", timeout: 60_000 });
  test.skip(({ isMobile }) => isMobile, "delivery is exercised once, on the desktop project");
  test.use({ contactEncoding: "form", allowedConsoleErrors: failedLoads });

  test("200: one url-encoded POST, with no preflight needed", async ({ page, site, receiver }) => {
    await gotoHydrated(page, `${site}/contact`);
    await fillForm(page);
    await submitButton(page).click();

    await expectSuccessShown(page);
    await expectPostCount(page, receiver, 1);
    const post = receiver.posts[0]!;
    expect(post.contentType).toBe("application/x-www-form-urlencoded;charset=UTF-8");
    expect(post.accept).toBe("application/json");
    expect(post.origin).toBe(site);
    expect(Object.fromEntries(new URLSearchParams(post.body))).toEqual(sent);
    expect(receiver.preflights).toEqual([]);
  });

  test("500: the same explanation, values kept", async ({ page, site, receiver }) => {
    receiver.reset("fail");
    await gotoHydrated(page, `${site}/contact`);
    await fillForm(page);
    await submitButton(page).click();
    await expectFailureShown(page, /Error code 500/);
    await expectPostCount(page, receiver, 1);
  });
});
