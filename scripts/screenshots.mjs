// Screenshots of every page and state at 390, 768 and 1280 px, for review and the README.
// Usage: npm run build && node scripts/screenshots.mjs [outDir]   (default: screenshots/)
import { mkdir } from "node:fs/promises";
import { createServer } from "node:http";
import { chromium } from "@playwright/test";
import { createApp } from "../server/app.mjs";
import { chromiumArgs, chromiumPath } from "./lib/chromium.mjs";

const outDir = process.argv[2] ?? "screenshots";
await mkdir(outDir, { recursive: true });

const server = createServer(createApp({ root: new URL("../dist", import.meta.url).pathname }));
await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

/** @typedef {import("@playwright/test").Page} Page */
/** @type {{ name: string, path: string, act?: (page: Page, width: number) => Promise<void>, full?: boolean }[]} */
const shots = [
  { name: "home", path: "/", full: true },
  { name: "home-top", path: "/" },
  {
    name: "home-solution",
    path: "/",
    act: async (page) => {
      await page.locator("#solution").scrollIntoViewIfNeeded();
      await page.getByRole("tab", { name: /Observe/ }).click();
      await page
        .locator("#solution-panel img")
        .evaluate((img) => /** @type {HTMLImageElement} */ (img).decode());
    },
  },
  {
    name: "home-features",
    path: "/",
    act: async (page) => page.evaluate(() => document.getElementById("features")?.scrollIntoView()),
  },
  {
    name: "home-dialog",
    path: "/",
    act: async (page) => {
      await page.getByRole("button", { name: /Gen AI Powered/ }).click();
      await page
        .getByRole("dialog")
        .locator("img")
        .evaluate((img) => /** @type {HTMLImageElement} */ (img).decode());
    },
  },
  {
    name: "home-drawer",
    path: "/",
    act: async (page, width) => {
      if (width >= 768) return;
      await page.getByRole("button", { name: "Open menu" }).click();
    },
  },
  { name: "contact", path: "/contact", full: true },
  {
    name: "contact-sending",
    path: "/contact",
    act: async (page) => {
      await fill(page);
      await page.getByRole("button", { name: "Send Message" }).click();
    },
  },
  {
    name: "contact-toast",
    path: "/contact",
    act: async (page) => {
      await fill(page);
      await page.getByRole("button", { name: "Send Message" }).click();
      await page.getByText("Message sent!").waitFor();
    },
  },
  { name: "not-found", path: "/no-such-page" },
];

/** @param {Page} page */
async function fill(page) {
  await page.getByLabel(/^First name/).fill("Ada");
  await page.getByLabel(/^Last name/).fill("Lovelace");
  await page.getByLabel(/^Email/).fill("ada@example.com");
  await page.getByLabel(/^Company/).fill("Analytical Engines Ltd");
  await page.getByLabel(/^Subject/).fill("A demo for our platform team");
  await page
    .getByLabel(/^Message/)
    .fill("We run 40 services on Kubernetes and want faster root-cause analysis.");
}

for (const width of [390, 768, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 800 } });
  await page.route("https://www.youtube-nocookie.com/**", (route) => route.abort());
  for (const shot of shots) {
    await page.goto(base + shot.path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await shot.act?.(page, width);
    await page.waitForTimeout(350); // let transitions settle
    await page.screenshot({
      path: `${outDir}/${shot.name}-${width}.png`,
      fullPage: shot.full ?? false,
    });
  }
  await page.close();
}
await browser.close();
server.close();
console.info(`screenshots written to ${outDir}/`);
