// Campaign attribution, against a build that delivers contact messages to a loopback
// receiver (support/delivery-site.ts), in both encodings: the visitor arrives by a tagged
// link, the tags leave the address bar, and the message that reaches the company says which
// campaign brought it. Copy from the content files, pages from builtPages().
import type { Page } from "@playwright/test";
import type { BlockOf } from "../src/content/blocks-schema";
import { contactFieldNames } from "../src/content/ids";
import { campaignTags, tagLimit } from "../src/features/campaign/campaign";
import {
  carriedEstimate,
  estimateFieldNames,
  estimateFields,
} from "../src/features/pricing/carried-estimate";
import { estimate } from "../src/features/pricing/estimate";
import { composedPages, content, pageIn } from "./support/content";
import { test } from "./support/delivery-site";
import { expect, gotoHydrated } from "./support/fixtures";
import type { ReceivedRequest, Receiver } from "./support/receiver";

const tags = {
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "launch",
  utm_term: "root cause",
  utm_content: "hero-cta",
};
const typed = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  subject: "Demo request",
  message: "We run 40 services.",
};
const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** The fields of a message, in either encoding. */
function fields(post: ReceivedRequest): Record<string, string> {
  return post.contentType === "application/json"
    ? (JSON.parse(post.body) as Record<string, string>)
    : Object.fromEntries(new URLSearchParams(post.body));
}

/** Fills the form and sends it; resolves with the one request the receiver got. */
async function send(page: Page, receiver: Receiver, locale: "en" | "de") {
  const form = page.getByRole("main").locator("form");
  for (const name of contactFieldNames) await form.locator(`[name="${name}"]`).fill(typed[name]);
  await form.getByRole("button", { name: content(locale).contact.form.submit }).click();
  await expect(page.getByText(content(locale).contact.form.toastTitle)).toBeVisible();
  await expect.poll(() => receiver.posts.length, { message: "one message" }).toBe(1);
  const post = receiver.posts[0]!;
  return { post, message: fields(post) };
}

for (const encoding of ["json", "form"] as const) {
  test.describe(`a message sent ${encoding}-encoded`, () => {
    test.use({ contactEncoding: encoding });

    test("says which campaign brought the visitor, who landed on the home page", async ({
      page,
      site,
      receiver,
    }) => {
      await page.goto(`${site}/?${query(tags)}&ref=keep#features`, {
        referer: "https://news.example.org/issue/42?subscriber=7",
      });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      // The tags leave the address bar, anything else stays.
      await expect(page).toHaveURL(`${site}/?ref=keep#features`);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));

      const hero = page.getByRole("region", { name: content().home.hero.title });
      await hero.getByRole("link", { name: content().home.hero.cta }).click();
      await expect(page).toHaveURL(`${site}/contact`);
      expect(await page.evaluate(() => "sameDocument" in window), "a client-side route").toBe(true);

      const { post, message } = await send(page, receiver, "en");
      expect(post.contentType).toMatch(encoding === "json" ? /json/ : /urlencoded/);
      expect(message).toEqual({
        ...typed,
        locale: "en",
        ...tags,
        landing_page: "/",
        referrer_origin: "https://news.example.org",
      });
      // The visitor's own fields come first, as before.
      expect(Object.keys(message).slice(0, 6)).toEqual([...contactFieldNames]);
      // The tags were replaced, not pushed: no history entry keeps them.
      await page.goBack();
      await expect(page).toHaveURL(`${site}/?ref=keep#features`);
    });

    test("attributes a visitor who landed on a composed page and followed its call to action", async ({
      page,
      site,
      receiver,
    }) => {
      const landing = composedPages.find(
        (built) => built.locale === "en" && built.composed.blocks.some((b) => b.type === "cta"),
      )!;
      const cta = landing.composed.blocks.find((block) => block.type === "cta")!;
      await gotoHydrated(page, `${site}${landing.path}?${query(tags)}`);
      await expect(page).toHaveURL(`${site}${landing.path}`);
      const band = page.getByRole("region", { name: cta.title });
      await band.getByRole("link", { name: cta.button }).click();
      await expect(page).toHaveURL(`${site}/contact`);
      expect((await send(page, receiver, "en")).message).toEqual({
        ...typed,
        locale: "en",
        ...tags,
        landing_page: landing.path,
      });
    });

    test("attributes a visitor who lands on the contact page", async ({ page, site, receiver }) => {
      const contact = pageIn("contact", "de").path;
      await gotoHydrated(page, `${site}${contact}?utm_source=partner&utm_campaign=webinar`);
      await expect(page).toHaveURL(`${site}${contact}`);
      expect((await send(page, receiver, "de")).message).toEqual({
        ...typed,
        locale: "de",
        utm_source: "partner",
        utm_campaign: "webinar",
        landing_page: contact,
      });
    });

    test("sends no campaign for a visitor without tags", async ({ page, site, receiver }) => {
      await gotoHydrated(page, `${site}/contact?ref=organic`);
      await expect(page).toHaveURL(`${site}/contact?ref=organic`);
      expect((await send(page, receiver, "en")).message).toEqual({ ...typed, locale: "en" });
    });

    test("sends an estimate from the pricing page as fields the privacy policy names", async ({
      page,
      site,
      receiver,
    }) => {
      const pricing = composedPages.find(
        (built) => built.locale === "en" && built.composed.name === "pricing",
      )!;
      const calculator = pricing.composed.blocks.find(
        (block): block is BlockOf<"calculator"> => block.type === "calculator",
      )!;
      // On-prem, so the cluster's fields travel too.
      const inputs = { ...calculator.example, where: "on-prem" as const };
      const carried = carriedEstimate(
        inputs,
        calculator.prices.currency,
        estimate(calculator.prices, inputs),
      );
      await gotoHydrated(page, `${site}${pricing.path}?where=on-prem`);
      await page
        .locator(`#${calculator.anchor}`)
        .getByRole("link", { name: calculator.labels.send })
        .click();
      await expect(page).toHaveURL(/\/contact\?.*monthly=/);
      const { message } = await send(page, receiver, "en");
      expect(message).toEqual({ ...typed, locale: "en", ...estimateFields(carried) });
      // After the visitor's fields and the language, in the order the policy lists them.
      expect(Object.keys(message).slice(7)).toEqual([...estimateFieldNames]);

      // The policy's contact section names every estimate field the receiver got.
      const privacy = content().privacy;
      await gotoHydrated(page, `${site}${pageIn("privacy").path}`);
      const section = page.getByRole("region", { name: privacy.processings.contact.title });
      await expect(section).toContainText(privacy.contact.estimate);
      const named = await section.locator("code").allTextContents();
      expect(named).toEqual(expect.arrayContaining(Object.keys(estimateFields(carried))));
    });
  });
}

test(
  "hostile tags: the page works, the message is sent and small, nothing is rendered",
  { tag: "@matrix" },
  async ({ page, site, receiver }) => {
    const markup = '"><img src=x onerror="window.injected=1"><script>window.injected=2</script>';
    // Within the 8 KB a request line may have on both servers.
    const others = Array.from({ length: 300 }, (_, i) => `p${i}=v`).join("&");
    const hostile = query({
      utm_source: markup,
      utm_medium: "m".repeat(5000),
      utm_campaign: "a\u0000b\u202Ec",
    });
    await gotoHydrated(page, `${site}/contact?${others}&${hostile}`);
    // The tags are gone from the address bar; the other 300 parameters are left as they were.
    await expect(page).toHaveURL(`${site}/contact?${others}`);

    const { post, message } = await send(page, receiver, "en");
    expect(post.body.length, "the message stays small").toBeLessThan(1500);
    expect(message.utm_medium).toBe("m".repeat(tagLimit));
    for (const tag of campaignTags) expect(message[tag] ?? "").not.toMatch(/[<>"'\p{C}]/u);
    expect(message.utm_source).toBe(
      "img src=x onerror=window.injected=1scriptwindow.injected=2/script",
    );
    expect(await page.evaluate(() => (window as { injected?: number }).injected)).toBeUndefined();
    expect(await page.locator("img[src='x'], main script").count()).toBe(0);
  },
);
